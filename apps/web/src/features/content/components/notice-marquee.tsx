import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import { useNotices } from '../api/announcements-api.ts';
import styles from './notice-marquee.module.css';

const SEPARATOR = '   •   ';
/** The strip moves at a reading pace: this many seconds per character, never faster than 20 s a loop. */
const SECONDS_PER_CHARACTER = 0.22;
const SHORTEST_LOOP_S = 20;

/**
 * The notice marquee (spec §2): the merchant's headline notices (type H) scrolling, paused on hover;
 * the strip opens the announcement popup. Nothing when the merchant has no notices; the strip keeps
 * its place while they load.
 */
export function NoticeMarquee({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const list = notices.data ?? [];
  if (!notices.isPending && list.length === 0) return null;
  const text = list.map((notice) => notice.text).join(SEPARATOR);
  const duration = Math.max(SHORTEST_LOOP_S, Math.round(text.length * SECONDS_PER_CHARACTER));
  return (
    <section className={styles.bar} aria-label={t('notice.label')} data-testid="notice-marquee">
      <button type="button" className={styles.open} onClick={onOpen} aria-label={t('content.notices.open')}>
        <span className={styles.badge} aria-hidden="true">
          <Icon name="megaphone" size={18} />
          <span className={styles.badgeText}>{t('notice.title')}</span>
        </span>
        <span className={styles.track} aria-hidden="true">
          {text ? (
            <span className={styles.text} style={{ ['--marquee-duration' as string]: `${duration}s` }}>
              <span>{text}</span>
              <span aria-hidden="true">{text}</span>
            </span>
          ) : null}
        </span>
        <span className={styles.more} aria-hidden="true">
          <span className={styles.moreText}>{t('content.notices.all')}</span>
          <Icon name="chevronRight" size={16} />
        </span>
      </button>
      <ul className="visually-hidden">
        {list.map((notice) => (
          <li key={notice.id}>{notice.text}</li>
        ))}
      </ul>
    </section>
  );
}
