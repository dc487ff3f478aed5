import { useI18n } from '../i18n/i18n-context.tsx';
import type { EventView } from '../lib/types.ts';

/** The state of play in a few characters: a live minute or the feed's detail, or the kick-off time. */
export function EventClock({ event, nowMs }: { event: EventView; nowMs: number }) {
  const { t, locale } = useI18n();
  if (event.status === 'ENDED') return <span className="clock ended">{t('event.ended')}</span>;
  if (event.status === 'CANCELLED') return <span className="clock ended">{t('event.cancelled')}</span>;
  if (event.status === 'LIVE') {
    let detail = event.score.detail;
    if (event.sport === 'FOOTBALL') {
      const start = Date.parse(event.startsAt);
      const share = (nowMs - start) / Math.max(1, Date.parse(event.endsAt) - start);
      detail = t('event.minute', { minute: Math.min(90, Math.max(1, Math.ceil(share * 90))) });
    }
    const map = /^Map (\d+): (.*)$/.exec(detail);
    if (map) detail = t('event.map', { map: map[1]!, score: map[2]! });
    return (
      <span className="clock live">
        <span className="live-dot" aria-hidden="true" />
        {event.suspended ? t('event.suspended') : detail || t('event.live')}
      </span>
    );
  }
  const minutes = Math.ceil((Date.parse(event.startsAt) - nowMs) / 60_000);
  if (minutes <= 0) return <span className="clock">{t('event.startsSoon')}</span>;
  if (minutes <= 60) return <span className="clock">{t('event.startsIn', { minutes })}</span>;
  return (
    <span className="clock">
      {new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
        new Date(event.startsAt),
      )}
    </span>
  );
}
