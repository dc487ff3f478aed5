import type { TBrandConfig } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icon/icon.tsx';
import styles from './floating-bar.module.css';

const LINKS: { key: 'whatsapp' | 'facebook' | 'telegram'; icon: IconName }[] = [
  { key: 'whatsapp', icon: 'whatsapp' },
  { key: 'facebook', icon: 'facebook' },
  { key: 'telegram', icon: 'telegram' },
];

/**
 * Floating right bar (spec §2): customer service, plus WhatsApp, Facebook and Telegram when
 * configured. On narrow screens the social links fold behind a toggle so the bar covers less.
 */
export function FloatingBar({
  social,
  onCustomerService,
}: {
  social: TBrandConfig['social'];
  onCustomerService: () => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const links = LINKS.filter((l) => social[l.key]);
  return (
    <aside
      className={[styles.bar, expanded ? styles.expanded : ''].join(' ')}
      aria-label={t('floating.label')}
      data-testid="floating-bar"
    >
      <button
        type="button"
        className={`${styles.item} ${styles.cs}`}
        aria-label={t('common.customerService')}
        onClick={onCustomerService}
      >
        <Icon name="headset" size={22} />
        <span className={styles.tip} aria-hidden="true">
          {t('common.customerService')}
        </span>
      </button>
      {links.map((l) => (
        <a
          key={l.key}
          href={social[l.key]}
          target="_blank"
          rel="noopener noreferrer"
          className={`${styles.item} ${styles.link} ${styles[l.key]}`}
          aria-label={t(`social.${l.key}`)}
        >
          <Icon name={l.icon} size={20} />
          <span className={styles.tip} aria-hidden="true">
            {t(`social.${l.key}`)}
          </span>
        </a>
      ))}
      {links.length ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={expanded ? t('floating.less') : t('floating.more')}
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          <Icon name={expanded ? 'chevronDown' : 'chevronUp'} size={16} />
        </button>
      ) : null}
    </aside>
  );
}
