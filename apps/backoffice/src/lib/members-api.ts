import type { TMemberDetail, TMemberSummary, TOutboxMessage } from '@platform/contracts';
import { api } from './api-client.ts';
import { queryString, type Page } from './page.ts';

export type MemberStatusFilter = '' | 'ACTIVE' | 'LOCKED';

const memberBase = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}/members`;

/** The back office's member and outbox calls (API.md "backoffice: members"). */
export const membersApi = {
  page: (merchantCode: string, filter: { search: string; status: MemberStatusFilter; pageNo: number }) =>
    api<Page<TMemberSummary>>(
      `${memberBase(merchantCode)}${queryString({ ...filter, search: filter.search.trim(), pageSize: 20 })}`,
    ),
  detail: (merchantCode: string, id: string) =>
    api<TMemberDetail>(`${memberBase(merchantCode)}/${encodeURIComponent(id)}`),
  lock: (merchantCode: string, id: string, locked: boolean, reason: string) =>
    api<TMemberSummary>(`${memberBase(merchantCode)}/${encodeURIComponent(id)}/lock`, {
      method: 'POST',
      body: { locked, reason: reason.trim() },
    }),
  resetPassword: (merchantCode: string, id: string) =>
    api<{ temporaryPassword: string }>(
      `${memberBase(merchantCode)}/${encodeURIComponent(id)}/password-reset`,
      { method: 'POST' },
    ),
  outbox: (filter: { recipient: string; pageNo: number }) =>
    api<Page<TOutboxMessage>>(
      `/api/bo/outbox${queryString({ recipient: filter.recipient.trim(), pageNo: filter.pageNo, pageSize: 20 })}`,
    ),
};
