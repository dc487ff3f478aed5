import type { TLotteryMenus, TLotteryOpenedNumero, TLotteryResults } from '@platform/contracts';
import { LOTTERY_PATHS, type LotteryMarket } from '@platform/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Spec §7 `/lgw/games/game_menus`: every lottery game with its next draw (cut-off countdowns). */
export function useLotteryMenus() {
  return useQuery({
    queryKey: ['lottery', 'menus'],
    queryFn: () => api.get<TLotteryMenus>(LOTTERY_PATHS.gameMenus),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}

/** Spec §7 `/lotto/lgw/games/opened/numero`: the latest result of every game. */
export function useOpenedNumero() {
  return useQuery({
    queryKey: ['lottery', 'openedNumero'],
    queryFn: () => api.get<TLotteryOpenedNumero>(LOTTERY_PATHS.openedNumero),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** Results of a local day by market (the gateway's results route). */
export function useLotteryResults(date: string, market: LotteryMarket) {
  return useQuery({
    queryKey: ['lottery', 'results', date, market],
    queryFn: () => api.get<TLotteryResults>(LOTTERY_PATHS.results, { date, market }),
    staleTime: 30_000,
  });
}
