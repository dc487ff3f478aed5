import { useUrlFilters, type UrlFilters } from '../../../hooks/use-url-filters.ts';
import {
  customParams,
  periodRange,
  shortcutParams,
  type DateShortcut,
  type DayRange,
} from '../../../lib/date-range.ts';

const PERIOD_DEFAULTS = { period: '', from: '', to: '' };

/**
 * A team report's filters in the URL: its period (a shortcut, re-cut in the merchant's time zone
 * when the link is opened, or a custom range of days), its own filters, and the page. Picking a
 * period or a filter goes back to the first page.
 */
export function useReportFilters<F extends UrlFilters>(
  defaults: F,
  { fallback, timeZone }: { fallback: DateShortcut; timeZone?: string },
) {
  const url = useUrlFilters({ ...PERIOD_DEFAULTS, ...defaults });
  const { range, shortcut } = periodRange(url.filters, fallback, new Date(), timeZone);
  return {
    ...url,
    /** The inclusive days of the period, as the API takes them. */
    range,
    /** The shortcut chip to light, if the period is one. */
    shortcut,
    /** The period for the API: `from` and `to` days. */
    period: { from: range.startDate, to: range.endDate },
    pickShortcut: (next: DateShortcut) =>
      url.set(shortcutParams(next) as Partial<F & typeof PERIOD_DEFAULTS>),
    pickRange: (next: DayRange) =>
      url.set(customParams(next, new Date(), timeZone) as Partial<F & typeof PERIOD_DEFAULTS>),
  };
}
