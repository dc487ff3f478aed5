import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Flash } from '../../lib/use-book.ts';
import type { EventView } from '../../lib/types.ts';
import { EventList } from '../event-list.tsx';
import { OddsButton } from '../odds-button.tsx';

const NOW = Date.parse('2026-03-01T12:30:00Z');

function event(id: string, suspended: boolean): EventView {
  return {
    id,
    sport: 'FOOTBALL',
    esport: false,
    leagueId: 'l1',
    leagueName: 'League',
    home: `${id} Home`,
    away: `${id} Away`,
    startsAt: '2026-03-01T12:00:00Z',
    endsAt: '2026-03-01T13:00:00Z',
    status: 'LIVE',
    suspended,
    score: { home: 0, away: 0, detail: '' },
    markets: [
      {
        id: `${id}:1X2`,
        kind: '1X2',
        line: null,
        map: null,
        selections: ['HOME', 'DRAW', 'AWAY'].map((key, i) => ({
          id: `${id}:1X2:${key}`,
          key,
          odds: ['2.000', '3.400', '3.800'][i]!,
          version: 1,
        })),
      },
    ],
  };
}

/** Each price button of the markup: its selection, whether it is disabled, and its flash classes. */
function buttons(html: string) {
  return [...html.matchAll(/<button[^>]*data-selection="([^"]+)"[^>]*>(.*?)<\/button>/g)].map((m) => {
    const tag = m[0].slice(0, m[0].indexOf('>') + 1);
    return {
      id: m[1]!,
      disabled: /\sdisabled=""/.test(tag),
      flash: /class="[^"]*\bflash-/.test(tag),
      arrow: m[2]!.includes('odds-arrow'),
    };
  });
}

const list = (events: EventView[], prices: Record<string, number>, flashes: Record<string, Flash>) =>
  renderToStaticMarkup(
    <EventList
      title="Live"
      live
      events={events}
      nowMs={NOW}
      onOpen={() => undefined}
      testId="live"
      format="DECIMAL"
      prices={prices}
      flashes={flashes}
      picked={new Set()}
      onPick={() => undefined}
    />,
  );

describe('a locked price does not flash', () => {
  it('moves without the flash animation or arrow while its event is suspended or its market locked by the band', () => {
    // s1 is suspended (a dangerous moment); on s2 the away price ran to 60.00, which locks the market
    // (its book falls under 1.000); on s3 the home price moved in an open market. Every move flashed.
    const prices = { 's1:1X2:HOME': 1_900, 's2:1X2:AWAY': 60_000, 's3:1X2:HOME': 2_100 };
    const flashes: Record<string, Flash> = {
      's1:1X2:HOME': { dir: 'down', n: 1 },
      's2:1X2:AWAY': { dir: 'up', n: 2 },
      's2:1X2:HOME': { dir: 'down', n: 3 },
      's3:1X2:HOME': { dir: 'up', n: 4 },
    };
    const shown = buttons(list([event('s1', true), event('s2', false), event('s3', false)], prices, flashes));
    const locked = shown.filter((b) => b.id.startsWith('s1:') || b.id.startsWith('s2:'));
    expect(locked).toHaveLength(6);
    for (const b of locked) expect(b).toMatchObject({ disabled: true, flash: false, arrow: false });
    // The open market's moved price still flashes.
    expect(shown.find((b) => b.id === 's3:1X2:HOME')).toMatchObject({
      disabled: false,
      flash: true,
      arrow: true,
    });
  });

  it('flashes once when it reopens at a new price', () => {
    const props = {
      label: '1',
      fullLabel: 'Home',
      odds: 2_100,
      format: 'DECIMAL' as const,
      selected: false,
      flash: { dir: 'up' as const, n: 7 },
      onPick: () => undefined,
      selectionId: 'x',
    };
    const [locked] = buttons(renderToStaticMarkup(<OddsButton {...props} suspended />));
    expect(locked).toMatchObject({ disabled: true, flash: false, arrow: false });
    const [open] = buttons(renderToStaticMarkup(<OddsButton {...props} suspended={false} />));
    expect(open).toMatchObject({ disabled: false, flash: true, arrow: true });
  });
});
