import { useI18n } from '../i18n/i18n-context.tsx';
import { marketTitle, selectionLabel } from '../lib/labels.ts';
import { marketPrices } from '../lib/offered.ts';
import type { EventView, MarketView } from '../lib/types.ts';
import { EventClock } from './event-clock.tsx';
import type { PickProps } from './event-list.tsx';
import { OddsButton } from './odds-button.tsx';

/** One event: the scoreboard and every market, lines of a kind grouped under one title. */
export function EventPage(
  props: PickProps & { event: EventView | null | 'missing'; nowMs: number; onBack: () => void },
) {
  const { t } = useI18n();
  const back = (
    <button type="button" className="back" onClick={props.onBack}>
      ‹ {t('nav.back')}
    </button>
  );
  if (props.event === null)
    return (
      <div className="event-page">
        {back}
        <div className="skeleton tall" />
      </div>
    );
  if (props.event === 'missing')
    return (
      <div className="event-page">
        {back}
        <div className="empty">{t('event.notFound')}</div>
      </div>
    );
  const e = props.event;
  const live = e.status === 'LIVE';
  const groups: MarketView[][] = [];
  for (const m of e.markets) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.kind === m.kind && last[0]!.map === m.map) last.push(m);
    else groups.push([m]);
  }
  return (
    <div className="event-page" data-event={e.id}>
      {back}
      <header className={`scoreboard ${live ? 'is-live' : ''}`}>
        <div className="scoreboard-league">{e.leagueName}</div>
        <div className="scoreboard-main">
          <span className="sb-team home">{e.home}</span>
          <span className="sb-score" data-testid="event-score">
            {live || e.status === 'ENDED' ? `${e.score.home} – ${e.score.away}` : 'v'}
          </span>
          <span className="sb-team away">{e.away}</span>
        </div>
        <div className="scoreboard-clock">
          <EventClock event={e} nowMs={props.nowMs} />
        </div>
      </header>
      <h2 className="visually-hidden">{t('event.markets')}</h2>
      <div className="markets">
        {groups.map((group) => {
          const first = group[0]!;
          const title = marketTitle(t, first.kind, e.sport, first.map);
          const lined = group.length > 1 || first.kind === 'AH' || first.kind === 'OU';
          return (
            <section className={`market-card kind-${first.kind}`} key={first.id} aria-label={title}>
              <h3>{title}</h3>
              {group.map((m) => {
                const priced = marketPrices(m, props.prices);
                return (
                  <div
                    className={`market-line ${m.kind === 'CS' ? 'grid-cs' : ''} cols-${m.selections.length}`}
                    key={m.id}
                    data-market={m.id}
                  >
                    {m.selections.map((s, j) => {
                      const full = selectionLabel(t, { kind: m.kind, line: m.line, key: s.key }, e);
                      return (
                        <OddsButton
                          key={s.id}
                          selectionId={s.id}
                          layout="row"
                          label={lined || m.kind !== '1X2' ? full : full}
                          fullLabel={`${e.home} – ${e.away}: ${title} ${full}`}
                          odds={priced.odds[j]!}
                          format={props.format}
                          selected={props.picked.has(s.id)}
                          suspended={
                            e.suspended ||
                            e.status === 'ENDED' ||
                            e.status === 'CANCELLED' ||
                            !priced.offered[j]
                          }
                          flash={props.flashes[s.id]}
                          onPick={() => props.onPick(e, m, s.id)}
                        />
                      );
                    })}
                  </div>
                );
              })}
            </section>
          );
        })}
      </div>
    </div>
  );
}
