import type { GameCategory, TWinnerEntry } from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { sortWinners } from '../winners.ts';

/** The board refreshes itself this often (new wins keep arriving while the page is open). */
export const WINNER_REFRESH_MS = 30_000;
/** Spec §7 GCSGAME_getRankList `limitNum`. */
export const WINNER_LIMIT = 20;

export type WinnerCategory = 'ALL' | GameCategory;

/** Spec §3 "Winner board", public: sorted highest win first here as well (spec §4). */
export const winnersQuery = (language: string, category: WinnerCategory) =>
  queryOptions({
    queryKey: ['winners', language, category],
    queryFn: async () => {
      const value = await api.get<{ list: TWinnerEntry[] }>('/api/wps/relay/GCSGAME_getRankList', {
        gameCategory: category,
        language,
        limitNum: WINNER_LIMIT,
      });
      return sortWinners(value?.list ?? []);
    },
    staleTime: WINNER_REFRESH_MS / 2,
    refetchInterval: WINNER_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useWinners(category: WinnerCategory = 'ALL') {
  const { i18n } = useTranslation();
  return useQuery(winnersQuery(i18n.language || currentLanguage(), category));
}
