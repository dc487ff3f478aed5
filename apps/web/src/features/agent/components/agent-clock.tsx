import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { formatDateTime, gmtOffsetLabel } from '../../../lib/format.ts';
import styles from './agent-clock.module.css';

/** The agent page clock with its GMT offset, updated every second (spec §2). */
export function AgentClock({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const now = new Date(useNow());
  return (
    <p className={styles.clock} aria-label={t('agent.clock')}>
      <Icon name="clock" size={16} />
      <time dateTime={now.toISOString()}>{formatDateTime(now, timeZone)}</time>
      <span className={styles.offset}>{gmtOffsetLabel(timeZone, now)}</span>
    </p>
  );
}
