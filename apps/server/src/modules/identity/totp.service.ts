import { Secret, TOTP } from 'otpauth';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { SealedColumn } from '../../platform/crypto/secret-reseal.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { GuessGuard } from './guess-guard.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';

const PERIOD_S = 30;
const SETUP_TTL_MS = 10 * 60_000;
/** One step either side absorbs phone clock drift (RFC 6238 §5.2). */
const WINDOW = 1;
/** Additional data of sealed seeds: a stored seed, and one waiting in the store during enrolment. */
const SEED_PURPOSE = 'member-totp';
const SETUP_SEED_PURPOSE = 'member-totp-setup';

const totpOf = (secret: string, label: string, issuer: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

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

  async function accept(memberId: string, secret: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code.trim())) return false;
    const totp = totpOf(secret, memberId, 'platform');
    const delta = totp.validate({ token: code.trim(), timestamp: clock.nowMs(), window: WINDOW });
    if (delta === null) return false;
    const step = Math.floor(clock.nowMs() / 1000 / PERIOD_S) + delta;
    return store.setIfAbsent(`totp-used:${memberId}:${step}`, '1', (2 * WINDOW + 2) * PERIOD_S * 1000);
  }

  return {
    sealedColumn,

    verify: (member: MemberRecord, code: string) =>
      member.totpEnabled && member.totpSecret
        ? accept(member.id, seedOf(member), code)
        : Promise.resolve(false),

    /** Starts enrolment: a fresh secret held aside until the member proves the app has it. */
    async setup(member: MemberRecord, issuer: string): Promise<{ secret: string; otpauthUrl: string }> {
      if (member.totpEnabled) throw new AppError('CONFLICT');
      const secret = new Secret({ size: 20 }).base32;
      await store.set(`totp-setup:${member.id}`, secretBox.seal(secret, SETUP_SEED_PURPOSE), SETUP_TTL_MS);
      return { secret, otpauthUrl: totpOf(secret, member.username, issuer).toString() };
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
