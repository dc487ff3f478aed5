import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from '../promotion-rules.ts';
import styles from './promotions.module.css';

/** Time left until `target` (days, hours, minutes, seconds), ticking each second. */
export function Countdown({ target, label }: { target: string; label: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const p = countdownParts(Date.parse(target), now);
  const cells = [
    [p.days, t('promotions.countdown.days')],
    [p.hours, t('promotions.countdown.hours')],
    [p.minutes, t('promotions.countdown.minutes')],
    [p.seconds, t('promotions.countdown.seconds')],
  ] as const;
  return (
    <div
      className={styles.countdown}
      role="timer"
      aria-label={`${label}: ${t('promotions.countdown.aria', p)}`}
    >
      <span className={styles.countdownLabel}>{label}</span>
      <span className={styles.countdownCells} aria-hidden="true">
        {cells.map(([value, unit]) => (
          <span key={unit} className={styles.countdownCell}>
            <b>{String(value).padStart(2, '0')}</b>
            <small>{unit}</small>
          </span>
        ))}
      </span>
    </div>
  );
}
