import {
  REPORT_PATHS,
  type TBreakdownPage,
  type TBreakdownQuery,
  type TBreakdownRow,
  type TDailyClose,
  type TFunnel,
  type TRankingPage,
  type TRankingQuery,
  type TRankingRow,
  type TReportFreshness,
  type TReportRange,
  type TReportRebuild,
  type TRevenueQuery,
  type TRevenueReport,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

/** A path of REPORT_PATHS with the merchant code filled in. */
const pathOf = (template: string, merchantCode: string) =>
  template.replace(':code', encodeURIComponent(merchantCode));

/** The largest page the breakdown and ranking endpoints answer: an export pages through with it. */
export const EXPORT_PAGE_SIZE = 1000;
/** Rows per page on screen. */
export const REPORT_PAGE_SIZE = 25;

type Query = Record<string, string | number | undefined>;
/** The endpoints' queries with the page as numbers (the contracts coerce them from text). */
type Paged<Q> = Omit<Q, 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number };
export type BreakdownQuery = Paged<TBreakdownQuery>;
export type RankingQuery = Paged<TRankingQuery>;
const get = <T>(template: string, merchantCode: string, query: Query) =>
  api<T>(`${pathOf(template, merchantCode)}${queryString(query)}`);

/** The back office's report calls (OpenAPI tag "backoffice: reports"). */
export const reportsApi = {
  revenue: (merchantCode: string, query: TRevenueQuery) =>
    get<TRevenueReport>(REPORT_PATHS.adminRevenue, merchantCode, { ...query }),
  breakdown: (merchantCode: string, query: BreakdownQuery) =>
    get<TBreakdownPage>(REPORT_PATHS.adminBreakdown, merchantCode, { ...query }),
  rankings: (merchantCode: string, query: RankingQuery) =>
    get<TRankingPage>(REPORT_PATHS.adminRankings, merchantCode, { ...query }),
  funnel: (merchantCode: string, query: { from: string; to: string }) =>
    get<TFunnel>(REPORT_PATHS.adminFunnel, merchantCode, query),
  dailyClose: (merchantCode: string, query: TReportRange) =>
    get<TDailyClose>(REPORT_PATHS.adminDailyClose, merchantCode, { ...query }),
  freshness: (merchantCode: string) => get<TReportFreshness>(REPORT_PATHS.adminRefresh, merchantCode, {}),
  rebuild: (merchantCode: string, body: TReportRebuild) =>
    api<TReportFreshness>(pathOf(REPORT_PATHS.adminRefresh, merchantCode), { method: 'POST', body }),
};

/** Every page of a paged report, for an export: the largest pages, one after another. */
async function allPages<Q extends { pageNo: number; pageSize: number }, R>(
  fetchPage: (query: Q) => Promise<{ list: R[]; totalPages: number }>,
  query: Q,
): Promise<R[]> {
  const rows: R[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPage({ ...query, pageNo, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...page.list);
    if (pageNo >= page.totalPages || page.list.length === 0) return rows;
  }
}

export const exportBreakdown = (merchantCode: string, query: BreakdownQuery): Promise<TBreakdownRow[]> =>
  allPages((q) => reportsApi.breakdown(merchantCode, q), query);
export const exportRankings = (merchantCode: string, query: RankingQuery): Promise<TRankingRow[]> =>
  allPages((q) => reportsApi.rankings(merchantCode, q), query);

const keys = {
  all: (merchantCode: string) => ['bo', 'reports', merchantCode] as const,
  of: (merchantCode: string, what: string, query: object) =>
    ['bo', 'reports', merchantCode, what, query] as const,
};

/** Report answers change only when the summary jobs run; a minute's cache saves the charts refetching. */
const REPORT_STALE_MS = 60_000;

export const useRevenue = (merchantCode: string, query: TRevenueQuery, enabled = true) =>
  useQuery({
    queryKey: keys.of(merchantCode, 'revenue', query),
    queryFn: () => reportsApi.revenue(merchantCode, query),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
    enabled,
  });

export const useBreakdown = (merchantCode: string, query: BreakdownQuery, enabled = true) =>
  useQuery({
    queryKey: keys.of(merchantCode, 'breakdown', query),
    queryFn: () => reportsApi.breakdown(merchantCode, query),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
    enabled,
  });

export const useRankings = (merchantCode: string, query: RankingQuery, enabled = true) =>
  useQuery({
    queryKey: keys.of(merchantCode, 'rankings', query),
    queryFn: () => reportsApi.rankings(merchantCode, query),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
    enabled,
  });

export const useFunnel = (merchantCode: string, query: { from: string; to: string }, enabled = true) =>
  useQuery({
    queryKey: keys.of(merchantCode, 'funnel', query),
    queryFn: () => reportsApi.funnel(merchantCode, query),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
    enabled,
  });

export const useDailyClose = (merchantCode: string, query: TReportRange, enabled = true) =>
  useQuery({
    queryKey: keys.of(merchantCode, 'daily-close', query),
    queryFn: () => reportsApi.dailyClose(merchantCode, query),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
    enabled,
  });

export const useFreshness = (merchantCode: string) =>
  useQuery({
    queryKey: keys.of(merchantCode, 'freshness', {}),
    queryFn: () => reportsApi.freshness(merchantCode),
    // The jobs run in the background: look again now and then while the page is open.
    refetchInterval: 60_000,
  });

/** Rebuilds days of the summary tables; every report of the merchant is read again afterwards. */
export function useRebuild(merchantCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TReportRebuild) => reportsApi.rebuild(merchantCode, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(merchantCode) }),
  });
}
