import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import styles from './notice-marquee.module.css';

/**
 * The home notice strip (spec §2 "notice marquee"). Player notices from the content module replace
 * the welcome lines when they ship; the text scrolls and pauses on hover.
 */
export function NoticeMarquee({ brandName, notices }: { brandName: string; notices?: string[] }) {
  const { t } = useTranslation();
  const lines = notices?.length
    ? notices
    : [t('notice.welcome', { brand: brandName }), t('notice.responsible'), t('notice.support')];
  const text = lines.join('   •   ');
  return (
    <section className={styles.bar} aria-label={t('notice.label')}>
      <span className={styles.badge}>
        <Icon name="megaphone" size={18} />
        <span className={styles.badgeText}>{t('notice.title')}</span>
      </span>
      <div className={styles.track}>
        <p className={styles.text}>
          <span>{text}</span>
          <span aria-hidden="true">{text}</span>
        </p>
      </div>
    </section>
  );
}
