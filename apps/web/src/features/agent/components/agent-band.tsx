import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import { AgentClock } from './agent-clock.tsx';
import styles from './agent-centre.module.css';

/**
 * The agent centre's header band (spec §2): the clock with its GMT offset (every second), the
 * nickname or account, customer service and logout (back to /agent). `compact` on a phone inside a
 * screen, where the screen needs the room.
 */
export function AgentBand({
  name,
  timeZone,
  onLogout,
  onCustomerService,
  compact = false,
}: {
  name: string;
  timeZone?: string;
  onLogout: () => void;
  onCustomerService: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className={[styles.band, compact ? styles.bandCompact : ''].join(' ')}>
      <div className={styles.bandArt} aria-hidden="true">
        <Icon name="crown" size={compact ? 90 : 180} />
      </div>
      <div className={styles.bandText}>
        <p className={styles.eyebrow}>
          <Icon name="agent" size={14} />
          {t('agent.centre')}
        </p>
        <h1 className={styles.bandTitle} data-testid="agent-name">
          {compact ? name : t('agent.welcome', { name })}
        </h1>
        <AgentClock timeZone={timeZone} />
      </div>
      <div className={styles.bandActions}>
        <button
          type="button"
          className={styles.bandButton}
          onClick={onCustomerService}
          aria-label={t('common.customerService')}
          title={t('common.customerService')}
        >
          <Icon name="headset" size={18} />
          <span className={styles.bandButtonText}>{t('common.customerService')}</span>
        </button>
        <button
          type="button"
          className={[styles.bandButton, styles.bandLogout].join(' ')}
          onClick={onLogout}
          aria-label={t('header.logout')}
          title={t('header.logout')}
        >
          <Icon name="logout" size={18} />
          <span className={styles.bandButtonText}>{t('header.logout')}</span>
        </button>
      </div>
    </header>
  );
}
