import { useI18n } from '../i18n/i18n-context.tsx';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Seconds left of the betting phase in a shrinking ring. */
export function CountdownRing({ remainingMs, totalMs }: { remainingMs: number; totalMs: number }) {
  const { t } = useI18n();
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const fraction = totalMs > 0 ? Math.min(1, Math.max(0, remainingMs / totalMs)) : 0;
  return (
    <div
      className={`countdown${seconds <= 3 ? ' urgent' : ''}`}
      role="timer"
      aria-label={t('table.secondsLeft', { n: seconds })}
      data-testid="countdown"
      data-seconds={seconds}
    >
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
        <circle className="track" cx="32" cy="32" r={RADIUS} fill="none" strokeWidth="6" />
        <circle
          className="bar"
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
        />
      </svg>
      <span className="seconds" aria-hidden="true">
        {seconds}
      </span>
    </div>
  );
}
