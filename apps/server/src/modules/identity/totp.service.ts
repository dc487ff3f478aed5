import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { SealedColumn } from '../../platform/crypto/secret-reseal.ts';
import { acceptTotpCode, newTotpSecret, totpUri } from '../../platform/crypto/totp.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { GuessGuard } from './guess-guard.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';

const SETUP_TTL_MS = 10 * 60_000;
/** Additional data of sealed seeds: a stored seed, and one waiting in the store during enrolment. */
const SEED_PURPOSE = 'member-totp';
const SETUP_SEED_PURPOSE = 'member-totp-setup';

/**
 * Google Authenticator (TOTP, RFC 6238). A code is accepted once: its time step is burnt in the
 * shared store, so a replay fails even on another server process.
 */
export function createTotpService(deps: {
  repository: IdentityRepository;
  store: KeyValueStore;
  clock: Clock;
  /** Seeds are sealed wherever they rest: in the member row and in the store during enrolment. */
  secretBox: SecretBox;
  /** Turning the authenticator off is a guess at a code: counted and locked like a password. */
  guard: GuessGuard;
}) {
  const { repository, store, clock, secretBox } = deps;
  const seedOf = (member: MemberRecord) => secretBox.open(member.totpSecret ?? '', SEED_PURPOSE);

  const sealedColumn: SealedColumn = {
    name: 'members.totp_secret',
    purpose: SEED_PURPOSE,
    pending: (prefix, afterId, limit) => repository.totpSecretsPending(prefix, afterId, limit),
    replace: (id, stored, next) => repository.replaceTotpSecret(id, stored, next),
  };

  const accept = (memberId: string, secret: string, code: string) =>
    acceptTotpCode({ secret, code, nowMs: clock.nowMs(), store, replayKey: memberId });

  return {
    sealedColumn,

    verify: (member: MemberRecord, code: string) =>
      member.totpEnabled && member.totpSecret
        ? accept(member.id, seedOf(member), code)
        : Promise.resolve(false),

    /** Starts enrolment: a fresh secret held aside until the member proves the app has it. */
    async setup(member: MemberRecord, issuer: string): Promise<{ secret: string; otpauthUrl: string }> {
      if (member.totpEnabled) throw new AppError('CONFLICT');
      const secret = newTotpSecret();
      await store.set(`totp-setup:${member.id}`, secretBox.seal(secret, SETUP_SEED_PURPOSE), SETUP_TTL_MS);
      return { secret, otpauthUrl: totpUri(secret, member.username, issuer) };
    },

    async enable(member: MemberRecord, code: string): Promise<void> {
      const held = await store.get(`totp-setup:${member.id}`);
      if (!held) throw new AppError('CONFLICT');
      const secret = secretBox.open(held, SETUP_SEED_PURPOSE);
      if (!(await accept(member.id, secret, code))) throw new AppError('SMS_CODE_INVALID');
      await repository.setTotp(member.id, secretBox.seal(secret, SEED_PURPOSE));
      await store.delete(`totp-setup:${member.id}`);
    },

    async disable(member: MemberRecord, code: string): Promise<void> {
      if (!member.totpEnabled || !member.totpSecret) throw new AppError('CONFLICT');
      const seed = seedOf(member);
      if (!(await deps.guard.attempt(member, 'TOTP_DISABLE', () => accept(member.id, seed, code))))
        throw new AppError('SMS_CODE_INVALID');
      await repository.setTotp(member.id, null);
    },
  };
}

export type TotpService = ReturnType<typeof createTotpService>;
