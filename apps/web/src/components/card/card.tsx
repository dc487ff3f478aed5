import type { ReactNode } from 'react';
import type { IconName } from '../icon/icon.tsx';
import { SectionHeader } from '../section-header/section-header.tsx';
import styles from './card.module.css';

export interface CardProps {
  /** Id of the title: the card is a region named by it. */
  id?: string;
  icon?: IconName;
  title?: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
  /** Colour of the title's icon tile. */
  tone?: 'gold' | 'primary';
  /** The title's icon on a tile beside it, or small inside it (a secondary card). */
  headVariant?: 'badge' | 'inline';
  /** `glow`: a soft gold light in the top corner, for a card that leads its page. */
  variant?: 'plain' | 'glow';
  /** Accessible name when the card has no title. */
  label?: string;
  children?: ReactNode;
  testId?: string;
  className?: string;
}

/**
 * The titled card of the member screens (cashier, wallet, security centre, records, winner board):
 * a region with an icon, a title and a line of text, then its content.
 */
export function Card({
  id,
  icon,
  title,
  text,
  actions,
  tone,
  headVariant,
  variant = 'plain',
  label,
  children,
  testId,
  className,
}: CardProps) {
  return (
    <section
      className={[styles.card, variant === 'glow' ? styles.glow : '', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? id : undefined}
      aria-label={title ? undefined : label}
      data-testid={testId}
    >
      {title ? (
        <SectionHeader
          id={id}
          icon={icon}
          title={title}
          text={text}
          actions={actions}
          tone={tone}
          variant={headVariant}
        />
      ) : null}
      {children}
    </section>
  );
}

/** The card's frame alone, for a placeholder that is no region (see SkeletonCard). */
export const cardFrameClass = styles.card;
