import { useI18n } from '../i18n/i18n-context.tsx';
import { selectionLabel, shortLabel } from '../lib/labels.ts';
import { marketPrices } from '../lib/offered.ts';
import type { Flash } from '../lib/use-book.ts';
import type { EventView, MarketView, OddsFormat } from '../lib/types.ts';
import { EventClock } from './event-clock.tsx';
import { OddsButton } from './odds-button.tsx';

export interface PickProps {
  format: OddsFormat;
  prices: Record<string, number>;
  flashes: Record<string, Flash>;
  picked: Set<string>;
  onPick: (event: EventView, market: MarketView, selectionId: string) => void;
}

/** Events grouped by league, each a row: clock, sides and score, the three main markets, "+n". */
export function EventList(
  props: PickProps & {
    title: string;
    live: boolean;
    events: EventView[];
    nowMs: number;
    onOpen: (id: string) => void;
    testId: string;
  },
) {
  const { t } = useI18n();
  const leagues = new Map<string, EventView[]>();
  for (const e of props.events) leagues.set(e.leagueId, [...(leagues.get(e.leagueId) ?? []), e]);
  return (
    <section className="board" aria-label={props.title} data-testid={props.testId}>
      <h2 className="board-title">
        {props.live && <span className="live-dot" aria-hidden="true" />}
        {props.title}
        <span className="count">{props.events.length}</span>
      </h2>
      {[...leagues.values()].map((list) => {
        const first = list[0]!;
        const resultKind = first.markets[0]?.kind === '1X2' ? t('col.result') : t('col.winner');
        return (
          <div className="league" key={first.leagueId}>
            <div className="league-head">
              <span className="league-name">{first.leagueName}</span>
              <span className="col-head">{resultKind}</span>
              <span className="col-head">{t('col.handicap')}</span>
              <span className="col-head">{t('col.total')}</span>
              <span className="col-head more-head" />
            </div>
            {list.map((e) => (
              <EventRow key={e.id} event={e} {...props} />
            ))}
          </div>
        );
      })}
    </section>
  );
}

function EventRow(props: PickProps & { event: EventView; nowMs: number; onOpen: (id: string) => void }) {
  const { t } = useI18n();
  const e = props.event;
  const live = e.status === 'LIVE';
  return (
    <div
      className={`event-row ${live ? 'is-live' : ''}`}
      data-event={e.id}
      data-status={e.status}
      data-starts={Date.parse(e.startsAt)}
    >
      <button
        type="button"
        className="event-teams"
        onClick={() => props.onOpen(e.id)}
        aria-label={t('list.openEvent', { home: e.home, away: e.away })}
      >
        <EventClock event={e} nowMs={props.nowMs} />
        <span className="team">
          <span className="team-name">{e.home}</span>
          {live && <span className="score">{e.score.home}</span>}
        </span>
        <span className="team">
          <span className="team-name">{e.away}</span>
          {live && <span className="score">{e.score.away}</span>}
        </span>
      </button>
      {[0, 1, 2].map((i) => {
        const m = e.markets[i];
        const priced = m ? marketPrices(m, props.prices) : null;
        return (
          <div className={`market-cell cells-${m?.selections.length ?? 2}`} key={i}>
            {m?.selections.map((s, j) => (
              <OddsButton
                key={s.id}
                selectionId={s.id}
                label={shortLabel(t, { kind: m.kind, line: m.line, key: s.key })}
                fullLabel={`${e.home} – ${e.away}: ${selectionLabel(t, { kind: m.kind, line: m.line, key: s.key }, e)}`}
                odds={priced!.odds[j]!}
                format={props.format}
                selected={props.picked.has(s.id)}
                suspended={e.suspended || !priced!.offered[j]}
                flash={props.flashes[s.id]}
                onPick={() => props.onPick(e, m, s.id)}
              />
            ))}
          </div>
        );
      })}
      <button
        type="button"
        className="more"
        onClick={() => props.onOpen(e.id)}
        aria-label={t('list.openEvent', { home: e.home, away: e.away })}
      >
        ›
      </button>
    </div>
  );
}
