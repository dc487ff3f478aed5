import type {
  TMemberBankAccount,
  TPayoutMethodKind,
  TWithdrawal,
  TWithdrawalQuote,
  ZMemberBankAccountCreate,
  ZPaymentPasswordUpdate,
  ZWithdrawalConfirm,
  ZWithdrawalInfo,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sendEncrypted } from '../../../lib/encrypt-payload.ts';
import type { Page } from '../../../lib/page.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { sendIdempotent } from '../idempotent.ts';

/** What a contract schema parses to (the contracts export the schemas; the web app needs only types). */
type Parsed<S extends { _zod: { output: unknown } }> = S['_zod']['output'];

/**
 * Withdraw (spec §2 withdraw, withdrawal confirmation; §4 "Withdrawal confirmation"): the member's
 * limits and wagering, bank accounts, payment password, requests and their receipt.
 */
export type WithdrawInfo = Parsed<typeof ZWithdrawalInfo>;
export type Withdrawal = TWithdrawal;
export type WithdrawalStatus = TWithdrawal['status'];
export type BankAccount = TMemberBankAccount;
/** A bank account or an e-wallet (issue 17). */
export type PayoutMethodKind = TPayoutMethodKind;
export type NewBankAccount = Parsed<typeof ZMemberBankAccountCreate>;
export type PaymentPasswordUpdate = Parsed<typeof ZPaymentPasswordUpdate>;
export type WithdrawalConfirmation = Parsed<typeof ZWithdrawalConfirm>;

const BASE = '/api/wps/cashier';

export const withdrawInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['cashier', token, 'withdrawInfo'],
    queryFn: () => api.get<WithdrawInfo>(`${BASE}/withdraw/info`),
    staleTime: 10_000,
  });

/** What a withdrawal of `amount` holds (guarantee, total): the server's rule, never recomputed here. */
export const withdrawQuoteQuery = (token: string, amount: string) =>
  queryOptions({
    queryKey: ['cashier', token, 'withdrawQuote', amount],
    queryFn: () => api.get<TWithdrawalQuote>(`${BASE}/withdraw/quote`, { amount }),
    staleTime: 60_000,
  });

export const withdrawalsQuery = (token: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: ['cashier', token, 'withdrawals', pageNo, pageSize],
    queryFn: () => api.get<Page<Withdrawal>>(`${BASE}/withdrawals`, { pageNo, pageSize }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const withdrawalQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: ['cashier', token, 'withdrawal', id],
    queryFn: () => api.get<Withdrawal>(`${BASE}/withdrawals/${encodeURIComponent(id)}`),
    staleTime: 5_000,
  });

/** PUT paymentPassword (E): the login password proves it is the member the first time. */
export const setPaymentPassword = (body: PaymentPasswordUpdate) =>
  sendEncrypted<null>('PUT', `${BASE}/paymentPassword`, body);

/** POST bankAccounts (E): the payment password confirms a new payee. */
export const addBankAccount = (body: NewBankAccount) =>
  sendEncrypted<BankAccount>('POST', `${BASE}/bankAccounts`, body);

/** POST withdrawals (E, idempotent): one key per submission, reused on automatic retries. */
export const requestWithdrawal = (body: { amount: string; bankAccountId: string; paymentPassword: string }) =>
  sendIdempotent((key) =>
    sendEncrypted<Withdrawal>('POST', `${BASE}/withdrawals`, body, { 'Idempotency-Key': key }),
  );

export const confirmWithdrawal = (id: string, body: WithdrawalConfirmation) =>
  api.post<Withdrawal>(`${BASE}/withdrawals/${encodeURIComponent(id)}/confirm`, body);

export function useWithdrawInfo() {
  const token = useSessionToken() ?? '';
  return useQuery({ ...withdrawInfoQuery(token), enabled: !!token });
}

/** The quote of a valid amount (null while there is none), e.g. as the member types it. */
export function useWithdrawQuote(amount: string | null) {
  const token = useSessionToken() ?? '';
  return useQuery({
    ...withdrawQuoteQuery(token, amount ?? ''),
    enabled: !!token && amount !== null,
    placeholderData: keepPreviousData,
  });
}

/** Reads a quote now (from the cache when this amount was just shown), for the submit's checks. */
export function useFetchWithdrawQuote() {
  const client = useQueryClient();
  const token = useSessionToken() ?? '';
  return (amount: string) => client.fetchQuery(withdrawQuoteQuery(token, amount));
}

export function useWithdrawals(pageNo = 1, pageSize = 10) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...withdrawalsQuery(token, pageNo, pageSize), enabled: !!token });
}

export function useWithdrawal(id: string) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...withdrawalQuery(token, id), enabled: !!token && !!id });
}

/** After any cashier change: re-read what it may have touched. */
function useCashierMutation<TArg, TResult>(mutationFn: (arg: TArg) => Promise<TResult>) {
  const client = useQueryClient();
  const token = useSessionToken() ?? '';
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['cashier', token] }),
  });
}

export const useSetPaymentPassword = () => useCashierMutation(setPaymentPassword);
export const useAddBankAccount = () => useCashierMutation(addBankAccount);
export const useRequestWithdrawal = () => useCashierMutation(requestWithdrawal);
export const useConfirmWithdrawal = () =>
  useCashierMutation((input: { id: string; body: WithdrawalConfirmation }) =>
    confirmWithdrawal(input.id, input.body),
  );
