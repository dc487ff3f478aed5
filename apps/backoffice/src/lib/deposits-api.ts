import type {
  DepositChannelKind,
  DepositStatus,
  TAdminDeposit,
  TDepositChannelAdmin,
  TDepositChannelCreate,
  TDepositChannelUpdate,
} from '@platform/contracts';
import { api, ApiError, readToken } from './api-client.ts';
import i18n from './i18n.ts';
import { queryString, type Page } from './page.ts';

const base = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}`;

/** A fresh key per operator action: a retry of the same click must reuse it, a new click must not. */
export const newIdempotencyKey = () => crypto.randomUUID();

export interface DepositFilter {
  status: DepositStatus | '';
  kind: DepositChannelKind | '';
  username: string;
  pageNo: number;
}

/** The back office's deposit calls: channels (settings) and the review queue. */
export const depositsApi = {
  channels: (merchantCode: string) =>
    api<{ channels: TDepositChannelAdmin[]; pspCodes: string[] }>(`${base(merchantCode)}/deposit-channels`),
  createChannel: (merchantCode: string, body: TDepositChannelCreate) =>
    api<TDepositChannelAdmin>(`${base(merchantCode)}/deposit-channels`, { method: 'POST', body }),
  updateChannel: (merchantCode: string, id: string, body: TDepositChannelUpdate) =>
    api<TDepositChannelAdmin>(`${base(merchantCode)}/deposit-channels/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
    }),
  page: (merchantCode: string, filter: DepositFilter) =>
    api<Page<TAdminDeposit>>(
      `${base(merchantCode)}/deposits${queryString({ ...filter, username: filter.username.trim(), pageSize: 20 })}`,
    ),
  review: (merchantCode: string, id: string, decision: 'approve' | 'reject', note: string, key: string) =>
    api<TAdminDeposit>(`${base(merchantCode)}/deposits/${encodeURIComponent(id)}/${decision}`, {
      method: 'POST',
      body: { note: note.trim() },
      headers: { 'Idempotency-Key': key },
    }),
  /** The proof image as a blob: it needs the operator's token, so an <img src> cannot fetch it itself. */
  async proof(merchantCode: string, id: string): Promise<Blob> {
    const token = readToken();
    const response = await fetch(`${base(merchantCode)}/deposits/${encodeURIComponent(id)}/proof`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) {
      const envelope = (await response.json().catch(() => null)) as {
        code?: string;
        message?: string;
      } | null;
      throw new ApiError(
        envelope?.code ?? 'UNKNOWN',
        envelope?.message || i18n.t('errors.unknown'),
        response.status,
      );
    }
    return response.blob();
  },
};
