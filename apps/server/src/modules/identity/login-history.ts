import type { ClientContext } from './client-context.ts';
import { deviceLabel } from './device-label.ts';
import type { IdentityRepository } from './identity.repository.ts';

/**
 * How an attempt ended without a session. A success is recorded by the statement that opens the
 * session (identity.repository recordSuccessfulLogin), so it is not one of these.
 */
export type UnsuccessfulLogin = 'BAD_CREDENTIALS' | 'LOCKED' | 'NEW_IP_CHALLENGED';

/**
 * The login-history line of an attempt that opened no session. `member.id` is null when the name
 * matched nobody: the trail still keeps the name that was tried.
 */
export function unsuccessfulLoginEntry(
  merchantCode: string,
  member: { id: string | null; username: string },
  client: Pick<ClientContext, 'ip' | 'userAgent'>,
  result: UnsuccessfulLogin,
) {
  return {
    merchantCode,
    memberId: member.id,
    username: member.username,
    ip: client.ip,
    device: deviceLabel(client.userAgent),
    result,
  };
}

/** Records an attempt that opened no session in the member's login history. */
export function createLoginHistory(repository: Pick<IdentityRepository, 'recordLogin'>) {
  return {
    recordUnsuccessful: (...args: Parameters<typeof unsuccessfulLoginEntry>) =>
      repository.recordLogin(unsuccessfulLoginEntry(...args)),
  };
}

export type LoginHistory = ReturnType<typeof createLoginHistory>;
