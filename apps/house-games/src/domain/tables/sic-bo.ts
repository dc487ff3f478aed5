/**
 * Sic bo: three dice, one float each in order: face = floor(float × 6) + 1.
 * Pays (win : stake):
 * - small (total 4–10) and big (11–17) 1:1, odd and even total 1:1; all four lose on any triple;
 * - single n: 1:1, 2:1 or 3:1 for one, two or three dice showing n;
 * - double n (at least two dice show n) 10:1; triple n 180:1; any triple 30:1;
 * - total n: 4 or 17 60:1, 5 or 16 30:1, 6 or 15 17:1, 7 or 14 12:1, 8 or 13 8:1, 9–12 6:1.
 */
import { randomInt, type FloatSource } from '../fairness.ts';
import {
  betKind,
  LOSE,
  settleWith,
  WIN,
  winningKindsOf,
  type SicBoOutcome,
  type TableBetKind,
  type TableGame,
} from './table-game.ts';

const FACES = [1, 2, 3, 4, 5, 6];
const TOTALS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];

/** Win (x:1) of the total bets. */
export const SIC_BO_TOTAL_PAYS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

const kinds: TableBetKind[] = [
  betKind('small', 'Small', 'bet.small', { num: 1, den: 1 }),
  betKind('big', 'Big', 'bet.big', { num: 1, den: 1 }),
  betKind('odd', 'Odd', 'bet.odd', { num: 1, den: 1 }),
  betKind('even', 'Even', 'bet.even', { num: 1, den: 1 }),
  betKind('any-triple', 'Any Triple', 'bet.anyTriple', { num: 30, den: 1 }),
  ...FACES.map((n) =>
    betKind(
      `single-${n}`,
      `Single ${n}`,
      'bet.single',
      { num: 1, den: 1 },
      {
        labelParams: { n },
        payoutText: '1:1 / 2:1 / 3:1',
        maxWin: { num: 3, den: 1 },
      },
    ),
  ),
  ...FACES.map((n) =>
    betKind(`double-${n}`, `Double ${n}`, 'bet.double', { num: 10, den: 1 }, { labelParams: { n } }),
  ),
  ...FACES.map((n) =>
    betKind(`triple-${n}`, `Triple ${n}`, 'bet.triple', { num: 180, den: 1 }, { labelParams: { n } }),
  ),
  ...TOTALS.map((n) =>
    betKind(
      `total-${n}`,
      `Total ${n}`,
      'bet.total',
      { num: SIC_BO_TOTAL_PAYS[n]!, den: 1 },
      { labelParams: { n } },
    ),
  ),
];

type ParsedKind = {
  type: 'small' | 'big' | 'odd' | 'even' | 'any-triple' | 'single' | 'double' | 'triple' | 'total';
  n: number;
};

/** Bet kinds parsed once, so settling (and the RTP bench) does no string work per bet. */
const PARSED = new Map<string, ParsedKind>(
  kinds.map((k) => {
    const [type, n] = /^(single|double|triple|total)-(\d+)$/.exec(k.id)?.slice(1) ?? [k.id, '0'];
    return [k.id, { type: type as ParsedKind['type'], n: Number(n) }];
  }),
);

export const sicBo: TableGame<SicBoOutcome> = {
  code: 'house-sicbo',
  name: 'Sic Bo',
  betKinds: kinds,
  deal(next: FloatSource) {
    return { game: 'house-sicbo', dice: [0, 1, 2].map(() => randomInt(next, 6) + 1) };
  },
  returnRatio(outcome, kind) {
    const parsed = PARSED.get(kind);
    if (!parsed) return LOSE;
    const [a, b, c] = outcome.dice as [number, number, number];
    const total = a + b + c;
    const triple = a === b && b === c;
    const n = parsed.n;
    const count = (a === n ? 1 : 0) + (b === n ? 1 : 0) + (c === n ? 1 : 0);
    switch (parsed.type) {
      case 'small':
        return !triple && total <= 10 ? WIN(1) : LOSE;
      case 'big':
        return !triple && total >= 11 ? WIN(1) : LOSE;
      case 'odd':
        return !triple && total % 2 === 1 ? WIN(1) : LOSE;
      case 'even':
        return !triple && total % 2 === 0 ? WIN(1) : LOSE;
      case 'any-triple':
        return triple ? WIN(30) : LOSE;
      case 'single':
        return count > 0 ? WIN(count) : LOSE;
      case 'double':
        return count >= 2 ? WIN(10) : LOSE;
      case 'triple':
        return count === 3 ? WIN(180) : LOSE;
      case 'total':
        return total === n ? WIN(SIC_BO_TOTAL_PAYS[n]!) : LOSE;
    }
  },
  settle(outcome, bets) {
    return settleWith(sicBo, outcome, bets);
  },
  describe(outcome) {
    const dice = outcome.dice;
    const total = dice.reduce((sum, face) => sum + face, 0);
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    const result = triple ? 'triple' : total >= 11 ? 'big' : 'small';
    return {
      game: 'house-sicbo',
      dice: [...dice],
      total,
      result,
      summary: `${dice.join(' ')} = ${total} ${triple ? 'Triple' : result === 'big' ? 'Big' : 'Small'}`,
      winningKinds: winningKindsOf(sicBo, outcome),
    };
  },
};
