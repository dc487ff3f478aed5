import {
  LOTTERY_ADMIN_ODDS_PATH,
  LOTTERY_ADMIN_PATHS,
  type TAdminLotteryOdds,
  type TAdminLotteryOddsUpdate,
  type TAdminLotteryCancelAnswer,
  type TAdminLotteryDecisionAnswer,
  type TAdminLotteryDrawList,
  type TAdminLotteryDrawQuery,
  type TAdminLotteryResultEntryAnswer,
} from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryString } from '../../lib/query-string.ts';

/** The lottery's draws (issue 14): list, result entry (lottery.manage), approval (lottery.approve), cancel. */
export const lotteryApi = {
  draws: (filter: TAdminLotteryDrawQuery) =>
    api<TAdminLotteryDrawList>(`${LOTTERY_ADMIN_PATHS.draws}${queryString({ ...filter })}`),
  enter: (drawId: string, result: Record<string, string[]>) =>
    api<TAdminLotteryResultEntryAnswer>(
      LOTTERY_ADMIN_PATHS.resultEntries.replace(':drawId', encodeURIComponent(drawId)),
      { method: 'POST', body: { result } },
    ),
  decide: (entryId: number, approve: boolean) =>
    api<TAdminLotteryDecisionAnswer>(LOTTERY_ADMIN_PATHS.entryDecision.replace(':entryId', String(entryId)), {
      method: 'POST',
      body: { approve },
    }),
  cancel: (drawId: string, reason: string) =>
    api<TAdminLotteryCancelAnswer>(
      LOTTERY_ADMIN_PATHS.drawCancel.replace(':drawId', encodeURIComponent(drawId)),
      { method: 'POST', body: { reason } },
    ),
};

export const lotteryDrawsKey = ['bo', 'lottery-draws'] as const;

export const useLotteryDraws = (filter: TAdminLotteryDrawQuery) =>
  useQuery({
    queryKey: [...lotteryDrawsKey, filter],
    queryFn: () => lotteryApi.draws(filter),
    placeholderData: keepPreviousData,
  });

export const lotteryOddsKey = (merchantCode: string) => ['bo', 'lottery-odds', merchantCode] as const;

const oddsPath = (merchantCode: string) =>
  LOTTERY_ADMIN_ODDS_PATH.replace(':merchantCode', encodeURIComponent(merchantCode));

export const lotteryOddsApi = {
  get: (merchantCode: string) => api<TAdminLotteryOdds>(oddsPath(merchantCode)),
  update: (merchantCode: string, body: TAdminLotteryOddsUpdate) =>
    api<TAdminLotteryOdds>(oddsPath(merchantCode), { method: 'PUT', body }),
};

export const useLotteryOdds = (merchantCode: string) =>
  useQuery({ queryKey: lotteryOddsKey(merchantCode), queryFn: () => lotteryOddsApi.get(merchantCode) });
