import { AGENT_MAX_PERIOD_DAYS, type TAgentPeriod } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import { AppError } from '../../platform/http/app-error.ts';
import { addDays, dayStartInZone, todayInZone } from '../../platform/time-zone.ts';
import { resolvePeriod } from './domain/period.ts';

export interface ReportPeriod {
  /** [fromAt, toAt): the instants the calendar days cover in the merchant's zone. */
  fromAt: Date;
  toAt: Date;
  view: TAgentPeriod;
}

/** The report's days (from/to, default today) cut in the merchant's time zone; VALIDATION_FAILED when unusable. */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date,
): ReportPeriod {
  const period = resolvePeriod(query, todayInZone(now, timeZone), AGENT_MAX_PERIOD_DAYS);
  if (!period.ok) throw new AppError('VALIDATION_FAILED', { fields: period.field });
  return {
    fromAt: dayStartInZone(period.from, timeZone),
    toAt: dayStartInZone(addDays(period.to, 1), timeZone),
    view: { from: period.from, to: period.to, timeZone },
  };
}

/** Amounts of one currency as JSON carries them. */
export const decimalIn = (currency: CurrencyCode) => (amountMinor: bigint) =>
  toDecimalString({ amountMinor, currency });

export const pageOf = <T>(list: T[], total: number, query: { pageNo: number; pageSize: number }) => ({
  list,
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  total,
  totalPages: Math.ceil(total / query.pageSize),
});
