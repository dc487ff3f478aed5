import type {
  TBankAccountRemove,
  TContactChange,
  TContactCodeRequest,
  TContactCodeSent,
  TMemberBankAccount,
  TMemberProfile,
  TMemberProfileUpdate,
  TPayoutMethodKind,
  TProfileChange,
  TProfileChangePage,
} from '@platform/contracts';
import { MEMBER_ACCOUNT_PATHS } from '@platform/contracts/client';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sendEncrypted } from '../../../lib/encrypt-payload.ts';
import { session } from '../../../lib/session.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/**
 * The member's own account (issue 17, spec §2 "my account"): the profile, a code to a new e-mail or
 * mobile and the change itself, the payout methods (the cashier's bank accounts, with their kind),
 * and the change record. Calls marked E go encrypted (API.md), like the cashier's.
 */
export type MemberProfile = TMemberProfile;
export type ProfileChange = TProfileChange;
export type PayoutMethodKind = TPayoutMethodKind;
/** A bank account or an e-wallet (`kind`); the cashier's bank accounts. */
export type PayoutMethod = TMemberBankAccount;

/** The cashier's key prefix: a payout method added on the withdraw page shows here too, and back. */
const cashierKey = (token: string) => ['cashier', token] as const;
const accountKey = (token: string) => ['memberAccount', token] as const;

export const profileQuery = (token: string) =>
  queryOptions({
    queryKey: [...accountKey(token), 'profile'],
    queryFn: () => api.get<MemberProfile>(MEMBER_ACCOUNT_PATHS.profile),
    // Read again whenever the page opens: the payment password is set on the withdraw page, and the
    // notice asking for it must not outlive it.
    staleTime: 0,
  });

export const payoutMethodsQuery = (token: string) =>
  queryOptions({
    queryKey: [...cashierKey(token), 'bankAccounts'],
    queryFn: () => api.get<PayoutMethod[]>('/api/wps/cashier/bankAccounts'),
    staleTime: 30_000,
  });

export const changesQuery = (token: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: [...accountKey(token), 'changes', pageNo, pageSize],
    queryFn: () => api.get<TProfileChangePage>(MEMBER_ACCOUNT_PATHS.changes, { pageNo, pageSize }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export const updateProfile = (body: TMemberProfileUpdate) =>
  api.put<MemberProfile>(MEMBER_ACCOUNT_PATHS.profile, body);

/** POST avatar (E): a png or jpeg as a data URL; the answer is the new profile. */
export const uploadAvatar = (image: string) =>
  sendEncrypted<MemberProfile>('POST', MEMBER_ACCOUNT_PATHS.avatar, { image });

export const requestContactCode = (body: TContactCodeRequest) =>
  api.post<TContactCodeSent>(MEMBER_ACCOUNT_PATHS.contactCode, body);

/** POST contact (E): the code sent to the new address and the login password. */
export const changeContact = (body: TContactChange) =>
  sendEncrypted<MemberProfile>('POST', MEMBER_ACCOUNT_PATHS.contact, body);

/** POST bankAccounts/:id/remove (E): the payment password confirms it. */
export const removePayoutMethod = (id: string, body: TBankAccountRemove) =>
  sendEncrypted<null>(
    'POST',
    MEMBER_ACCOUNT_PATHS.removeBankAccount.replace(':id', encodeURIComponent(id)),
    body,
  );

export function useProfile() {
  const token = useSessionToken() ?? '';
  return useQuery({ ...profileQuery(token), enabled: !!token });
}

export function usePayoutMethods() {
  const token = useSessionToken() ?? '';
  return useQuery({ ...payoutMethodsQuery(token), enabled: !!token });
}

export function useProfileChanges(pageNo: number, pageSize: number) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...changesQuery(token, pageNo, pageSize), enabled: !!token });
}

/**
 * The header reads the stored member info: a new nickname or avatar goes there at once, so the
 * header shows what the member just chose without another login.
 */
function adoptIntoSession(profile: MemberProfile) {
  const info = session.get().userInfo;
  if (!info) return;
  session.setUserInfo({ ...info, nickname: profile.nickname, avatarUrl: profile.avatar });
}

/** A change that answers the new profile: it becomes the cached profile, and the record is re-read. */
function useProfileMutation<TArg>(mutationFn: (arg: TArg) => Promise<MemberProfile>) {
  const client = useQueryClient();
  const token = useSessionToken() ?? '';
  return useMutation({
    mutationFn,
    onSuccess: (profile) => {
      client.setQueryData(profileQuery(token).queryKey, profile);
      adoptIntoSession(profile);
      return client.invalidateQueries({ queryKey: [...accountKey(token), 'changes'] });
    },
  });
}

export const useUpdateProfile = () => useProfileMutation(updateProfile);
export const useUploadAvatar = () => useProfileMutation(uploadAvatar);
export const useChangeContact = () => useProfileMutation(changeContact);

/** After a payout method changes: the cashier's data (withdraw page) and the change record. */
export function useInvalidatePayoutMethods() {
  const client = useQueryClient();
  const token = useSessionToken() ?? '';
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: cashierKey(token) }),
      client.invalidateQueries({ queryKey: [...accountKey(token), 'changes'] }),
    ]);
}

export function useRemovePayoutMethod() {
  const invalidate = useInvalidatePayoutMethods();
  return useMutation({
    mutationFn: (input: { id: string; paymentPassword: string }) =>
      removePayoutMethod(input.id, { paymentPassword: input.paymentPassword }),
    onSuccess: invalidate,
  });
}
