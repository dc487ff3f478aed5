import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon.tsx';
import { IconBadge } from '../icon-badge/icon-badge.tsx';
import styles from './section-header.module.css';

export interface SectionHeaderProps {
  /** Id of the heading, for the section's `aria-labelledby`. */
  id?: string;
  icon?: IconName;
  title: ReactNode;
  text?: ReactNode;
  /** Controls or a status at the end of the row. */
  actions?: ReactNode;
  /** `badge`: the icon on a gradient tile beside title and text; `inline`: a small gold icon in the title. */
  variant?: 'badge' | 'inline';
  tone?: 'gold' | 'primary';
  level?: 2 | 3;
}

/** The heading row of a card or a section: icon, title, a line of text, actions at the end. */
export function SectionHeader({
  id,
  icon,
  title,
  text,
  actions,
  variant = 'badge',
  tone = 'gold',
  level = 2,
}: SectionHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const inline = variant === 'inline';
  return (
    <header className={[styles.head, inline ? styles.inline : ''].join(' ')}>
      {icon && !inline ? <IconBadge icon={icon} tone={tone} size={44} /> : null}
      <div className={styles.body}>
        <div className={styles.text}>
          <Heading id={id} className={styles.title}>
            {icon && inline ? <Icon name={icon} size={20} className={styles.titleIcon} /> : null}
            {title}
          </Heading>
          {text ? <p className={styles.lead}>{text}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
