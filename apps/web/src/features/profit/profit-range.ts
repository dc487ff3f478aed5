import { PROFIT_MAX_RANGE_DAYS } from '@platform/contracts/client';
import { addDays, dayInZone, isDay, shortcutRange, type DayRange } from '../../lib/date-range.ts';

/**
 * The periods of the profit page (spec §2 personalProfit): the record's shortcuts and this month,
 * cut in the merchant's time zone (its days, not the browser's). A custom range covers at most
 * PROFIT_MAX_RANGE_DAYS days, as the server allows.
 */
export const PROFIT_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'] as const;
export type ProfitPreset = (typeof PROFIT_PRESETS)[number];

export const isProfitPreset = (value: string): value is ProfitPreset =>
  (PROFIT_PRESETS as readonly string[]).includes(value);

/** The days a preset stands for on `now`'s day in `timeZone`; this month runs from the 1st to today. */
export function profitPresetRange(preset: ProfitPreset, now: Date, timeZone?: string): DayRange {
  if (preset !== 'thisMonth') return shortcutRange(preset, now, timeZone);
  const today = dayInZone(now, timeZone);
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

/** How many days a range covers, both ends included. */
export function rangeDayCount({ startDate, endDate }: DayRange): number {
  const at = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
  return Math.round((at(endDate) - at(startDate)) / 86_400_000) + 1;
}

/**
 * A custom range made one the server takes: days that are days, in order, not in the future, and
 * at most PROFIT_MAX_RANGE_DAYS long. The end the member just moved (`moved`) stays where it was put
 * and the other end follows it, so picking a start a year back shows the 90 days from there.
 */
export function clampProfitRange(
  range: DayRange,
  now: Date,
  timeZone?: string,
  moved: 'start' | 'end' = 'end',
): DayRange {
  const today = dayInZone(now, timeZone);
  let startDate = isDay(range.startDate) ? range.startDate : today;
  let endDate = isDay(range.endDate) ? range.endDate : today;
  if (endDate > today) endDate = today;
  if (startDate > today) startDate = today;
  if (startDate > endDate) [startDate, endDate] = [endDate, startDate];
  if (rangeDayCount({ startDate, endDate }) > PROFIT_MAX_RANGE_DAYS) {
    if (moved === 'start') endDate = addDays(startDate, PROFIT_MAX_RANGE_DAYS - 1);
    else startDate = addDays(endDate, -(PROFIT_MAX_RANGE_DAYS - 1));
  }
  return { startDate, endDate };
}

/** The preset a range equals, if any (a custom pick of today lights "today"). */
export function matchingProfitPreset(range: DayRange, now: Date, timeZone?: string): ProfitPreset | null {
  return (
    PROFIT_PRESETS.find((p) => {
      const r = profitPresetRange(p, now, timeZone);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}

/** The period as the URL keeps it: `period=last7`, or `from` and `to` for a custom range. */
export interface ProfitPeriodParams {
  period: string;
  from: string;
  to: string;
}

export const PROFIT_DEFAULT_PRESET: ProfitPreset = 'last7';

/**
 * The days a URL's period stands for: a preset re-cut against `now` (a link to "today" shows the day
 * it is opened), a custom range made valid, anything else the default preset. `preset` is the chip
 * to light.
 */
export function profitPeriod(
  params: ProfitPeriodParams,
  now: Date,
  timeZone?: string,
): { range: DayRange; preset: ProfitPreset | null } {
  if (isProfitPreset(params.period)) {
    return { range: profitPresetRange(params.period, now, timeZone), preset: params.period };
  }
  if (isDay(params.from) && isDay(params.to)) {
    const range = clampProfitRange({ startDate: params.from, endDate: params.to }, now, timeZone);
    return { range, preset: matchingProfitPreset(range, now, timeZone) };
  }
  return {
    range: profitPresetRange(PROFIT_DEFAULT_PRESET, now, timeZone),
    preset: PROFIT_DEFAULT_PRESET,
  };
}
