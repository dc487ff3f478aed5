/**
 * Bet types and how a result pays them. Every single-number bet type is settled through the result's
 * KEYS (`resultKeys`): (kind, number, tier, hits) rows, e.g. ('L2', '27', 1, 2) = "27 closes two
 * prizes". The database settles with the very same rows (`lottery_result_numbers`), so the SQL and
 * `settleTicket` cannot disagree on what a result means. Multi-number bet types (xiên, lô trượt) are
 * settled against the set of the result's 2-digit endings.
 */
import {
  LotteryDomainError,
  PRIZES_OF,
  SHAPE_OF,
  allNumbers,
  type DrawResult,
  type MarketCode,
} from './markets.ts';

export type BetTypeCode =
  // Vietnamese (north, central, south, and ELOTT which deals northern results)
  | 'LO2' // lô 2 số: last 2 of every prize, paid per hit
  | 'LO3' // lô 3 số: last 3 of every prize of 3+ digits, paid per hit
  | 'DE' // đề: last 2 of the special prize
  | 'DE_G1' // đề giải nhất: last 2 of the first prize
  | 'DE_HEAD' // đề đầu: the tens digit of the đề
  | 'DE_TAIL' // đề đuôi: the units digit of the đề
  | 'DAU_DUOI' // đầu-đuôi: 2 digits on the "head" prize(s) (G7 north / G8 provincial) and the đề
  | 'CANG3' // 3 càng: last 3 of the special prize
  | 'CANG4' // 4 càng: last 4 of the special prize
  | 'XIEN2'
  | 'XIEN3'
  | 'XIEN4' // xiên: every one of 2/3/4 numbers among the lô endings
  | 'TRUOT4'
  | 'TRUOT8'
  | 'TRUOT10' // lô trượt: none of 4/8/10 numbers among the lô endings
  // Thai government lottery
  | 'TH_3TOP' // 3 ตัวบน: last 3 of the first prize, straight
  | 'TH_3TOTE' // 3 ตัวโต๊ด: last 3 of the first prize, any order
  | 'TH_3FRONT' // 3 ตัวหน้า: either 3-digit front prize
  | 'TH_3BACK' // 3 ตัวล่าง: either 3-digit back prize
  | 'TH_2TOP' // 2 ตัวบน: last 2 of the first prize
  | 'TH_2BOTTOM' // 2 ตัวล่าง: the 2-digit back prize
  | 'TH_RUN_TOP' // วิ่งบน: one digit among the last 3 of the first prize
  | 'TH_RUN_BOTTOM' // วิ่งล่าง: one digit among the 2-digit back prize
  // Malaysian 4D
  | 'MY_BIG' // all 23 prizes, five tiers
  | 'MY_SMALL'; // the first three prizes only

export interface BetTypeSpec {
  code: BetTypeCode;
  /** Markets that sell it. */
  markets: readonly MarketCode[];
  /** Digits of each number. */
  digits: number;
  /** Numbers per ticket line. */
  count: number;
  /** The result key it is settled on (single-number types); null for xiên / lô trượt. */
  kind: string | null;
  /** Tiers of payout (1 for all but MY_BIG/MY_SMALL). */
  tiers: number;
  /** Multi-number: 'ALL' = every number must be among the endings, 'NONE' = none may be. */
  combination?: 'ALL' | 'NONE';
}

/**
 * The most lines one placing takes: every number of two 2-digit grids (a whole lô set and a whole đề
 * set, say). Each line is its own transaction and seamless bet, staked one after the other.
 */
export const MAX_TICKET_LINES = 200;

const VN: readonly MarketCode[] = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'ELOTT'];
const single = (
  code: BetTypeCode,
  markets: readonly MarketCode[],
  digits: number,
  kind: string,
  tiers = 1,
): BetTypeSpec => ({
  code,
  markets,
  digits,
  count: 1,
  kind,
  tiers,
});
const multi = (code: BetTypeCode, count: number, combination: 'ALL' | 'NONE'): BetTypeSpec => ({
  code,
  markets: VN,
  digits: 2,
  count,
  kind: null,
  tiers: 1,
  combination,
});

export const BET_TYPES: Record<BetTypeCode, BetTypeSpec> = {
  LO2: single('LO2', VN, 2, 'L2'),
  LO3: single('LO3', VN, 3, 'L3'),
  DE: single('DE', VN, 2, 'DE'),
  DE_G1: single('DE_G1', VN, 2, 'G1'),
  DE_HEAD: single('DE_HEAD', VN, 1, 'DH'),
  DE_TAIL: single('DE_TAIL', VN, 1, 'DT'),
  DAU_DUOI: single('DAU_DUOI', VN, 2, 'DD'),
  CANG3: single('CANG3', VN, 3, 'C3'),
  CANG4: single('CANG4', VN, 4, 'C4'),
  XIEN2: multi('XIEN2', 2, 'ALL'),
  XIEN3: multi('XIEN3', 3, 'ALL'),
  XIEN4: multi('XIEN4', 4, 'ALL'),
  TRUOT4: multi('TRUOT4', 4, 'NONE'),
  TRUOT8: multi('TRUOT8', 8, 'NONE'),
  TRUOT10: multi('TRUOT10', 10, 'NONE'),
  TH_3TOP: single('TH_3TOP', ['TH_GOV'], 3, 'T3'),
  TH_3TOTE: single('TH_3TOTE', ['TH_GOV'], 3, 'T3X'),
  TH_3FRONT: single('TH_3FRONT', ['TH_GOV'], 3, 'F3'),
  TH_3BACK: single('TH_3BACK', ['TH_GOV'], 3, 'B3'),
  TH_2TOP: single('TH_2TOP', ['TH_GOV'], 2, 'T2'),
  TH_2BOTTOM: single('TH_2BOTTOM', ['TH_GOV'], 2, 'B2'),
  TH_RUN_TOP: single('TH_RUN_TOP', ['TH_GOV'], 1, 'RT'),
  TH_RUN_BOTTOM: single('TH_RUN_BOTTOM', ['TH_GOV'], 1, 'RB'),
  MY_BIG: single('MY_BIG', ['MY_4D'], 4, '4D', 5),
  MY_SMALL: single('MY_SMALL', ['MY_4D'], 4, '4D', 5),
};

export const isBetTypeCode = (code: string): code is BetTypeCode => Object.hasOwn(BET_TYPES, code);

export const betTypesOf = (market: MarketCode): BetTypeCode[] =>
  (Object.keys(BET_TYPES) as BetTypeCode[]).filter((c) => BET_TYPES[c].markets.includes(market));

/** The digits of a tote number in order: "312" and "123" are the same tote. */
const sortedDigits = (n: string) => [...n].sort().join('');

/**
 * Checks a ticket line's numbers for its bet type and market and answers them normalised, plus the
 * key the database matches on (`match_key`): the number itself, the sorted digits of a tote, or the
 * sorted numbers of a xiên joined by '-'. Duplicates in a xiên / lô trượt are refused.
 */
export function normaliseNumbers(
  market: MarketCode,
  betType: BetTypeCode,
  numbers: readonly string[],
): { numbers: string[]; matchKey: string } {
  const spec = BET_TYPES[betType];
  if (!spec.markets.includes(market))
    throw new LotteryDomainError('BET_TYPE_NOT_SOLD', `${betType} is not sold on ${market}`, { betType });
  if (numbers.length !== spec.count)
    throw new LotteryDomainError('NUMBERS_INVALID', `${betType} takes ${spec.count} number(s)`, {
      count: spec.count,
    });
  const pattern = new RegExp(`^\\d{${spec.digits}}$`);
  for (const n of numbers)
    if (typeof n !== 'string' || !pattern.test(n))
      throw new LotteryDomainError('NUMBERS_INVALID', `${betType} numbers have ${spec.digits} digit(s)`, {
        digits: spec.digits,
      });
  // 4 càng needs a special prize of 5+ digits (every Vietnamese one has), 3 càng 3+.
  if (spec.count > 1) {
    const sorted = [...numbers].sort();
    if (new Set(sorted).size !== sorted.length)
      throw new LotteryDomainError('NUMBERS_INVALID', `${betType} numbers must differ`, {});
    return { numbers: sorted, matchKey: sorted.join('-') };
  }
  const n = numbers[0]!;
  return { numbers: [n], matchKey: betType === 'TH_3TOTE' ? sortedDigits(n) : n };
}

export interface ResultKey {
  kind: string;
  number: string;
  tier: number;
  hits: number;
}

/** Adds one hit of (kind, number, tier). */
function tally(map: Map<string, ResultKey>, kind: string, number: string, tier = 1) {
  const id = `${kind}|${number}|${tier}`;
  const hit = map.get(id);
  if (hit) hit.hits += 1;
  else map.set(id, { kind, number, tier, hits: 1 });
}

/**
 * Every (kind, number, tier, hits) a result pays on. Single-number tickets win
 * units × payout[tier] × hits for each key with their kind and match key.
 */
export function resultKeys(market: MarketCode, result: DrawResult): ResultKey[] {
  const shape = SHAPE_OF[market];
  const keys = new Map<string, ResultKey>();
  if (shape === 'VN_NORTH' || shape === 'VN_PROVINCIAL') {
    const all = allNumbers(shape, result);
    for (const n of all) tally(keys, 'L2', n.slice(-2));
    for (const n of all) if (n.length >= 3) tally(keys, 'L3', n.slice(-3));
    const special = result.DB![0]!;
    const de = special.slice(-2);
    tally(keys, 'DE', de);
    tally(keys, 'G1', result.G1![0]!.slice(-2));
    tally(keys, 'DH', de[0]!);
    tally(keys, 'DT', de[1]!);
    tally(keys, 'C3', special.slice(-3));
    tally(keys, 'C4', special.slice(-4));
    // Đầu: the 2-digit prize(s) (north G7, four numbers; provincial G8); đuôi: the đề.
    const heads = shape === 'VN_NORTH' ? result.G7! : result.G8!;
    for (const h of heads) tally(keys, 'DD', h.slice(-2));
    tally(keys, 'DD', de);
  } else if (shape === 'TH_GOV') {
    const first = result.FIRST![0]!;
    const top3 = first.slice(-3);
    tally(keys, 'T3', top3);
    tally(keys, 'T3X', sortedDigits(top3));
    for (const n of result.FRONT3!) tally(keys, 'F3', n);
    for (const n of result.BACK3!) tally(keys, 'B3', n);
    tally(keys, 'T2', first.slice(-2));
    tally(keys, 'B2', result.BACK2![0]!);
    // วิ่ง pays once per digit, however often it appears.
    for (const d of new Set(top3)) tally(keys, 'RT', d);
    for (const d of new Set(result.BACK2![0]!)) tally(keys, 'RB', d);
  } else {
    const tiers: Record<string, number> = { P1: 1, P2: 2, P3: 3, SPECIAL: 4, CONSOLATION: 5 };
    for (const spec of PRIZES_OF.MY_4D)
      for (const n of result[spec.prize] ?? []) tally(keys, '4D', n, tiers[spec.prize]!);
  }
  return [...keys.values()];
}

/** The distinct 2-digit endings of a Vietnamese result (what xiên and lô trượt play on). */
export const loEndings = (market: MarketCode, result: DrawResult): string[] => {
  const shape = SHAPE_OF[market];
  if (shape !== 'VN_NORTH' && shape !== 'VN_PROVINCIAL') return [];
  return [...new Set(allNumbers(shape, result).map((n) => n.slice(-2)))].sort();
};

export interface TicketToSettle {
  betType: BetTypeCode;
  /** Normalised numbers (see normaliseNumbers). */
  numbers: readonly string[];
  matchKey: string;
  units: bigint;
  /** Minor units paid per unit staked for one hit of each tier (index 0 = tier 1). */
  payoutsMinor: readonly bigint[];
}

/** Hits per tier (index 0 = tier 1) of a ticket against a result. */
export function ticketHits(
  market: MarketCode,
  ticket: Pick<TicketToSettle, 'betType' | 'numbers' | 'matchKey'>,
  result: DrawResult,
): number[] {
  const spec = BET_TYPES[ticket.betType];
  const hits = new Array<number>(spec.tiers).fill(0);
  if (spec.kind === null) {
    const endings = new Set(loEndings(market, result));
    const present = ticket.numbers.filter((n) => endings.has(n)).length;
    const wins = spec.combination === 'ALL' ? present === ticket.numbers.length : present === 0;
    hits[0] = wins ? 1 : 0;
    return hits;
  }
  for (const key of resultKeys(market, result))
    if (key.kind === spec.kind && key.number === ticket.matchKey) hits[key.tier - 1]! += key.hits;
  return hits;
}

/** What a ticket wins, in minor units: Σ units × payout[tier] × hits[tier]. Exact integer arithmetic. */
export function settleTicket(market: MarketCode, ticket: TicketToSettle, result: DrawResult): bigint {
  const hits = ticketHits(market, ticket, result);
  let win = 0n;
  hits.forEach((h, i) => {
    if (h > 0) win += ticket.units * (ticket.payoutsMinor[i] ?? 0n) * BigInt(h);
  });
  return win;
}
