/**
 * The real draw calendars. Vietnamese draws every day (north 18:15, central 17:15, south 16:15,
 * Asia/Ho_Chi_Minh) with the provinces of each weekday; the Thai government lottery on the 1st and
 * 16th at 16:00 Asia/Bangkok; Malaysian 4D on Wednesday, Saturday and Sunday at 19:00
 * Asia/Kuala_Lumpur; ELOTT every 1, 3 and 5 minutes. Zones without daylight saving: fixed offsets.
 */
import type { MarketCode } from './markets.ts';

export interface Province {
  code: string;
  name: string;
}

const P = (code: string, name: string): Province => ({ code, name });
const HUE = P('TTH', 'Thừa Thiên Huế');
const KH = P('KH', 'Khánh Hòa');
const DNG = P('DNG', 'Đà Nẵng');
const HCM = P('HCM', 'TP. Hồ Chí Minh');

/** Central provinces by weekday (0 = Sunday). */
export const CENTRAL_BY_WEEKDAY: readonly (readonly Province[])[] = [
  [P('KT', 'Kon Tum'), KH, HUE],
  [HUE, P('PY', 'Phú Yên')],
  [P('DLK', 'Đắk Lắk'), P('QNM', 'Quảng Nam')],
  [DNG, KH],
  [P('BDI', 'Bình Định'), P('QT', 'Quảng Trị'), P('QB', 'Quảng Bình')],
  [P('GL', 'Gia Lai'), P('NT', 'Ninh Thuận')],
  [DNG, P('QNG', 'Quảng Ngãi'), P('DNO', 'Đắk Nông')],
];

/** Southern provinces by weekday (0 = Sunday). */
export const SOUTH_BY_WEEKDAY: readonly (readonly Province[])[] = [
  [P('TG', 'Tiền Giang'), P('KG', 'Kiên Giang'), P('DL', 'Đà Lạt')],
  [HCM, P('DT', 'Đồng Tháp'), P('CM', 'Cà Mau')],
  [P('BTR', 'Bến Tre'), P('VT', 'Vũng Tàu'), P('BL', 'Bạc Liêu')],
  [P('DN', 'Đồng Nai'), P('CT', 'Cần Thơ'), P('ST', 'Sóc Trăng')],
  [P('TN', 'Tây Ninh'), P('AG', 'An Giang'), P('BTH', 'Bình Thuận')],
  [P('VL', 'Vĩnh Long'), P('BD', 'Bình Dương'), P('TV', 'Trà Vinh')],
  [HCM, P('LA', 'Long An'), P('BP', 'Bình Phước'), P('HG', 'Hậu Giang')],
];

/** The northern draw's host city by weekday (one draw, "Xổ số Miền Bắc"). */
export const NORTH_BY_WEEKDAY: readonly Province[] = [
  P('TB', 'Thái Bình'),
  P('HN', 'Hà Nội'),
  P('QNI', 'Quảng Ninh'),
  P('BN', 'Bắc Ninh'),
  P('HN', 'Hà Nội'),
  P('HP', 'Hải Phòng'),
  P('ND', 'Nam Định'),
];

export interface MarketSchedule {
  zone: string;
  /** Minutes east of UTC (no DST in these zones). */
  offsetMinutes: number;
  /** Local time of the draw, HH:MM. */
  drawTime: string;
  /** Betting closes this long before the draw. */
  cutoffMinutes: number;
}

export const MARKET_SCHEDULES: Record<Exclude<MarketCode, 'ELOTT'>, MarketSchedule> = {
  VN_NORTH: { zone: 'Asia/Ho_Chi_Minh', offsetMinutes: 420, drawTime: '18:15', cutoffMinutes: 15 },
  VN_CENTRAL: { zone: 'Asia/Ho_Chi_Minh', offsetMinutes: 420, drawTime: '17:15', cutoffMinutes: 15 },
  VN_SOUTH: { zone: 'Asia/Ho_Chi_Minh', offsetMinutes: 420, drawTime: '16:15', cutoffMinutes: 15 },
  TH_GOV: { zone: 'Asia/Bangkok', offsetMinutes: 420, drawTime: '16:00', cutoffMinutes: 30 },
  MY_4D: { zone: 'Asia/Kuala_Lumpur', offsetMinutes: 480, drawTime: '19:00', cutoffMinutes: 30 },
};

/**
 * A market's own time zone (IANA), for showing a draw's times where it is drawn. The fast draws
 * keep UTC days (their draw date is the UTC day of the draw), so their zone is UTC.
 */
export const zoneOf = (market: MarketCode): string =>
  market === 'ELOTT' ? 'UTC' : MARKET_SCHEDULES[market].zone;

/** ELOTT intervals in minutes and how long before the draw betting closes. */
export const ELOTT_INTERVALS = [1, 3, 5] as const;
export const ELOTT_CUTOFF_MS = 5_000;

export interface DrawPlan {
  drawId: string;
  market: MarketCode;
  gameCode: string;
  provinceCode: string | null;
  provinceName: string | null;
  /** The draw's local calendar day (YYYY-MM-DD in its zone). */
  drawDate: string;
  opensAtMs: number;
  closesAtMs: number;
  drawAtMs: number;
}

export const GAME_CODES: Record<MarketCode, string> = {
  VN_NORTH: 'lotto-vn-north',
  VN_CENTRAL: 'lotto-vn-central',
  VN_SOUTH: 'lotto-vn-south',
  TH_GOV: 'lotto-th-gov',
  MY_4D: 'lotto-my-4d',
  ELOTT: 'lotto-elott',
};
export const elottGameCode = (minutes: number) => `lotto-elott-${minutes}`;

const DAY_MS = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStartUtcMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const weekdayOf = (date: string) => new Date(dayStartUtcMs(date)).getUTCDay();

/** The UTC instant of a local wall-clock time on a local day. */
export function localTimeMs(schedule: MarketSchedule, date: string, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return dayStartUtcMs(date) + (h * 60 + m - schedule.offsetMinutes) * 60_000;
}

/** The local calendar day of an instant in a market's zone. */
export const localDate = (schedule: MarketSchedule, atMs: number) =>
  ymd(atMs + schedule.offsetMinutes * 60_000);

function plan(
  market: Exclude<MarketCode, 'ELOTT'>,
  date: string,
  province: Province | null,
  opensBeforeMs: number,
): DrawPlan {
  const s = MARKET_SCHEDULES[market];
  const drawAtMs = localTimeMs(s, date, s.drawTime);
  const tag = province && market !== 'VN_NORTH' ? `-${province.code}` : '';
  return {
    drawId: `${market}${tag}-${date}`,
    market,
    gameCode: GAME_CODES[market],
    provinceCode: province?.code ?? null,
    provinceName: province?.name ?? null,
    drawDate: date,
    opensAtMs: drawAtMs - opensBeforeMs,
    closesAtMs: drawAtMs - s.cutoffMinutes * 60_000,
    drawAtMs,
  };
}

/** Every real-world draw whose local draw day is `date` (YYYY-MM-DD). */
export function realDrawsOn(date: string): DrawPlan[] {
  const weekday = weekdayOf(date);
  // Daily draws open right after the previous day's draw.
  const plans: DrawPlan[] = [plan('VN_NORTH', date, NORTH_BY_WEEKDAY[weekday]!, DAY_MS)];
  for (const p of CENTRAL_BY_WEEKDAY[weekday]!) plans.push(plan('VN_CENTRAL', date, p, DAY_MS));
  for (const p of SOUTH_BY_WEEKDAY[weekday]!) plans.push(plan('VN_SOUTH', date, p, DAY_MS));
  const dayOfMonth = Number(date.slice(8, 10));
  if (dayOfMonth === 1 || dayOfMonth === 16) plans.push(plan('TH_GOV', date, null, 15 * DAY_MS));
  if (weekday === 0 || weekday === 3 || weekday === 6) plans.push(plan('MY_4D', date, null, 3 * DAY_MS));
  return plans;
}

/** ELOTT draws of one interval whose draw time falls in [fromMs, toMs). */
export function elottDrawsBetween(minutes: number, fromMs: number, toMs: number): DrawPlan[] {
  const step = minutes * 60_000;
  const plans: DrawPlan[] = [];
  for (let at = Math.ceil(fromMs / step) * step; at < toMs; at += step) {
    const stamp = new Date(at).toISOString().slice(0, 16).replace(/[-:T]/g, '');
    plans.push({
      drawId: `ELOTT${minutes}-${stamp}`,
      market: 'ELOTT',
      gameCode: elottGameCode(minutes),
      provinceCode: null,
      provinceName: null,
      drawDate: ymd(at),
      opensAtMs: at - step,
      closesAtMs: at - ELOTT_CUTOFF_MS,
      drawAtMs: at,
    });
  }
  return plans;
}

export const addDays = (date: string, days: number) => ymd(dayStartUtcMs(date) + days * DAY_MS);

/** Betting state of a draw at an instant (the scheduler moves stored draws the same way). */
export function bettingState(
  plan: Pick<DrawPlan, 'opensAtMs' | 'closesAtMs'>,
  nowMs: number,
): 'SCHEDULED' | 'OPEN' | 'CLOSED' {
  if (nowMs < plan.opensAtMs) return 'SCHEDULED';
  return nowMs < plan.closesAtMs ? 'OPEN' : 'CLOSED';
}
