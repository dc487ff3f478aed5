import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_TYPES,
  betTypesOf,
  dealResult,
  defaultMerchantOdds,
  loEndings,
  normaliseNumbers,
  priceLine,
  settleTicket,
  ticketHits,
  SHAPE_OF,
  type BetTypeCode,
  type DrawResult,
  type MarketCode,
} from '../index.ts';

/** A hand-written northern result (27 numbers). */
const NORTH: DrawResult = {
  DB: ['12345'],
  G1: ['67890'],
  G2: ['11145', '22299'],
  G3: ['33345', '44401', '55502', '66603', '77704', '88805'],
  G4: ['1245', '3406', '5607', '7808'],
  G5: ['9009', '1110', '2211', '3312', '4413', '5514'],
  G6: ['345', '616', '717'],
  G7: ['45', '18', '19', '99'],
};
/** A hand-written provincial result (18 numbers). */
const SOUTH: DrawResult = {
  G8: ['27'],
  G7: ['127'],
  G6: ['0001', '0002', '0003'],
  G5: ['0004'],
  G4: ['00005', '00006', '00007', '00008', '00009', '00010', '00011'],
  G3: ['00012', '00013'],
  G2: ['00014'],
  G1: ['55527'],
  DB: ['654321'],
};
const THAI: DrawResult = { FIRST: ['123456'], FRONT3: ['111', '456'], BACK3: ['789', '789'], BACK2: ['77'] };
const MY: DrawResult = {
  P1: ['1234'],
  P2: ['5678'],
  P3: ['9012'],
  SPECIAL: ['0000', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '1234'],
  CONSOLATION: ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'],
};

const vnd = defaultMerchantOdds('LOTUS', 'VND', 1_000n);
const thb = defaultMerchantOdds('ROYAL', 'THB', 100n);

function win(
  market: MarketCode,
  betType: BetTypeCode,
  numbers: string[],
  units: number,
  result: DrawResult,
  odds = vnd,
) {
  const line = normaliseNumbers(market, betType, numbers);
  const priced = priceLine(odds, market, betType, units);
  return settleTicket(
    market,
    { betType, ...line, units: BigInt(units), payoutsMinor: priced.payoutsMinor },
    result,
  );
}

describe('northern draw', () => {
  it('lô 2 số pays per hit over all 27 prizes', () => {
    // 45 closes DB? no (…45 yes: 12345), G2 11145, G3 33345, G4 1245, G6 345, G7 45: six hits.
    expect(win('VN_NORTH', 'LO2', ['45'], 10, NORTH)).toBe(10n * 80_000n * 6n);
    expect(win('VN_NORTH', 'LO2', ['99'], 1, NORTH)).toBe(2n * 80_000n);
    expect(win('VN_NORTH', 'LO2', ['98'], 1, NORTH)).toBe(0n);
  });
  it('lô 3 số reads prizes of 3+ digits only', () => {
    // 12345 (DB), 33345 (G3), 345 (G6): three hits; 1245 (G4) ends in 245.
    expect(win('VN_NORTH', 'LO3', ['345'], 1, NORTH)).toBe(3n * 900_000n);
  });
  it('đề, đề giải nhất, đầu, đuôi, 3 càng, 4 càng', () => {
    expect(win('VN_NORTH', 'DE', ['45'], 2, NORTH)).toBe(2n * 95_000n);
    expect(win('VN_NORTH', 'DE', ['54'], 2, NORTH)).toBe(0n);
    expect(win('VN_NORTH', 'DE_G1', ['90'], 1, NORTH)).toBe(95_000n);
    expect(win('VN_NORTH', 'DE_HEAD', ['4'], 1, NORTH)).toBe(9_000n);
    expect(win('VN_NORTH', 'DE_TAIL', ['5'], 1, NORTH)).toBe(9_000n);
    expect(win('VN_NORTH', 'CANG3', ['345'], 1, NORTH)).toBe(900_000n);
    expect(win('VN_NORTH', 'CANG4', ['2345'], 1, NORTH)).toBe(8_800_000n);
    expect(win('VN_NORTH', 'CANG4', ['1234'], 1, NORTH)).toBe(0n);
  });
  it('đầu-đuôi counts the G7 heads and the đề', () => {
    // 45 is a G7 number and the đề: two hits.
    expect(win('VN_NORTH', 'DAU_DUOI', ['45'], 1, NORTH)).toBe(2n * 95_000n);
    expect(win('VN_NORTH', 'DAU_DUOI', ['18'], 1, NORTH)).toBe(95_000n);
  });
  it('xiên needs every number, lô trượt none', () => {
    expect(win('VN_NORTH', 'XIEN2', ['45', '99'], 1, NORTH)).toBe(17_000n);
    expect(win('VN_NORTH', 'XIEN3', ['45', '99', '90'], 1, NORTH)).toBe(65_000n);
    expect(win('VN_NORTH', 'XIEN4', ['45', '99', '90', '50'], 1, NORTH)).toBe(0n);
    expect(win('VN_NORTH', 'TRUOT4', ['20', '21', '22', '23'], 1, NORTH)).toBe(23_000n);
    expect(win('VN_NORTH', 'TRUOT4', ['20', '21', '22', '45'], 1, NORTH)).toBe(0n);
  });
  it('refuses malformed lines', () => {
    expect(() => normaliseNumbers('VN_NORTH', 'LO2', ['4'])).toThrow();
    expect(() => normaliseNumbers('VN_NORTH', 'XIEN2', ['45', '45'])).toThrow();
    expect(() => normaliseNumbers('VN_NORTH', 'TH_3TOP', ['123'])).toThrow();
    expect(() => priceLine(vnd, 'VN_NORTH', 'LO2', 0)).toThrow();
  });
  it('prices lô per điểm (23,000 VND in the north, 18,000 in the south)', () => {
    expect(priceLine(vnd, 'VN_NORTH', 'LO2', 10).costMinor).toBe(230_000n);
    expect(priceLine(vnd, 'VN_SOUTH', 'LO2', 10).costMinor).toBe(180_000n);
  });
});

describe('provincial draw', () => {
  it('lô over 18 prizes, đề on the 6-digit special, đầu-đuôi on G8 + đề', () => {
    // 27: G8, G7 127, G1 55527 → 3 hits.
    expect(win('VN_SOUTH', 'LO2', ['27'], 1, SOUTH)).toBe(3n * 90_000n);
    expect(win('VN_SOUTH', 'DE', ['21'], 1, SOUTH)).toBe(95_000n);
    expect(win('VN_CENTRAL', 'CANG3', ['321'], 1, SOUTH)).toBe(900_000n);
    expect(win('VN_CENTRAL', 'CANG4', ['4321'], 1, SOUTH)).toBe(8_800_000n);
    expect(win('VN_SOUTH', 'DAU_DUOI', ['27'], 1, SOUTH)).toBe(95_000n);
    expect(win('VN_SOUTH', 'DE_G1', ['27'], 1, SOUTH)).toBe(95_000n);
    // lô 3 số: G8 has only 2 digits; 127 is G7.
    expect(win('VN_SOUTH', 'LO3', ['127'], 1, SOUTH)).toBe(900_000n);
  });
});

describe('Thai government lottery', () => {
  it('pays 3 top straight and tote, fronts, backs, 2 top/bottom and runs', () => {
    expect(win('TH_GOV', 'TH_3TOP', ['456'], 1, THAI, thb)).toBe(90_000n);
    expect(win('TH_GOV', 'TH_3TOTE', ['645'], 1, THAI, thb)).toBe(15_000n);
    expect(win('TH_GOV', 'TH_3FRONT', ['111'], 1, THAI, thb)).toBe(45_000n);
    expect(win('TH_GOV', 'TH_3BACK', ['789'], 1, THAI, thb)).toBe(2n * 45_000n);
    expect(win('TH_GOV', 'TH_2TOP', ['56'], 1, THAI, thb)).toBe(9_000n);
    expect(win('TH_GOV', 'TH_2BOTTOM', ['77'], 1, THAI, thb)).toBe(9_000n);
    expect(win('TH_GOV', 'TH_RUN_TOP', ['5'], 1, THAI, thb)).toBe(300n);
    expect(win('TH_GOV', 'TH_RUN_BOTTOM', ['7'], 1, THAI, thb)).toBe(400n);
    expect(win('TH_GOV', 'TH_RUN_BOTTOM', ['1'], 1, THAI, thb)).toBe(0n);
  });
});

describe('Malaysian 4D', () => {
  it('big pays every tier a number closes, small only the top three', () => {
    // 1234 is 1st and a special: 2500 + 180 units.
    expect(win('MY_4D', 'MY_BIG', ['1234'], 1, MY, thb)).toBe((2_500n + 180n) * 100n);
    expect(win('MY_4D', 'MY_SMALL', ['1234'], 1, MY, thb)).toBe(3_500n * 100n);
    expect(win('MY_4D', 'MY_SMALL', ['1005'], 1, MY, thb)).toBe(0n);
    expect(win('MY_4D', 'MY_BIG', ['1005'], 2, MY, thb)).toBe(2n * 60n * 100n);
  });
});

const marketArb = fc.constantFrom<MarketCode>(
  'VN_NORTH',
  'VN_SOUTH',
  'VN_CENTRAL',
  'TH_GOV',
  'MY_4D',
  'ELOTT',
);

/** Direct definitions of the bet types from the prize lists (independent of resultKeys). */
function referenceHits(market: MarketCode, betType: BetTypeCode, numbers: string[], r: DrawResult): number {
  const north = SHAPE_OF[market] === 'VN_NORTH';
  const all = Object.values(r).flat();
  const special = r.DB?.[0] ?? '';
  const count = (list: string[], pred: (n: string) => boolean) => list.filter(pred).length;
  const n = numbers[0]!;
  switch (betType) {
    case 'LO2':
      return count(all, (x) => x.slice(-2) === n);
    case 'LO3':
      return count(all, (x) => x.length >= 3 && x.slice(-3) === n);
    case 'DE':
      return special.slice(-2) === n ? 1 : 0;
    case 'DE_G1':
      return r.G1![0]!.slice(-2) === n ? 1 : 0;
    case 'DE_HEAD':
      return special.slice(-2, -1) === n ? 1 : 0;
    case 'DE_TAIL':
      return special.slice(-1) === n ? 1 : 0;
    case 'DAU_DUOI':
      return count(north ? r.G7! : r.G8!, (x) => x === n) + (special.slice(-2) === n ? 1 : 0);
    case 'CANG3':
      return special.slice(-3) === n ? 1 : 0;
    case 'CANG4':
      return special.slice(-4) === n ? 1 : 0;
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return numbers.every((m) => all.some((x) => x.slice(-2) === m)) ? 1 : 0;
    case 'TRUOT4':
    case 'TRUOT8':
    case 'TRUOT10':
      return numbers.some((m) => all.some((x) => x.slice(-2) === m)) ? 0 : 1;
    case 'TH_3TOP':
      return r.FIRST![0]!.slice(-3) === n ? 1 : 0;
    case 'TH_3TOTE':
      return [...r.FIRST![0]!.slice(-3)].sort().join('') === [...n].sort().join('') ? 1 : 0;
    case 'TH_3FRONT':
      return count(r.FRONT3!, (x) => x === n);
    case 'TH_3BACK':
      return count(r.BACK3!, (x) => x === n);
    case 'TH_2TOP':
      return r.FIRST![0]!.slice(-2) === n ? 1 : 0;
    case 'TH_2BOTTOM':
      return r.BACK2![0] === n ? 1 : 0;
    case 'TH_RUN_TOP':
      return r.FIRST![0]!.slice(-3).includes(n) ? 1 : 0;
    case 'TH_RUN_BOTTOM':
      return r.BACK2![0]!.includes(n) ? 1 : 0;
    case 'MY_BIG':
    case 'MY_SMALL':
      return -1;
  }
}

describe('properties', () => {
  it('settleTicket agrees with the bet types written straight from the prize lists', () => {
    fc.assert(
      fc.property(
        marketArb,
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 50 }),
        (market, seed, pick, units) => {
          const result = dealResult(SHAPE_OF[market], seed, 'draw-1');
          const endings = loEndings(market, result);
          const types = betTypesOf(market);
          const betType = types[pick % types.length]!;
          const spec = BET_TYPES[betType];
          // Half the time pick numbers from the result so that wins happen.
          const numbers: string[] = [];
          for (let i = 0; numbers.length < spec.count; i++) {
            const fromResult = (pick + i) % 2 === 0 && spec.digits === 2 && endings.length > 0;
            const candidate = fromResult
              ? endings[(pick + i) % endings.length]!
              : String((pick * 7919 + i * 104729) % 10 ** spec.digits).padStart(spec.digits, '0');
            if (!numbers.includes(candidate)) numbers.push(candidate);
          }
          const line = normaliseNumbers(market, betType, numbers);
          const odds = market === 'TH_GOV' || market === 'MY_4D' ? thb : vnd;
          const priced = priceLine(odds, market, betType, units);
          const won = settleTicket(
            market,
            { betType, ...line, units: BigInt(units), payoutsMinor: priced.payoutsMinor },
            result,
          );
          const hits = referenceHits(market, betType, line.numbers, result);
          if (hits >= 0) expect(won).toBe(BigInt(units) * priced.payoutsMinor[0]! * BigInt(hits));
          else {
            // 4D: tiers by prize.
            const tierHits = ticketHits(market, { betType, ...line }, result);
            const expected = (['P1', 'P2', 'P3', 'SPECIAL', 'CONSOLATION'] as const).reduce(
              (sum, prize, i) =>
                sum +
                BigInt(result[prize]!.filter((x) => x === line.numbers[0]).length) * priced.payoutsMinor[i]!,
              0n,
            );
            expect(tierHits.length).toBe(5);
            expect(won).toBe(BigInt(units) * expected);
          }
          expect(won >= 0n).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a win is a whole multiple of the unit and never above the game bound of 10,000 × cost', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 99 }), (seed, n) => {
        const result = dealResult('VN_NORTH', seed, 'x');
        for (const betType of ['LO2', 'DE', 'DAU_DUOI'] as const) {
          const line = normaliseNumbers('VN_NORTH', betType, [String(n).padStart(2, '0')]);
          const priced = priceLine(vnd, 'VN_NORTH', betType, 3);
          const won = settleTicket(
            'VN_NORTH',
            { betType, ...line, units: 3n, payoutsMinor: priced.payoutsMinor },
            result,
          );
          expect(won % vnd.unitMinor).toBe(0n);
          expect(won <= priced.costMinor * 10_000n).toBe(true);
        }
      }),
    );
  });
});
