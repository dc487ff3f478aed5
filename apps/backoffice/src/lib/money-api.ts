import type {
  TransactionType,
  TReconciliationReport,
  TTransactionRecord,
  TVendorAdmin,
  TWalletBalance,
  TWithdrawal,
} from '@platform/contracts';
import { api, ApiError, readToken } from './api-client.ts';
import i18n from './i18n.ts';
import { queryString, type Page } from './page.ts';

const base = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}`;

export type WithdrawalStatus = TWithdrawal['status'];

/** An operator's decision on a withdrawal (contracts `ZWithdrawalReview`). */
export type WithdrawalReview =
  | { action: 'APPROVE'; note?: string }
  | { action: 'REJECT'; note: string }
  | { action: 'MARK_PAID'; paidAmount?: string; note?: string }
  | { action: 'FORCE_RECEIPT'; note: string }
  | { action: 'REFUND'; note: string }
  | { action: 'APPROVE_RESOLUTION'; note?: string }
  | { action: 'REJECT_RESOLUTION'; note?: string };
export type WithdrawalAction = WithdrawalReview['action'];

/** Contracts `ZCashierSettings`: amounts as decimal strings in the merchant's currency. */
export interface CashierSettings {
  withdrawalMin: string;
  withdrawalMax: string;
  secondApprovalAbove: string;
  autoReceiptMinutes: number;
  guaranteeBps: number;
  turnoverBps: number;
  transferMin: string;
  adjustmentApprovalAbove: string;
  /** What one operator may adjust alone per merchant day; past it a second operator must approve. */
  adjustmentDailyCap: string;
}

export interface MemberLedger {
  balance: TWalletBalance;
  records: Page<TTransactionRecord>;
}

export interface LedgerFilter {
  type: TransactionType;
  startDate: string;
  endDate: string;
  pageNo: number;
}

export interface Adjustment {
  /** Signed decimal string: positive credits the member, negative debits. */
  amount: string;
  account: 'CASH' | 'BONUS';
  reason: string;
}

export interface SystemAccountBalance {
  merchantCode: string;
  kind: string;
  currency: string;
  balance: string;
}

export type VendorUpdate = Partial<{
  displayName: string;
  walletType: TVendorAdmin['walletType'];
  status: TVendorAdmin['status'];
  currency: string | null;
  secret: string;
}>;

/** Bytes the console shows as an image: they need the operator's token, so an <img src> cannot fetch them. */
async function blob(path: string): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(
      envelope?.code ?? 'UNKNOWN',
      envelope?.message || i18n.t('errors.unknown'),
      response.status,
    );
  }
  return response.blob();
}

/** Withdrawal review queue and the merchant's cashier settings. */
export const withdrawalsApi = {
  page: (merchantCode: string, filter: { status: WithdrawalStatus | ''; pageNo: number; pageSize: number }) =>
    api<Page<TWithdrawal>>(`${base(merchantCode)}/withdrawals${queryString(filter)}`),
  /** `key` is a fresh Idempotency-Key per operator click. */
  review: (merchantCode: string, id: string, body: WithdrawalReview, key: string) =>
    api<TWithdrawal>(`${base(merchantCode)}/withdrawals/${encodeURIComponent(id)}/review`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    }),
  proof: (merchantCode: string, id: string, index: number) =>
    blob(`${base(merchantCode)}/withdrawals/${encodeURIComponent(id)}/proofs/${index}`),
  settings: (merchantCode: string) => api<CashierSettings>(`${base(merchantCode)}/cashier-settings`),
  saveSettings: (merchantCode: string, body: CashierSettings) =>
    api<CashierSettings>(`${base(merchantCode)}/cashier-settings`, { method: 'PUT', body }),
};

/** Above the merchant's threshold an adjustment waits for a second operator (PENDING_APPROVAL). */
export interface AdjustmentResult {
  status: 'POSTED' | 'PENDING_APPROVAL' | 'REJECTED';
  id: string;
  transactionId: string | null;
  amount: string;
  balanceAfter: string | null;
  /** Why it waits: its size, or the operator's daily cap of single-approved adjustments. */
  reason?: 'ABOVE_THRESHOLD' | 'DAILY_CAP';
}

export interface PendingAdjustment {
  id: string;
  memberId: string;
  username: string;
  account: 'CASH' | 'BONUS';
  amount: string;
  reason: string;
  requestedBy: string;
  requestedAt: string;
}

/** A member's wallet for operators, reconciliation and the system accounts. */
export const ledgerApi = {
  member: (merchantCode: string, memberId: string, filter: LedgerFilter) =>
    api<MemberLedger>(
      `${base(merchantCode)}/members/${encodeURIComponent(memberId)}/ledger${queryString({ ...filter, pageSize: 20 })}`,
    ),
  adjust: (merchantCode: string, memberId: string, body: Adjustment, key: string) =>
    api<AdjustmentResult>(`${base(merchantCode)}/members/${encodeURIComponent(memberId)}/adjustments`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    }),
  pendingAdjustments: (merchantCode: string) =>
    api<PendingAdjustment[]>(`${base(merchantCode)}/adjustments/pending`),
  decideAdjustment: (merchantCode: string, id: string, decision: 'approve' | 'reject', key: string) =>
    api<AdjustmentResult>(`${base(merchantCode)}/adjustments/${encodeURIComponent(id)}/${decision}`, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
    }),
  reconciliations: (limit = 20) =>
    api<TReconciliationReport[]>(`/api/bo/ledger/reconciliations${queryString({ limit })}`),
  reconcile: () => api<TReconciliationReport>('/api/bo/ledger/reconciliations', { method: 'POST' }),
  systemAccounts: (merchantCode = '') =>
    api<SystemAccountBalance[]>(`/api/bo/ledger/system-accounts${queryString({ merchant: merchantCode })}`),
};

/** Game vendors' wallet settings; the signing secret is write-only. */
export const vendorsApi = {
  list: () => api<TVendorAdmin[]>('/api/bo/vendors'),
  update: (code: string, body: VendorUpdate) =>
    api<TVendorAdmin>(`/api/bo/vendors/${encodeURIComponent(code)}`, { method: 'PUT', body }),
};
