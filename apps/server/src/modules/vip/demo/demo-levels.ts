import type { LevelRecord } from '../vip.repository.ts';

// The demo's VIP ladder (issue 12 "Demo data"): six levels, Bronze → Black Diamond, named in every
// shipped language, with rebate rates per category, bonuses and withdrawal limits. Amounts are in
// major units of the merchant's currency, scaled per currency below.

interface DemoLevel {
  code: string;
  names: Record<string, string>;
  icon: LevelRecord['icon'];
  color: string;
  deposit: number;
  bet: number;
  keep: number;
  upgrade: number;
  monthly: number;
  birthday: number;
  /** Rebate rates in basis points: live, slots (RNG), sports, fishing, lottery, board, e-sports, PVP. */
  rates: [number, number, number, number, number, number, number, number];
  withdrawCount: number | null;
  withdrawAmount: number | null;
}

const LADDER: DemoLevel[] = [
  {
    code: 'BRONZE',
    names: { EN: 'Bronze', CN: '青铜', TH: 'บรอนซ์', VI: 'Đồng', KO: '브론즈' },
    icon: 'shield',
    color: '#b87333',
    deposit: 0,
    bet: 0,
    keep: 0,
    upgrade: 0,
    monthly: 0,
    birthday: 0,
    rates: [30, 40, 30, 40, 20, 30, 30, 30],
    withdrawCount: 3,
    withdrawAmount: 50_000,
  },
  {
    code: 'SILVER',
    names: { EN: 'Silver', CN: '白银', TH: 'ซิลเวอร์', VI: 'Bạc', KO: '실버' },
    icon: 'medal',
    color: '#a8b2bd',
    deposit: 1_000,
    bet: 10_000,
    keep: 3_000,
    upgrade: 88,
    monthly: 38,
    birthday: 88,
    rates: [40, 50, 40, 50, 30, 40, 40, 40],
    withdrawCount: 5,
    withdrawAmount: 100_000,
  },
  {
    code: 'GOLD',
    names: { EN: 'Gold', CN: '黄金', TH: 'โกลด์', VI: 'Vàng', KO: '골드' },
    icon: 'star',
    color: '#e0b23a',
    deposit: 5_000,
    bet: 50_000,
    keep: 15_000,
    upgrade: 288,
    monthly: 128,
    birthday: 288,
    rates: [50, 60, 50, 60, 40, 50, 50, 50],
    withdrawCount: 8,
    withdrawAmount: 300_000,
  },
  {
    code: 'PLATINUM',
    names: { EN: 'Platinum', CN: '铂金', TH: 'แพลทินัม', VI: 'Bạch kim', KO: '플래티넘' },
    icon: 'crown',
    color: '#7fd1c7',
    deposit: 20_000,
    bet: 200_000,
    keep: 60_000,
    upgrade: 888,
    monthly: 388,
    birthday: 888,
    rates: [60, 70, 60, 70, 50, 60, 60, 60],
    withdrawCount: 10,
    withdrawAmount: 800_000,
  },
  {
    code: 'DIAMOND',
    names: { EN: 'Diamond', CN: '钻石', TH: 'ไดมอนด์', VI: 'Kim cương', KO: '다이아몬드' },
    icon: 'gem',
    color: '#5aa9ff',
    deposit: 100_000,
    bet: 1_000_000,
    keep: 300_000,
    upgrade: 2_888,
    monthly: 1_288,
    birthday: 2_888,
    rates: [80, 90, 80, 90, 60, 80, 80, 80],
    withdrawCount: 15,
    withdrawAmount: 2_000_000,
  },
  {
    code: 'BLACK_DIAMOND',
    names: { EN: 'Black Diamond', CN: '黑钻', TH: 'แบล็กไดมอนด์', VI: 'Kim cương đen', KO: '블랙 다이아몬드' },
    icon: 'trophy',
    color: '#b57cff',
    deposit: 500_000,
    bet: 5_000_000,
    keep: 1_500_000,
    upgrade: 8_888,
    monthly: 3_888,
    birthday: 8_888,
    rates: [100, 110, 100, 110, 80, 100, 100, 100],
    withdrawCount: null,
    withdrawAmount: null,
  },
];

const RATE_CATEGORIES = ['LIVE', 'RNG', 'SPORTS', 'FISH', 'LOTT', 'BOARD', 'ESPORTS', 'PVP'] as const;

/** Major units → minor units of the currency, and a per-currency scale so VND amounts look like VND. */
const PER_CURRENCY: Record<string, { minorPerMajor: bigint; factor: bigint }> = {
  THB: { minorPerMajor: 100n, factor: 1n },
  VND: { minorPerMajor: 1n, factor: 700n },
};

export function demoLevels(currency: string): LevelRecord[] {
  const c = PER_CURRENCY[currency] ?? { minorPerMajor: 100n, factor: 1n };
  const minor = (major: number) => BigInt(major) * c.factor * c.minorPerMajor;
  return LADDER.map((l, level) => ({
    level,
    code: l.code,
    names: l.names,
    icon: l.icon,
    color: l.color,
    depositThresholdMinor: minor(l.deposit),
    betThresholdMinor: minor(l.bet),
    keepBetMinor: minor(l.keep),
    upgradeBonusMinor: minor(l.upgrade),
    monthlyBonusMinor: minor(l.monthly),
    birthdayBonusMinor: minor(l.birthday),
    rebateRatesBps: Object.fromEntries(RATE_CATEGORIES.map((cat, i) => [cat, l.rates[i]!])),
    withdrawDailyCount: l.withdrawCount,
    withdrawDailyAmountMinor: l.withdrawAmount === null ? null : minor(l.withdrawAmount),
  }));
}

/** Demo members spread across the ladder (the rest stay at Bronze). */
export const DEMO_MEMBER_LEVELS: Record<string, number> = {
  demo01: 3,
  demo02: 1,
  demo03: 2,
  demo05: 1,
  demo06: 4,
  demo07: 2,
  demo08: 1,
  demo09: 5,
  demo11: 1,
  demo12: 2,
  demo13: 3,
  demo15: 1,
  demo16: 2,
};
