import type { TLoginHistoryEntry, TSecurityOverview, TTotpSetup, TTrustedIp } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The member's security centre (spec §2 "securityCenter"): authenticator app, bound phone and
 * e-mail, trusted IPs and the recent login trail, as `GET /api/wps/member/security` answers it.
 */
export type TrustedIp = TTrustedIp;
/** One login attempt: `device` is the server's "browser · system" label, `result` SUCCESS, BAD_CREDENTIALS… */
export type LoginRecord = TLoginHistoryEntry;
export type SecurityOverview = TSecurityOverview;
export type TotpSetup = TTotpSetup;

export const securityQuery = queryOptions({
  queryKey: ['member', 'security'],
  queryFn: () => api.get<SecurityOverview>('/api/wps/member/security'),
  staleTime: 30_000,
});

export const setupTotp = () => api.post<TotpSetup>('/api/wps/member/security/totp/setup');
export const enableTotp = (code: string) =>
  api.post<null>('/api/wps/member/security/totp/enable', { code: code.trim() });
export const disableTotp = (code: string) =>
  api.post<null>('/api/wps/member/security/totp/disable', { code: code.trim() });
export const forgetTrustedIp = (ip: string) =>
  api.delete<null>('/api/wps/member/security/trusted-ips', { body: { ip } });

/** A security change: run it, then re-read the overview. */
function useSecurityMutation<TArg, TResult>(mutationFn: (arg: TArg) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: securityQuery.queryKey }),
  });
}

export const useSetupTotp = () => useMutation({ mutationFn: setupTotp });
export const useEnableTotp = () => useSecurityMutation(enableTotp);
export const useDisableTotp = () => useSecurityMutation(disableTotp);
export const useForgetTrustedIp = () => useSecurityMutation(forgetTrustedIp);
