import { AppError } from '../../platform/http/app-error.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/password-hasher.ts';
import type { GuessGuard } from './guess-guard.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';

/**
 * The payment password (a 6-digit PIN that authorises money leaving the wallet) is a credential, so
 * identity owns it: every check of it, from any module, is counted by the same lockout.
 */
export function createPaymentPasswordService(deps: { repository: IdentityRepository; guard: GuessGuard }) {
  const { repository, guard } = deps;

  async function memberOrThrow(memberId: string): Promise<MemberRecord> {
    const member = await repository.findByIdAnyMerchant(memberId);
    if (!member) throw new AppError('UNAUTHORIZED');
    return member;
  }

  return {
    isSet: async (memberId: string) => (await repository.paymentPasswordHash(memberId)) !== null,

    /**
     * Refuses with PAYMENT_PASSWORD_REQUIRED, _LOCKED (even for the right PIN while locked) or
     * _WRONG; each wrong PIN counts towards the lock.
     */
    async verify(memberId: string, pin: string): Promise<void> {
      const hash = await repository.paymentPasswordHash(memberId);
      if (!hash) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
      const member = await memberOrThrow(memberId);
      const accepted = await guard.attempt(member, 'PAYMENT_PASSWORD', () => verifyPassword(hash, pin));
      if (!accepted) throw new AppError('PAYMENT_PASSWORD_WRONG');
    },

    /**
     * Sets the first PIN (proved by the login password, counted like a password change) or changes
     * it (proved by the current PIN, counted like any PIN check).
     */
    async set(
      memberId: string,
      body: {
        loginPassword?: string | undefined;
        oldPaymentPassword?: string | undefined;
        newPaymentPassword: string;
      },
    ): Promise<void> {
      const member = await memberOrThrow(memberId);
      const current = await repository.paymentPasswordHash(member.id);
      if (current) {
        const old = body.oldPaymentPassword;
        if (!old) throw new AppError('PAYMENT_PASSWORD_WRONG');
        if (!(await guard.attempt(member, 'PAYMENT_PASSWORD', () => verifyPassword(current, old))))
          throw new AppError('PAYMENT_PASSWORD_WRONG');
      } else {
        const login = body.loginPassword;
        if (!login) throw new AppError('OLD_PASSWORD_WRONG');
        if (
          !(await guard.attempt(member, 'LOGIN_PASSWORD', () => verifyPassword(member.passwordHash, login)))
        )
          throw new AppError('OLD_PASSWORD_WRONG');
      }
      await repository.setPaymentPasswordHash(member.id, await hashPassword(body.newPaymentPassword));
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
