import type {
  TOperatorLogin,
  TOperatorPasswordChange,
  TOperatorSession,
  TOperatorTotpCode,
  TOperatorTotpSetup,
} from '@platform/contracts';
import { api } from '../../../lib/api-client.ts';

/** The operator's own sign-in, password and authenticator (`/api/bo/auth`). */
export const authApi = {
  login: (body: TOperatorLogin) => api<TOperatorSession>('/api/bo/auth/login', { method: 'POST', body }),
  changePassword: (body: TOperatorPasswordChange) =>
    api<unknown>('/api/bo/auth/password', { method: 'POST', body }),
  totpSetup: () => api<TOperatorTotpSetup>('/api/bo/auth/totp/setup', { method: 'POST' }),
  totpEnable: (body: TOperatorTotpCode) => api<unknown>('/api/bo/auth/totp/enable', { method: 'POST', body }),
  totpDisable: (body: TOperatorTotpCode) =>
    api<unknown>('/api/bo/auth/totp/disable', { method: 'POST', body }),
};
