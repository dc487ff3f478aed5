// Tests run under vitest with fast-check; the purity rule of domain/ is about shipped code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { createFloatStream } from '../fairness.ts';
import { mulRatioFloor } from '../money.ts';
import {
  baccarat,
  bankerDraws,
  cardCode,
  createShoe,
  dealBaccaratHand,
  dragonTiger,
  fishPrawnCrab,
  roulette,
  rouletteColour,
  sicBo,
  TABLE_GAME_CODES,
  TABLE_GAMES,
  type BaccaratOutcome,
  type Card,
  type TableBet,
} from '../tables/index.ts';
import { tableMath } from '../tables/table-math.ts';

const c = (rank: number, suit: Card['suit'] = 'S'): Card => ({ rank, suit });
const hand = (ranks: number[]) => {
  let i = 0;
  return dealBaccaratHand(() => c(ranks[i++]!));
};
const returns = (settled: { returns: { returnMinor: bigint }[] }) =>
  settled.returns.map((r) => r.returnMinor);

describe('baccarat', () => {
  it('follows the banker tableau for every banker total and player third card', () => {
    // Columns: player stood, then the player's third card worth 0 … 9. D draws, S stands.
    const tableau: Record<number, string> = {
      0: 'D DDDDDDDDDD',
      1: 'D DDDDDDDDDD',
      2: 'D DDDDDDDDDD',
      3: 'D DDDDDDDDSD',
      4: 'D SSDDDDDDSS',
      5: 'D SSSSDDDDSS',
      6: 'S SSSSSSDDSS',
      7: 'S SSSSSSSSSS',
    };
    for (let banker = 0; banker <= 7; banker++) {
      const [stood, drew] = tableau[banker]!.split(' ');
      expect(bankerDraws(banker, null)).toBe(stood === 'D');
      for (let p = 0; p <= 9; p++) {
        // A third card worth p: rank p (1–9) or a ten for 0.
        expect(bankerDraws(banker, c(p === 0 ? 10 : p))).toBe(drew![p] === 'D');
      }
    }
  });

  it('deals player, banker, player, banker, then the third cards by the rules', () => {
    // Natural: player 4+5 = 9, nobody draws.
    expect(hand([4, 3, 5, 4])).toEqual({ player: [c(4), c(5)], banker: [c(3), c(4)] });
    // Player 5 draws an 8; banker on 3 stands against an 8.
    expect(hand([2, 1, 3, 2, 8])).toEqual({ player: [c(2), c(3), c(8)], banker: [c(1), c(2)] });
    // Player 6 stands; banker on 5 draws.
    expect(hand([3, 2, 3, 3, 13])).toEqual({ player: [c(3), c(3)], banker: [c(2), c(3), c(13)] });
    // Player 5 draws a 7; banker on 6 draws against a 7.
    expect(hand([13, 2, 5, 4, 7, 9])).toEqual({ player: [c(13), c(5), c(7)], banker: [c(2), c(4), c(9)] });
    // Player 7 stands, banker 6 stands.
    expect(hand([3, 2, 4, 4])).toEqual({ player: [c(3), c(4)], banker: [c(2), c(4)] });
  });

  const outcome = (player: number[], banker: number[]): BaccaratOutcome => ({
    game: 'house-baccarat',
    player: player.map((r) => c(r)),
    banker: banker.map((r) => c(r)),
  });
  const bets: TableBet[] = [
    { kind: 'player', amountMinor: 100n },
    { kind: 'banker', amountMinor: 1005n },
    { kind: 'tie', amountMinor: 100n },
    { kind: 'player-pair', amountMinor: 100n },
    { kind: 'banker-pair', amountMinor: 100n },
  ];

  it('pays the banker 0.95:1, flooring the commission to the minor unit', () => {
    const settled = baccarat.settle(outcome([10, 2], [3, 4]), bets);
    // 1005 + floor(1005 × 0.95 = 954.75)
    expect(returns(settled)).toEqual([0n, 1959n, 0n, 0n, 0n]);
    expect(settled.totalReturnMinor).toBe(1959n);
    expect(settled.totalStakeMinor).toBe(1405n);
    expect(
      baccarat.settle(outcome([10, 2], [3, 4]), [{ kind: 'banker', amountMinor: 1n }]).totalReturnMinor,
    ).toBe(1n);
    expect(
      baccarat.settle(outcome([10, 2], [3, 4]), [{ kind: 'banker', amountMinor: 20n }]).totalReturnMinor,
    ).toBe(39n);
  });

  it('pays the player 1:1 and a tie 8:1 while pushing player and banker bets', () => {
    expect(returns(baccarat.settle(outcome([4, 4], [3, 4]), bets))).toEqual([200n, 0n, 0n, 1200n, 0n]);
    expect(returns(baccarat.settle(outcome([3, 4], [2, 5]), bets))).toEqual([100n, 1005n, 900n, 0n, 0n]);
  });

  it('pays a pair 11:1 on the first two cards of a side', () => {
    expect(returns(baccarat.settle(outcome([12, 2, 5], [12, 12]), bets)).slice(3)).toEqual([0n, 1200n]);
    expect(baccarat.describe(outcome([12, 2, 5], [12, 12]))).toMatchObject({
      result: 'player',
      winningKinds: ['player', 'banker-pair'],
      hands: [
        { hand: 'player', total: 7, cards: [{ code: 'QS' }, { code: '2S' }, { code: '5S' }] },
        { hand: 'banker', total: 0 },
      ],
    });
  });
});

describe('dragon tiger', () => {
  const bets: TableBet[] = [
    { kind: 'dragon', amountMinor: 101n },
    { kind: 'tiger', amountMinor: 100n },
    { kind: 'tie', amountMinor: 100n },
  ];
  it('pays the higher card 1:1, ace low', () => {
    const o = { game: 'house-dragon-tiger' as const, dragon: c(13), tiger: c(1, 'H') };
    expect(returns(dragonTiger.settle(o, bets))).toEqual([202n, 0n, 0n]);
    expect(dragonTiger.describe(o)).toMatchObject({ result: 'dragon', winningKinds: ['dragon'] });
  });
  it('on a tie pays the tie 8:1 and returns half of dragon and tiger bets, floored', () => {
    const o = { game: 'house-dragon-tiger' as const, dragon: c(7, 'D'), tiger: c(7, 'C') };
    expect(returns(dragonTiger.settle(o, bets))).toEqual([50n, 50n, 900n]);
  });
});

describe('sic bo', () => {
  const o = (dice: number[]) => ({ game: 'house-sicbo' as const, dice });
  const kinds = [
    'big',
    'small',
    'odd',
    'even',
    'any-triple',
    'triple-4',
    'triple-5',
    'double-4',
    'single-4',
    'total-12',
  ];
  const bets = kinds.map((kind) => ({ kind, amountMinor: 100n }));
  it('makes a triple lose big, small, odd and even and pay the triples', () => {
    expect(returns(sicBo.settle(o([4, 4, 4]), bets))).toEqual([
      0n,
      0n,
      0n,
      0n,
      3100n,
      18100n,
      0n,
      1100n,
      400n,
      700n,
    ]);
  });
  it('pays small, even, totals and singles per die', () => {
    expect(returns(sicBo.settle(o([1, 2, 3]), bets))).toEqual([0n, 200n, 0n, 200n, 0n, 0n, 0n, 0n, 0n, 0n]);
    expect(returns(sicBo.settle(o([6, 4, 6]), bets))).toEqual([200n, 0n, 0n, 200n, 0n, 0n, 0n, 0n, 200n, 0n]);
    expect(sicBo.settle(o([4, 4, 1]), [{ kind: 'single-4', amountMinor: 100n }]).totalReturnMinor).toBe(300n);
    expect(sicBo.settle(o([1, 1, 2]), [{ kind: 'total-4', amountMinor: 100n }]).totalReturnMinor).toBe(6100n);
    expect(sicBo.describe(o([6, 4, 6]))).toMatchObject({ total: 16, result: 'big' });
    expect(sicBo.describe(o([2, 2, 2]))).toMatchObject({ total: 6, result: 'triple' });
  });
});

describe('roulette', () => {
  const outside = ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen-1', 'dozen-2', 'dozen-3'];
  const columns = ['column-1', 'column-2', 'column-3'];
  const bets = [...outside, ...columns, 'straight-0', 'straight-17'].map((kind) => ({
    kind,
    amountMinor: 100n,
  }));
  it('makes zero lose every outside bet and pay the straight 35:1', () => {
    const settled = roulette.settle({ game: 'house-roulette', number: 0 }, bets);
    expect(returns(settled)).toEqual([...outside.map(() => 0n), 0n, 0n, 0n, 3600n, 0n]);
    expect(roulette.describe({ game: 'house-roulette', number: 0 })).toMatchObject({
      colour: 'green',
      result: 'zero',
    });
  });
  it('pays colours, parity, halves, dozens and columns', () => {
    const settled = roulette.settle({ game: 'house-roulette', number: 17 }, bets);
    // 17: black, odd, low, second dozen, second column.
    expect(returns(settled)).toEqual([0n, 200n, 200n, 0n, 200n, 0n, 0n, 300n, 0n, 0n, 300n, 0n, 0n, 3600n]);
    const at36 = roulette.settle({ game: 'house-roulette', number: 36 }, bets);
    expect(returns(at36)).toEqual([200n, 0n, 0n, 200n, 0n, 200n, 0n, 0n, 300n, 0n, 0n, 300n, 0n, 0n]);
  });
  it('has 18 red, 18 black and a green zero', () => {
    const colours = Array.from({ length: 37 }, (_, n) => rouletteColour(n));
    expect(colours.filter((x) => x === 'red')).toHaveLength(18);
    expect(colours.filter((x) => x === 'black')).toHaveLength(18);
    expect(
      [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].every((n) => colours[n] === 'red'),
    ).toBe(true);
  });
});

describe('fish prawn crab', () => {
  it('pays 1:1 per matching die and keeps the stake on a loss', () => {
    const o = {
      game: 'house-fish-prawn-crab' as const,
      symbols: ['fish' as const, 'fish' as const, 'crab' as const],
    };
    const bets = ['fish', 'crab', 'prawn'].map((kind) => ({ kind, amountMinor: 100n }));
    expect(returns(fishPrawnCrab.settle(o, bets))).toEqual([300n, 200n, 0n]);
    expect(fishPrawnCrab.describe(o).winningKinds).toEqual(['fish', 'crab']);
  });
});

describe('settlement rules shared by every table', () => {
  it('refuses unknown kinds, non-positive stakes and an outcome of another game', () => {
    const o = { game: 'house-roulette' as const, number: 5 };
    expect(() => roulette.settle(o, [{ kind: 'banker', amountMinor: 1n }])).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_BET_KIND' }),
    );
    expect(() => roulette.settle(o, [{ kind: 'red', amountMinor: 0n }])).toThrow(DomainError);
    expect(() => roulette.settle(o, [{ kind: 'red', amountMinor: -5n }])).toThrow(DomainError);
    expect(() => baccarat.settle(o as never, [{ kind: 'player', amountMinor: 1n }])).toThrow(
      expect.objectContaining({ code: 'OUTCOME_MISMATCH' }),
    );
    expect(roulette.settle(o, []).totalReturnMinor).toBe(0n);
  });

  it('lists the five table codes, each bet kind once', () => {
    expect(TABLE_GAME_CODES).toEqual([
      'house-baccarat',
      'house-dragon-tiger',
      'house-sicbo',
      'house-roulette',
      'house-fish-prawn-crab',
    ]);
    for (const game of Object.values(TABLE_GAMES)) {
      const ids = game.betKinds.map((k) => k.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const kind of game.betKinds) expect(kind.labelKey).toMatch(/^bet\.\w+$/);
    }
  });

  it('returns whole, non-negative amounts within each bet kind’s maximum (property)', () => {
    for (const code of TABLE_GAME_CODES) {
      const game = TABLE_GAMES[code];
      const bet = fc.record({
        kind: fc.constantFrom(...game.betKinds.map((k) => k.id)),
        amountMinor: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      });
      fc.assert(
        fc.property(fc.string(), fc.nat(), fc.array(bet, { maxLength: 8 }), (clientSeed, nonce, bets) => {
          const outcome = game.deal(createFloatStream('server', clientSeed, nonce));
          const settled = game.settle(outcome, bets);
          let total = 0n;
          settled.returns.forEach((r, i) => {
            const max = game.betKinds.find((k) => k.id === bets[i]!.kind)!.maxReturn;
            expect(typeof r.returnMinor).toBe('bigint');
            expect(r.returnMinor >= 0n).toBe(true);
            expect(r.returnMinor <= mulRatioFloor(r.amountMinor, max)).toBe(true);
            total += r.returnMinor;
          });
          expect(settled.totalReturnMinor).toBe(total);
          // Deals are plain JSON and replay identically.
          expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
          expect(game.deal(createFloatStream('server', clientSeed, nonce))).toEqual(outcome);
        }),
        { numRuns: 150 },
      );
    }
  });
});

describe('dealing', () => {
  it('shuffles a full 8-deck shoe: every card exactly 8 times, then empty', () => {
    const draw = createShoe(createFloatStream('shoe', 'client', 3));
    const seen = new Map<string, number>();
    for (let i = 0; i < 416; i++) {
      const code = cardCode(draw());
      seen.set(code, (seen.get(code) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((n) => n === 8)).toBe(true);
    expect(() => draw()).toThrow(RangeError);
  });

  it('takes one float per card, die or pocket', () => {
    const floats = [0.5, 0.25, 0.999, 0];
    const next = () => floats.shift()!;
    expect(sicBo.deal(next).dice).toEqual([4, 2, 6]);
    expect(roulette.deal(() => 0.999).number).toBe(36);
    // First card: j = floor(0.5 × 416) = 208 → shoe index 208 = deck 5, ace of spades.
    expect(dragonTiger.deal(() => 0.5).dragon).toEqual(c(1, 'S'));
  });
});

describe('exact RTP of the table bets', () => {
  const rtp = (code: (typeof TABLE_GAME_CODES)[number], kind: string) => tableMath(code, [kind])[0]!.rtp;
  it('matches the published house edges', () => {
    expect(rtp('house-roulette', 'red')).toBeCloseTo(36 / 37, 12);
    expect(rtp('house-roulette', 'straight-7')).toBeCloseTo(36 / 37, 12);
    expect(rtp('house-sicbo', 'big')).toBeCloseTo(1 - 0.027778, 5);
    expect(rtp('house-sicbo', 'any-triple')).toBeCloseTo(1 - 0.138889, 5);
    expect(rtp('house-fish-prawn-crab', 'fish')).toBeCloseTo(1 - 17 / 216, 12);
    expect(rtp('house-dragon-tiger', 'dragon')).toBeCloseTo(1 - 0.037349, 5);
    // Baccarat, 8 decks: banker 1.058 %, player 1.235 %, tie 8:1 14.36 %, pair 11:1 10.36 %.
    const bac = Object.fromEntries(tableMath('house-baccarat').map((b) => [b.kind, b.rtp]));
    expect(bac.banker).toBeCloseTo(1 - 0.010579, 5);
    expect(bac.player).toBeCloseTo(1 - 0.012351, 5);
    expect(bac.tie).toBeCloseTo(1 - 0.143596, 5);
    expect(bac['player-pair']).toBeCloseTo(1 - 0.103614, 5);
  }, 60_000); // the baccarat enumeration visits ~5 million hands (about a second on an idle core)
});
