import type { MessageKey, Params } from '../i18n/catalog.ts';
import type { MarketKind, Sport } from './types.ts';

type T = (key: MessageKey, params?: Params) => string;

/** "+0.5", "-0.25", "0": a handicap as a side sees it. */
export function signedLine(line: string | null, negate = false): string {
  if (line === null) return '';
  const value = negate ? (line.startsWith('-') ? line.slice(1) : line === '0' ? '0' : `-${line}`) : line;
  if (value === '0' || value === '-0') return '0';
  return value.startsWith('-') ? value : `+${value}`;
}

export function marketTitle(t: T, kind: MarketKind, sport: Sport, map: number | null): string {
  if (kind === 'OU' && sport === 'BASKETBALL') return t('market.OU.BASKETBALL');
  if (kind === 'OU' && sport === 'TENNIS') return t('market.OU.TENNIS');
  return t(`market.${kind}` as MessageKey, { map: map ?? 1 });
}

/** A selection in words: a side's name (with its handicap), Draw, Over 2.5, 2:1… */
export function selectionLabel(
  t: T,
  m: { kind: MarketKind; line: string | null; key: string },
  teams: { home: string; away: string },
): string {
  const side = m.key === 'HOME' ? teams.home : m.key === 'AWAY' ? teams.away : null;
  if (m.kind === 'AH' && side) return `${side} ${signedLine(m.line, m.key === 'AWAY')}`;
  if (side) return side;
  switch (m.key) {
    case 'DRAW':
    case 'YES':
    case 'NO':
    case 'ODD':
    case 'EVEN':
    case 'OTHER':
      return t(`sel.${m.key}`);
    case 'OVER':
    case 'UNDER':
      return t(`sel.${m.key}`, { line: m.line ?? '' });
    default:
      return m.key;
  }
}

/** A short label for a price button inside a market (the market's title is above it). */
export function shortLabel(t: T, m: { kind: MarketKind; line: string | null; key: string }): string {
  if (m.kind === 'AH') return signedLine(m.line, m.key === 'AWAY');
  if (m.key === 'HOME') return '1';
  if (m.key === 'AWAY') return '2';
  if (m.key === 'DRAW') return 'X';
  if (m.key === 'OVER' || m.key === 'UNDER') return t(`sel.${m.key}.short`, { line: m.line ?? '' });
  return selectionLabel(t, m, { home: '', away: '' });
}

/** A bet leg's market back from its id (`<eventId>:<kind>[:m<map>][:l<quarters>]`). */
export function parseMarketId(
  marketId: string,
  eventId: string,
): { kind: MarketKind; map: number | null; line: string | null } {
  const parts = marketId.slice(eventId.length + 1).split(':');
  const kind = parts[0] as MarketKind;
  let map: number | null = null;
  let line: string | null = null;
  for (const p of parts.slice(1)) {
    if (p.startsWith('m')) map = Number(p.slice(1));
    if (p.startsWith('l')) line = String(Number(p.slice(1)) / 4);
  }
  return { kind, map, line };
}

export const sportOfEventId = (eventId: string): Sport => {
  const prefix = eventId.split('-')[0]!.toUpperCase();
  return (
    ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'LOL', 'DOTA2', 'CS'].includes(prefix) ? prefix : 'FOOTBALL'
  ) as Sport;
};
