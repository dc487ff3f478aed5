import { useTranslation } from 'react-i18next';
import styles from './game-launch.module.css';

/**
 * The body of the trial-user notice (spec §4 "Trial user": a restricted action asks to register a
 * real account): what free play allows, so the member knows why this game did not open.
 */
export function TrialNotice() {
  const { t } = useTranslation();
  return (
    <div className={styles.trialNotice} data-testid="trial-notice">
      <p>{t('launch.trialText')}</p>
      <p className={styles.maintenanceHint}>{t('launch.trialHint')}</p>
    </div>
  );
}
