import {
  GAME_CATEGORIES,
  REPORT_SORTS,
  type ReportBreakdown,
  type ReportSort,
  type TBreakdownRow,
} from '@platform/contracts';
import { writeUrlFilters } from '../../lib/url-filters.ts';
import type { BreakdownQuery } from './api/reports-api.ts';
import type { DayRange } from './range.ts';

/**
 * The drill-down's state lives in the URL's query string (so back, forward and reload show the same
 * level): the range, then what was clicked on the way down. The level follows from what is set:
 * nothing → the range split by category or vendor (`by`, a tab); a category or a vendor → its games;
 * a game → its members. Labels ride along only for the breadcrumbs; the query uses the codes.
 */

/** The range fields every report screen shares (`range` is a preset or `custom`). */
export const RANGE_DEFAULTS = { range: 'last7', from: '', to: '', currency: '' };

export const DRILL_DEFAULTS = {
  ...RANGE_DEFAULTS,
  by: 'category',
  category: '',
  vendorCode: '',
  vendorLabel: '',
  gameCode: '',
  gameLabel: '',
  sort: 'turnover',
  order: 'desc',
};
export type DrillFilters = typeof DRILL_DEFAULTS;

export type DrillLevel = 'overview' | 'games' | 'members';
/** The first level's two splits. */
export const OVERVIEW_SPLITS = ['category', 'vendor'] as const;
export type OverviewSplit = (typeof OVERVIEW_SPLITS)[number];

const VENDOR_CODE = /^[A-Za-z0-9_]{2,40}$/;

/** The URL's values made safe to send: unknown choices fall back to their defaults. */
export function normalizeDrill(f: DrillFilters): DrillFilters {
  return {
    ...f,
    by: (OVERVIEW_SPLITS as readonly string[]).includes(f.by) ? f.by : DRILL_DEFAULTS.by,
    category: (GAME_CATEGORIES as readonly string[]).includes(f.category) ? f.category : '',
    vendorCode: VENDOR_CODE.test(f.vendorCode) ? f.vendorCode : '',
    gameCode: f.gameCode.slice(0, 80),
    sort: (REPORT_SORTS as readonly string[]).includes(f.sort) ? f.sort : DRILL_DEFAULTS.sort,
    order: f.order === 'asc' ? 'asc' : 'desc',
  };
}

export function drillLevel(f: DrillFilters): DrillLevel {
  if (f.gameCode) return 'members';
  if (f.category || f.vendorCode) return 'games';
  return 'overview';
}

/** What the level's table is a breakdown by. */
export function breakdownBy(f: DrillFilters): ReportBreakdown {
  const level = drillLevel(f);
  if (level === 'members') return 'member';
  if (level === 'games') return 'game';
  return f.by === 'vendor' ? 'vendor' : 'category';
}

/** The breakdown endpoint's query for the level, a page of it. */
export function breakdownQuery(
  f: DrillFilters,
  range: DayRange,
  pageNo: number,
  pageSize: number,
): BreakdownQuery {
  return {
    from: range.from,
    to: range.to,
    ...(f.currency ? { currency: f.currency } : {}),
    by: breakdownBy(f),
    ...(f.category ? { category: f.category as BreakdownQuery['category'] } : {}),
    ...(f.vendorCode ? { vendorCode: f.vendorCode } : {}),
    ...(f.gameCode ? { gameCode: f.gameCode } : {}),
    sort: f.sort as ReportSort,
    order: f.order as 'asc' | 'desc',
    pageNo,
    pageSize,
  };
}

/** Filters down to the level below, or null from a member (the member's page is elsewhere). */
export function drillInto(f: DrillFilters, row: TBreakdownRow): DrillFilters | null {
  const by = breakdownBy(f);
  // A new level starts with the default sort: the one above's order may mean nothing here.
  const base = { ...f, sort: DRILL_DEFAULTS.sort, order: DRILL_DEFAULTS.order };
  if (by === 'category') return { ...base, category: row.category ?? row.key };
  if (by === 'vendor') return { ...base, vendorCode: row.vendorCode ?? row.key, vendorLabel: row.label };
  if (by === 'game') {
    return {
      ...base,
      gameCode: row.gameCode ?? row.key,
      gameLabel: row.label,
      // A game code is only unique within its vendor.
      vendorCode: f.vendorCode || row.vendorCode || '',
      vendorLabel: f.vendorCode ? f.vendorLabel : '',
    };
  }
  return null;
}

export interface Crumb {
  kind: 'range' | 'category' | 'vendor' | 'game';
  /** The category code, vendor or game label; the range's days for `range`. */
  value: string;
  /** Where the crumb leads (the level it names). */
  filters: DrillFilters;
}

/**
 * The path down to the current level: the range, then the category or vendor clicked, then the
 * game. The last crumb is the current level.
 */
export function drillCrumbs(f: DrillFilters, range: DayRange): Crumb[] {
  const top: DrillFilters = {
    ...f,
    category: '',
    vendorCode: '',
    vendorLabel: '',
    gameCode: '',
    gameLabel: '',
    sort: DRILL_DEFAULTS.sort,
    order: DRILL_DEFAULTS.order,
  };
  const rangeText = range.from === range.to ? range.from : `${range.from} – ${range.to}`;
  const crumbs: Crumb[] = [{ kind: 'range', value: rangeText, filters: top }];
  // The category or vendor the games were picked from; a game reached from a category also carries
  // its vendor (a game code is unique only within one), which is not a level of its own.
  if (f.category) {
    crumbs.push({ kind: 'category', value: f.category, filters: { ...top, category: f.category } });
  } else if (f.vendorCode) {
    crumbs.push({
      kind: 'vendor',
      value: f.vendorLabel || f.vendorCode,
      filters: { ...top, vendorCode: f.vendorCode, vendorLabel: f.vendorLabel },
    });
  }
  if (f.gameCode) {
    crumbs.push({ kind: 'game', value: f.gameLabel || f.gameCode, filters: f });
  }
  return crumbs;
}

/** The URL query string (with `?`, or empty) of a drill state, its defaults left out. */
export function drillSearch(f: DrillFilters): string {
  const text = writeUrlFilters(f, 1, DRILL_DEFAULTS).toString();
  return text ? `?${text}` : '';
}
