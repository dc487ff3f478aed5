import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import styles from './game-section.module.css';

export interface GameSectionProps {
  id: string;
  title: string;
  icon: IconName;
  /** Where "See all" goes: a path, or an action (e.g. switching the home tab). */
  seeAll?: string | (() => void);
  /** Small text beside the title (e.g. how many games the category has). */
  note?: string;
  children: ReactNode;
}

/** A home lobby section: a heading with "See all", then one row of tiles (spec §2 home sections). */
export function GameSection({ id, title, icon, seeAll, note, children }: GameSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const seeAllLabel = t('games.seeAllOf', { section: title });
  const seeAllBody = (
    <>
      <span aria-hidden="true">{t('games.seeAll')}</span>
      <Icon name="chevronRight" size={16} />
    </>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`home-section-${id}`}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {note ? <span className={styles.note}>{note}</span> : null}
        {typeof seeAll === 'string' ? (
          <Link to={seeAll} className={styles.seeAll} aria-label={seeAllLabel}>
            {seeAllBody}
          </Link>
        ) : seeAll ? (
          <button type="button" className={styles.seeAll} aria-label={seeAllLabel} onClick={seeAll}>
            {seeAllBody}
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
