import {
  PROMOTION_ADMIN_PATHS,
  type TApplicationAdminPage,
  type TApplicationReview,
  type TCampaignAdmin,
  type TCampaignAdminList,
  type TCampaignWrite,
} from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const path = (template: string, code: string, id = '') =>
  template.replace(':code', encodeURIComponent(code)).replace(':id', encodeURIComponent(id));

export const promotionKeys = {
  campaigns: (code: string) => ['bo', 'promotions', code] as const,
  applications: (code: string, status: string, page: number) =>
    ['bo', 'promotion-applications', code, status, page] as const,
};

/** Campaigns (rewards.manage) and application reviews (rewards.approve) of one merchant. */
export const promotionsApi = {
  campaigns: (code: string) => api<TCampaignAdminList>(path(PROMOTION_ADMIN_PATHS.campaigns, code)),
  create: (code: string, body: TCampaignWrite) =>
    api<TCampaignAdmin>(path(PROMOTION_ADMIN_PATHS.campaigns, code), { method: 'POST', body }),
  update: (code: string, id: string, body: TCampaignWrite) =>
    api<TCampaignAdmin>(path(PROMOTION_ADMIN_PATHS.campaign, code, id), { method: 'PUT', body }),
  applications: (code: string, status: string, pageNo: number) =>
    api<TApplicationAdminPage>(
      `${path(PROMOTION_ADMIN_PATHS.applications, code)}?pageNo=${pageNo}&pageSize=20${status ? `&status=${status}` : ''}`,
    ),
  review: (code: string, id: string, body: TApplicationReview) =>
    api<object>(path(PROMOTION_ADMIN_PATHS.review, code, id), { method: 'POST', body }),
  imageUrl: (code: string, id: string, n: number) =>
    path(PROMOTION_ADMIN_PATHS.applicationImage, code, id).replace(':n', String(n)),
};

export const useCampaigns = (code: string) =>
  useQuery({ queryKey: promotionKeys.campaigns(code), queryFn: () => promotionsApi.campaigns(code) });

export const useApplications = (code: string, status: string, pageNo: number) =>
  useQuery({
    queryKey: promotionKeys.applications(code, status, pageNo),
    queryFn: () => promotionsApi.applications(code, status, pageNo),
    // The page shown stays while the next one loads (no flash of the skeleton between pages).
    placeholderData: keepPreviousData,
  });
