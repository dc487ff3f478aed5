import {
  BONUS_ADMIN_PATHS,
  type TAdminBonusGrant,
  type TAdminBonusGrantPage,
  type TManualBonusRequest,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

export interface BonusGrantFilter {
  username: string;
  status: string;
  pageNo: number;
}

/** Bonus grants of a merchant (money.read), an operator's manual grant and cancellation (rewards.approve). */
export const bonusesApi = {
  page: (merchantCode: string, filter: BonusGrantFilter) =>
    api<TAdminBonusGrantPage>(
      `${BONUS_ADMIN_PATHS.grants}${queryString({ merchantCode, ...filter, pageSize: LIST_PAGE_SIZE })}`,
    ),
  grant: (body: TManualBonusRequest) =>
    api<TAdminBonusGrant>(BONUS_ADMIN_PATHS.grants, { method: 'POST', body }),
  cancel: (id: string, reason: string) =>
    api<TAdminBonusGrant>(BONUS_ADMIN_PATHS.grantCancel.replace(':id', encodeURIComponent(id)), {
      method: 'POST',
      body: { reason },
    }),
};

export const bonusGrantsKey = (merchantCode: string) => ['bo', 'bonus-grants', merchantCode] as const;

export const bonusGrantsQuery = (merchantCode: string, filter: BonusGrantFilter) =>
  queryOptions({
    queryKey: [...bonusGrantsKey(merchantCode), filter],
    queryFn: () => bonusesApi.page(merchantCode, filter),
    placeholderData: keepPreviousData,
  });

export const useBonusGrants = (merchantCode: string, filter: BonusGrantFilter) =>
  useQuery(bonusGrantsQuery(merchantCode, filter));
