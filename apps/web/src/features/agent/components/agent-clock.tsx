import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import { formatDateTime, gmtOffsetLabel } from '../../../lib/format.ts';
import styles from './agent-clock.module.css';

/** The agent page clock with its GMT offset, updated every second (spec §2). */
export function AgentClock({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.clock} aria-label={t('agent.clock')}>
      <Icon name="clock" size={16} />
      <time dateTime={now.toISOString()}>{formatDateTime(now, timeZone)}</time>
      <span className={styles.offset}>{gmtOffsetLabel(timeZone, now)}</span>
    </p>
  );
}
