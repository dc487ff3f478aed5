import {
  ROLE_PERMISSIONS,
  type OperatorPermission,
  type OperatorRole,
  type TAuditEntry,
  type TOperator,
} from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { burnVerification, hashPassword, verifyPassword } from '../../platform/crypto/password-hasher.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { acceptTotpCode, newTotpSecret, totpUri } from '../../platform/crypto/totp.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashToken, newId, newToken } from '../../platform/ids.ts';
import { randomBytes } from 'node:crypto';
import { canServeMerchant, hasPermission, merchantFilterOf } from './domain/permissions.ts';
import { ACCOUNT_FAILURE_WINDOW_MS, accountRetryDelayMs } from './domain/login-delay.ts';
import type { OperatorRecord, OperatorsRepository } from './operators.repository.ts';
import { ipLimitKey } from '../../platform/http/client-ip.ts';

const SESSION_TTL_MS = 12 * 60 * 60_000;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Per (IP, username): slows guessing without letting a stranger lock the real operator out from elsewhere. */
const MAX_FAILURES_PER_IP_AND_USER = 5;
/** Per IP across usernames: stops spraying one password over many accounts. */
const MAX_FAILURES_PER_IP = 30;

/** Additional data of sealed operator seeds (stored, and waiting in the store during enrolment). */
export const OPERATOR_TOTP_PURPOSE = 'operator-totp';
const OPERATOR_TOTP_SETUP_PURPOSE = 'operator-totp-setup';
const TOTP_SETUP_TTL_MS = 10 * 60_000;

export interface AuthenticatedOperator {
  id: string;
  username: string;
  role: OperatorRole;
  merchantCodes: string[];
  allMerchants: boolean;
  mustChangePassword: boolean;
  totpEnabled: boolean;
}

/** Who did it, from where: attached to every audit entry. */
export interface AuditActor {
  operator: AuthenticatedOperator;
  ip: string;
  requestId: string;
}

export const toOperatorView = (o: AuthenticatedOperator | OperatorRecord): TOperator => ({
  id: o.id,
  username: o.username,
  role: o.role,
  permissions: [...ROLE_PERMISSIONS[o.role]],
  merchantCodes: o.merchantCodes,
  allMerchants: o.allMerchants,
  mustChangePassword: o.mustChangePassword,
  status: 'status' in o ? o.status : 'ACTIVE',
  totpEnabled: 'totpSecret' in o ? o.totpSecret !== null : o.totpEnabled,
});

export function createOperatorsService(deps: {
  db: Database;
  repository: OperatorsRepository;
  store: KeyValueStore;
  clock: Clock;
  secretBox: SecretBox;
}) {
  const { db, repository, store, clock, secretBox } = deps;
  const acceptCode = (operatorId: string, sealed: string, code: string) =>
    acceptTotpCode({
      secret: secretBox.open(sealed, OPERATOR_TOTP_PURPOSE),
      code,
      nowMs: clock.nowMs(),
      store,
      replayKey: `operator:${operatorId}`,
    });

  async function refuseIfThrottled(keys: { key: string; limit: number }[]) {
    for (const { key, limit } of keys) {
      const count = Number((await store.get(key)) ?? 0);
      if (count >= limit) {
        const seconds = Math.max(1, Math.ceil(((await store.ttlMs(key)) ?? LOGIN_FAILURE_WINDOW_MS) / 1000));
        throw new AppError('RATE_LIMITED', { seconds }, null, { 'Retry-After': String(seconds) });
      }
    }
  }

  /**
   * Per account, whatever the address: after a few failures in a row each further attempt must wait
   * longer (domain/login-delay.ts), and only one attempt holds each slot, so rotating addresses or
   * sending in parallel buys nothing. A right password inside the wait is refused too.
   */
  async function claimAccountAttempt(account: string) {
    const attempt = await store.increment(`bo-login-acct:${account}`, ACCOUNT_FAILURE_WINDOW_MS);
    const delayMs = accountRetryDelayMs(attempt);
    if (delayMs === 0) return;
    if (await store.setIfAbsent(`bo-login-slot:${account}`, '1', delayMs)) return;
    await store.decrement(`bo-login-acct:${account}`);
    const seconds = Math.max(
      1,
      Math.ceil(((await store.ttlMs(`bo-login-slot:${account}`)) ?? delayMs) / 1000),
    );
    throw new AppError('RATE_LIMITED', { seconds }, null, { 'Retry-After': String(seconds) });
  }

  return {
    async login(
      username: string,
      password: string,
      client: { ip: string; userAgent: string; requestId: string },
      totpCode?: string,
    ): Promise<{ token: string; operator: TOperator }> {
      const { ip } = client;
      const account = username.toLowerCase();
      const pairKey = `bo-login-fail:${ipLimitKey(ip)}:${account}`;
      const ipKey = `bo-login-fail:${ipLimitKey(ip)}`;
      await refuseIfThrottled([
        { key: pairKey, limit: MAX_FAILURES_PER_IP_AND_USER },
        { key: ipKey, limit: MAX_FAILURES_PER_IP },
      ]);
      await claimAccountAttempt(account);
      const operator = await repository.findByUsername(username);
      const valid = operator
        ? await verifyPassword(operator.passwordHash, password)
        : (await burnVerification(password), false);
      const trail = (action: string, reason: string | null) =>
        repository.insertAudit(db, {
          operatorId: operator?.id ?? null,
          operatorName: operator?.username ?? username.slice(0, 64),
          merchantCode: null,
          action,
          target: `operator:${operator?.username ?? username.slice(0, 64)}`,
          before: null,
          after: { userAgent: client.userAgent.slice(0, 300), ...(reason ? { reason } : {}) },
          ip,
          requestId: client.requestId,
        });
      if (!operator || !valid || operator.status !== 'ACTIVE') {
        await store.increment(pairKey, LOGIN_FAILURE_WINDOW_MS);
        await store.increment(ipKey, LOGIN_FAILURE_WINDOW_MS);
        await trail('operator.login-failed', !operator ? 'unknown' : !valid ? 'password' : 'disabled');
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (operator.totpSecret !== null) {
        // The password was right: ask for the authenticator's code (the attempt stays counted).
        if (!totpCode) {
          await trail('operator.login-totp-asked', null);
          throw new AppError('VERIFICATION_REQUIRED', {}, { totp: true });
        }
        if (!(await acceptCode(operator.id, operator.totpSecret, totpCode))) {
          await store.increment(pairKey, LOGIN_FAILURE_WINDOW_MS);
          await trail('operator.login-failed', 'totp');
          throw new AppError('INVALID_CREDENTIALS');
        }
      }
      await Promise.all([
        store.delete(pairKey),
        store.delete(`bo-login-acct:${account}`),
        store.delete(`bo-login-slot:${account}`),
      ]);
      await trail('operator.login', null);
      const token = newToken();
      await repository.insertSession({
        tokenHash: hashToken(token),
        operatorId: operator.id,
        expiresAt: new Date(clock.nowMs() + SESSION_TTL_MS),
        ip,
      });
      return { token, operator: toOperatorView(operator) };
    },

    async authenticate(token: string): Promise<AuthenticatedOperator | undefined> {
      const operator = await repository.findSessionOperator(hashToken(token), clock.now());
      return (
        operator && {
          id: operator.id,
          username: operator.username,
          role: operator.role,
          merchantCodes: operator.merchantCodes,
          allMerchants: operator.allMerchants,
          mustChangePassword: operator.mustChangePassword,
          totpEnabled: operator.totpSecret !== null,
        }
      );
    },

    logout: (token: string) => repository.revokeSession(hashToken(token)),

    assertPermission(operator: AuthenticatedOperator, permission: OperatorPermission) {
      if (!hasPermission(operator.role, permission)) throw new AppError('FORBIDDEN');
    },

    assertMerchant(operator: AuthenticatedOperator, merchantCode: string) {
      if (!canServeMerchant(operator, merchantCode)) throw new AppError('FORBIDDEN');
    },

    /** Resources that belong to no merchant (vendor secrets, the global catalogue, reconciliation). */
    assertGlobal(operator: AuthenticatedOperator) {
      if (!operator.allMerchants) throw new AppError('FORBIDDEN');
    },

    async list(): Promise<TOperator[]> {
      return (await repository.list()).map(toOperatorView);
    },

    async create(
      actor: AuditActor,
      input: {
        username: string;
        password: string;
        role: OperatorRole;
        merchantCodes: string[];
        allMerchants: boolean;
      },
    ): Promise<TOperator> {
      // Nobody hands out more reach than they have.
      if (input.allMerchants) this.assertGlobal(actor.operator);
      for (const code of input.merchantCodes) this.assertMerchant(actor.operator, code);
      const record = {
        id: newId(),
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        merchantCodes: input.allMerchants ? [] : [...new Set(input.merchantCodes)],
        allMerchants: input.allMerchants,
        mustChangePassword: false,
        status: 'ACTIVE' as const,
        totpSecret: null,
      };
      await db.transaction(async (tx) => {
        if (!(await repository.insert(tx, record))) throw new AppError('CONFLICT');
        await repository.insertAudit(tx, {
          operatorId: actor.operator.id,
          operatorName: actor.operator.username,
          merchantCode: null,
          action: 'operator.create',
          target: `operator:${input.username}`,
          before: null,
          after: {
            username: input.username,
            role: input.role,
            merchantCodes: record.merchantCodes,
            allMerchants: record.allMerchants,
          },
          ip: actor.ip,
          requestId: actor.requestId,
        });
      });
      return toOperatorView(record);
    },

    /**
     * Outside demo mode, the first start creates `admin` with a one-time password shown once in the
     * log; it can do nothing but change it (the guard enforces that on every call).
     */
    async ensureBootstrapOperator(log: (line: string) => void): Promise<void> {
      if ((await repository.count()) > 0) return;
      const password = randomBytes(18).toString('base64url');
      await db.transaction(async (tx) => {
        await repository.insert(tx, {
          id: newId(),
          username: 'admin',
          passwordHash: await hashPassword(password),
          role: 'SUPER_ADMIN',
          merchantCodes: [],
          allMerchants: true,
          mustChangePassword: true,
        });
      });
      log(
        `first start: operator "admin" created with the one-time password ${password} (change it at /bo/ now)`,
      );
    },

    /** The operator's own password: the current one is checked, other sessions end, it is audited. */
    async changeOwnPassword(actor: AuditActor, token: string, currentPassword: string, newPassword: string) {
      await claimAccountAttempt(actor.operator.username.toLowerCase());
      const record = await repository.findById(actor.operator.id);
      if (!record || !(await verifyPassword(record.passwordHash, currentPassword)))
        throw new AppError('OLD_PASSWORD_WRONG');
      if (currentPassword === newPassword) throw new AppError('FIELD_INVALID', { message: 'newPassword' });
      await store.delete(`bo-login-acct:${actor.operator.username.toLowerCase()}`);
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repository.setPassword(tx, record.id, hash);
        const ended = await repository.revokeSessionsOf(tx, record.id, hashToken(token));
        await this.audit(tx, actor, {
          merchantCode: null,
          action: 'operator.password-changed',
          target: `operator:${record.username}`,
          before: null,
          after: { otherSessionsEnded: ended },
        });
      });
    },

    /** Starts enrolling an authenticator: a fresh seed held aside until a code proves the app has it. */
    async totpSetup(actor: AuditActor, issuer: string) {
      const record = await repository.findById(actor.operator.id);
      if (!record || record.totpSecret !== null) throw new AppError('CONFLICT');
      const secret = newTotpSecret();
      await store.set(
        `bo-totp-setup:${record.id}`,
        secretBox.seal(secret, OPERATOR_TOTP_SETUP_PURPOSE),
        TOTP_SETUP_TTL_MS,
      );
      return { secret, otpauthUrl: totpUri(secret, record.username, issuer) };
    },

    async totpEnable(actor: AuditActor, code: string) {
      const held = await store.get(`bo-totp-setup:${actor.operator.id}`);
      if (!held) throw new AppError('CONFLICT');
      const secret = secretBox.open(held, OPERATOR_TOTP_SETUP_PURPOSE);
      const sealed = secretBox.seal(secret, OPERATOR_TOTP_PURPOSE);
      if (!(await acceptCode(actor.operator.id, sealed, code))) throw new AppError('SMS_CODE_INVALID');
      await store.delete(`bo-totp-setup:${actor.operator.id}`);
      await db.transaction(async (tx) => {
        await repository.setTotpSecret(tx, actor.operator.id, sealed);
        await this.audit(tx, actor, {
          merchantCode: null,
          action: 'operator.totp-enabled',
          target: `operator:${actor.operator.username}`,
          before: null,
          after: null,
        });
      });
    },

    /** Turning the authenticator off takes a current code (counted like a password attempt). */
    async totpDisable(actor: AuditActor, code: string) {
      await claimAccountAttempt(actor.operator.username.toLowerCase());
      const record = await repository.findById(actor.operator.id);
      if (!record?.totpSecret) throw new AppError('CONFLICT');
      if (!(await acceptCode(record.id, record.totpSecret, code))) throw new AppError('SMS_CODE_INVALID');
      await store.delete(`bo-login-acct:${actor.operator.username.toLowerCase()}`);
      await db.transaction(async (tx) => {
        await repository.setTotpSecret(tx, record.id, null);
        await this.audit(tx, actor, {
          merchantCode: null,
          action: 'operator.totp-disabled',
          target: `operator:${record.username}`,
          before: null,
          after: null,
        });
      });
    },

    /** Disables or enables another operator; disabling ends its sessions at once. */
    async setStatus(actor: AuditActor, operatorId: string, status: 'ACTIVE' | 'DISABLED') {
      if (operatorId === actor.operator.id) throw new AppError('CONFLICT');
      const target = await repository.findById(operatorId);
      if (!target) throw new AppError('NOT_FOUND');
      if (target.allMerchants) this.assertGlobal(actor.operator);
      for (const code of target.merchantCodes) this.assertMerchant(actor.operator, code);
      await db.transaction(async (tx) => {
        if (!(await repository.setStatus(tx, operatorId, status))) return;
        const ended = status === 'DISABLED' ? await repository.revokeSessionsOf(tx, operatorId, null) : 0;
        await this.audit(tx, actor, {
          merchantCode: null,
          action: status === 'DISABLED' ? 'operator.disabled' : 'operator.enabled',
          target: `operator:${target.username}`,
          before: { status: target.status },
          after: { status, sessionsEnded: ended },
        });
      });
      return toOperatorView({ ...target, status });
    },

    /** Ends every session of an operator (a lost laptop, a suspected leak). */
    async revokeSessions(actor: AuditActor, operatorId: string) {
      const target = await repository.findById(operatorId);
      if (!target) throw new AppError('NOT_FOUND');
      if (target.allMerchants) this.assertGlobal(actor.operator);
      return db.transaction(async (tx) => {
        const ended = await repository.revokeSessionsOf(tx, operatorId, null);
        await this.audit(tx, actor, {
          merchantCode: null,
          action: 'operator.sessions-revoked',
          target: `operator:${target.username}`,
          before: null,
          after: { sessionsEnded: ended },
        });
        return { sessionsEnded: ended };
      });
    },

    /** Seeds an operator if absent (demo mode); never overwrites a changed password. */
    async ensureOperator(username: string, password: string, role: OperatorRole): Promise<void> {
      if (await repository.findByUsername(username)) return;
      await db.transaction(async (tx) => {
        await repository.insert(tx, {
          id: newId(),
          username,
          passwordHash: await hashPassword(password),
          role,
          merchantCodes: [],
          allMerchants: true,
        });
      });
    },

    /** Records an operator change inside the caller's transaction, so the change and its trail commit together. */
    async audit(
      tx: Queryable,
      actor: AuditActor,
      entry: { merchantCode: string | null; action: string; target: string; before: unknown; after: unknown },
    ) {
      await repository.insertAudit(tx, {
        operatorId: actor.operator.id,
        operatorName: actor.operator.username,
        ip: actor.ip,
        requestId: actor.requestId,
        ...entry,
      });
    },

    async auditPage(
      operator: AuthenticatedOperator,
      filter: { merchantCode?: string; action?: string; pageNo: number; pageSize: number },
    ): Promise<{ list: TAuditEntry[]; pageNo: number; pageSize: number; total: number; totalPages: number }> {
      if (filter.merchantCode && !canServeMerchant(operator, filter.merchantCode))
        throw new AppError('FORBIDDEN');
      const { list, total } = await repository.pageAudit({
        ...filter,
        merchantScope: merchantFilterOf(operator) as string[] | null,
      });
      return {
        list,
        pageNo: filter.pageNo,
        pageSize: filter.pageSize,
        total,
        totalPages: Math.ceil(total / filter.pageSize),
      };
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
