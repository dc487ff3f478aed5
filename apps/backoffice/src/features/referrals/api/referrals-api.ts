import {
  REFERRAL_ADMIN_PATHS,
  type ReferralStatus,
  type TAdminReferralPage,
  type TAdminReferralRule,
  type TReferralRuleInput,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

const withMerchant = (path: string, merchantCode: string) =>
  path.replace(':code', encodeURIComponent(merchantCode));

export const referralKeys = {
  rule: (merchantCode: string) => ['bo', 'referral-rule', merchantCode] as const,
  page: (merchantCode: string, status: string, pageNo: number) =>
    ['bo', 'referrals', merchantCode, status, pageNo] as const,
  all: (merchantCode: string) => ['bo', 'referrals', merchantCode] as const,
};

/** The merchant's referral rule and its referrals with their abuse flags (rewards.manage). */
export const referralsApi = {
  rule: (merchantCode: string) =>
    api<TAdminReferralRule>(withMerchant(REFERRAL_ADMIN_PATHS.rule, merchantCode)),
  setRule: (merchantCode: string, body: TReferralRuleInput) =>
    api<TAdminReferralRule>(withMerchant(REFERRAL_ADMIN_PATHS.rule, merchantCode), { method: 'PUT', body }),
  page: (merchantCode: string, status: ReferralStatus | undefined, pageNo: number) =>
    api<TAdminReferralPage>(
      `${withMerchant(REFERRAL_ADMIN_PATHS.referrals, merchantCode)}${queryString({ status, pageNo, pageSize: LIST_PAGE_SIZE })}`,
    ),
};

export const useReferralRule = (merchantCode: string) =>
  useQuery(
    queryOptions({
      queryKey: referralKeys.rule(merchantCode),
      queryFn: () => referralsApi.rule(merchantCode),
    }),
  );

export const useReferrals = (merchantCode: string, status: string, pageNo: number) =>
  useQuery({
    queryKey: referralKeys.page(merchantCode, status, pageNo),
    queryFn: () =>
      referralsApi.page(merchantCode, (status || undefined) as ReferralStatus | undefined, pageNo),
    placeholderData: keepPreviousData,
  });
