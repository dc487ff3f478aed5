import { combineHalves, type Outcome } from './outcome.ts';

export type Sport = 'FOOTBALL' | 'BASKETBALL' | 'TENNIS' | 'LOL' | 'DOTA2' | 'CS';
export const SPORTS: readonly Sport[] = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'LOL', 'DOTA2', 'CS'];
export const ESPORTS: readonly Sport[] = ['LOL', 'DOTA2', 'CS'];
export const isEsport = (sport: Sport) => ESPORTS.includes(sport);

/**
 * Market kinds. Lines are held in quarters (−0.25 → −1, 2.5 → 10) so quarter lines are integers.
 * - `1X2` full-time result (HOME, DRAW, AWAY); `WINNER` two-way match winner (HOME, AWAY)
 * - `AH` Asian handicap on the match score, `line` = the home side's handicap (AWAY gets −line)
 * - `OU` over/under on the total score (goals, points, games for tennis), `line` = the total
 * - `BTTS` both teams to score (YES, NO); `CS` correct score ("h:a", or OTHER); `OE` total odd/even
 * - `MAP_WINNER` winner of map `map` (HOME, AWAY; void when the map is not played)
 * - `TOTAL_MAPS` over/under on maps played; `TOTAL_ROUNDS` over/under on rounds of map `map` (CS)
 */
export type MarketKind =
  '1X2' | 'WINNER' | 'AH' | 'OU' | 'BTTS' | 'CS' | 'OE' | 'MAP_WINNER' | 'TOTAL_MAPS' | 'TOTAL_ROUNDS';

export interface MarketSpec {
  kind: MarketKind;
  /** In quarters (AH, OU, TOTAL_MAPS, TOTAL_ROUNDS). */
  line?: number;
  /** 1-based map number (MAP_WINNER, TOTAL_ROUNDS). */
  map?: number;
}

/** A finished event's facts; a cancelled (abandoned, postponed) event voids every market. */
export interface EventResult {
  status: 'FINISHED' | 'CANCELLED';
  /** Goals, points, sets (tennis) or maps won (e-sports). */
  home: number;
  away: number;
  /** Tennis: games won in all sets (the OU market's total). */
  games?: { home: number; away: number };
  /** E-sports: the maps played, in order, with each side's rounds (CS) or kills (LoL, Dota 2). */
  maps?: { home: number; away: number; winner: 'HOME' | 'AWAY' }[];
}

export const marketKey = (spec: MarketSpec) =>
  [spec.kind, spec.map !== undefined ? `m${spec.map}` : '', spec.line !== undefined ? `l${spec.line}` : '']
    .filter(Boolean)
    .join(':');

/** The selections a market offers (CS: the listed scores plus OTHER). */
export function selectionKeys(spec: MarketSpec, correctScores: readonly string[] = []): string[] {
  switch (spec.kind) {
    case '1X2':
      return ['HOME', 'DRAW', 'AWAY'];
    case 'WINNER':
    case 'AH':
    case 'MAP_WINNER':
      return ['HOME', 'AWAY'];
    case 'OU':
    case 'TOTAL_MAPS':
    case 'TOTAL_ROUNDS':
      return ['OVER', 'UNDER'];
    case 'BTTS':
      return ['YES', 'NO'];
    case 'OE':
      return ['ODD', 'EVEN'];
    case 'CS':
      return [...correctScores, 'OTHER'];
  }
}

/** Whether a market's line is a quarter line (its singles split the stake). */
export const isQuarterLine = (spec: MarketSpec) => spec.line !== undefined && Math.abs(spec.line % 2) === 1;

/** A whole or half line in quarters: `value` = 4 × margin + handicap (quarters) decides. */
function lineOutcome(valueQ: number): Outcome {
  return valueQ > 0 ? 'WIN' : valueQ < 0 ? 'LOSE' : 'PUSH';
}

/**
 * A handicap-style selection: `margin` (the side's score minus the other's, or total for OVER) plus
 * `handicapQ` in quarters. A quarter handicap settles half the stake on each neighbouring line.
 */
export function handicapOutcome(margin: number, handicapQ: number): Outcome {
  if (!Number.isInteger(handicapQ)) throw new Error('handicap must be in whole quarters');
  if (Math.abs(handicapQ % 2) === 1) {
    return combineHalves(lineOutcome(4 * margin + handicapQ + 1), lineOutcome(4 * margin + handicapQ - 1));
  }
  return lineOutcome(4 * margin + handicapQ);
}

const winnerOf = (home: number, away: number) => (home > away ? 'HOME' : home < away ? 'AWAY' : 'DRAW');
const wonIf = (condition: boolean): Outcome => (condition ? 'WIN' : 'LOSE');

/** One selection's outcome under a result. */
export function settleSelection(spec: MarketSpec, key: string, result: EventResult): Outcome {
  if (result.status === 'CANCELLED') return 'VOID';
  const { home, away } = result;
  const line = spec.line ?? 0;
  switch (spec.kind) {
    case '1X2':
      return wonIf(winnerOf(home, away) === key);
    case 'WINNER': {
      const winner = winnerOf(home, away);
      return winner === 'DRAW' ? 'VOID' : wonIf(winner === key);
    }
    case 'AH':
      return key === 'HOME' ? handicapOutcome(home - away, line) : handicapOutcome(away - home, -line);
    case 'OU': {
      const total = result.games ? result.games.home + result.games.away : home + away;
      return key === 'OVER' ? handicapOutcome(total, -line) : handicapOutcome(-total, line);
    }
    case 'BTTS':
      return wonIf((home > 0 && away > 0) === (key === 'YES'));
    case 'CS': {
      const score = `${home}:${away}`;
      if (key === 'OTHER') return wonIf(!CORRECT_SCORES.includes(score));
      return wonIf(key === score);
    }
    case 'OE':
      return wonIf(((home + away) % 2 === 1) === (key === 'ODD'));
    case 'MAP_WINNER': {
      const map = result.maps?.[(spec.map ?? 1) - 1];
      return map ? wonIf(map.winner === key) : 'VOID';
    }
    case 'TOTAL_MAPS': {
      const total = result.maps?.length ?? home + away;
      return key === 'OVER' ? handicapOutcome(total, -line) : handicapOutcome(-total, line);
    }
    case 'TOTAL_ROUNDS': {
      const map = result.maps?.[(spec.map ?? 1) - 1];
      if (!map) return 'VOID';
      const total = map.home + map.away;
      return key === 'OVER' ? handicapOutcome(total, -line) : handicapOutcome(-total, line);
    }
  }
}

/** The correct-score market's listed scores (OTHER wins when the score is none of them). */
export const CORRECT_SCORES: readonly string[] = [
  '0:0',
  '1:0',
  '0:1',
  '1:1',
  '2:0',
  '0:2',
  '2:1',
  '1:2',
  '2:2',
  '3:0',
  '0:3',
  '3:1',
  '1:3',
  '3:2',
  '2:3',
  '3:3',
];
