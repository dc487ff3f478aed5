import { createHash, randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import { currencyScale, isCurrencyCode, parseMoney, toDecimalString } from '@platform/money';
import type { SeamlessStatus, TSeamlessMoveRequest, TSeamlessResponse } from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { transactionWithRetry } from '../../platform/db/retry.ts';
import { createBatcher } from '../../platform/batching.ts';
import { InsufficientFundsError, type LedgerService } from '../ledger/index.ts';
import { replayVerdict, type SeamlessKind } from './domain/seamless-replay.ts';
import type {
  SeamlessRepository,
  StoredSeamlessTransaction,
  VendorRecord,
  WalletMember,
} from './seamless.repository.ts';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const VENDOR_CACHE_MS = 5_000;
const SESSION_CACHE_LIMIT = 50_000;
/**
 * How long a node trusts a cached launch session: a session ended on another node (logout, password
 * change) stops taking bets here within this time; on the node that ended it, at once.
 */
const SESSION_CACHE_MS = 5_000;
const MEMBER_CACHE_MS = 60_000;
/**
 * Fewer, larger batches cost PostgreSQL less per call (ADR 0016), but a waiting client pays for
 * every batch it queues behind (issue 16). Bets and wins that move money share one lane, wins of
 * nothing have theirs, and a bulk settlement's wins have two more; a lane's calls never wait behind
 * another lane's batches. The lanes that waiting players use run one batch at a time: a statement
 * costs PostgreSQL about 0.3 ms of CPU whatever its size, so a second batch in flight made the
 * machine spend more per round and a round wait longer (bench/wallet, ADR 0022 addendum). The bulk
 * lanes, which no player waits on, run two each. Six in all leave the pool (10 by default) four
 * connections for the careful path and everything else.
 */
const MOVE_BATCHES_IN_FLIGHT = 6;
const MOVE_BATCHES_OF_A_PLAYERS_LANE = 1;
const MOVE_BATCHES_OF_A_BULK_LANE = 2;
type Lane = 'MOVE' | 'ZERO_WIN' | 'SETTLE' | 'SETTLE_ZERO_WIN';
const BULK_LANES: ReadonlySet<string> = new Set<Lane>(['SETTLE', 'SETTLE_ZERO_WIN']);
const MOVE_BATCH_SIZE = 32;
/**
 * Wins that end a draw's or a match's rounds in bulk (`/settle`, ADR 0032) have their own lane: no
 * player waits on each, so a statement takes many more of them, and a slot's bets and wins never
 * queue behind a draw's thousands of wins.
 */
const SETTLE_WIN_BATCH_SIZE = 128;
/**
 * Wins of nothing take no ledger posting and no balance lock (a FOR SHARE guard and one insert):
 * a larger statement costs a waiting call little, and a lottery draw's bulk settlement sends them by
 * the hundred thousand (bench/lottery).
 */
const ZERO_WIN_BATCH_SIZE = 128;

/** Thrown inside a database transaction to roll it back and answer with a status instead. */
class Refusal extends Error {
  constructor(readonly status: SeamlessStatus) {
    super(status);
  }
}
/** The uuid was taken while we worked: roll back and answer from what is stored. */
class UuidTaken extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSeamlessService(deps: {
  db: Database;
  repository: SeamlessRepository;
  ledger: LedgerService;
  clock: Clock;
  houseGamesSecret: string;
  lotterySecret?: string;
  /** Called after a commit that changed a member's balance (real-time push). */
  balanceChanged: (memberId: string) => void;
}) {
  const { db, repository, ledger, clock } = deps;
  let vendorCache: { atMs: number; byCode: Map<string, VendorRecord> } | null = null;
  // Caching sessions spares a query on every bet of a game session; they change only when ended.
  const sessionCache = new Map<
    string,
    { session: Awaited<ReturnType<SeamlessRepository['sessionByTokenHash']>>; atMs: number }
  >();

  // One reload at a time: when the cache expires under a bulk settlement, hundreds of calls ask at once.
  let vendorReload: Promise<void> | null = null;
  async function vendor(code: string): Promise<VendorRecord | null> {
    if (!vendorCache || clock.nowMs() - vendorCache.atMs > VENDOR_CACHE_MS) {
      vendorReload ??= repository
        .vendors()
        .then((list) => {
          vendorCache = { atMs: clock.nowMs(), byCode: new Map(list.map((v) => [v.code, v])) };
        })
        .finally(() => {
          vendorReload = null;
        });
      await vendorReload;
    }
    return vendorCache!.byCode.get(code) ?? null;
  }

  /** The vendor's signing secret: HOUSE's comes from configuration, the others' from the back office. */
  async function vendorSecret(code: string): Promise<string | null> {
    const v = await vendor(code);
    if (!v || v.status !== 'ACTIVE' || v.walletType !== 'SEAMLESS') return null;
    if (code === 'HOUSE') return deps.houseGamesSecret;
    if (code === 'LOTTO') return deps.lotterySecret ?? null;
    return v.secret;
  }

  async function session(token: string) {
    const key = hashToken(token);
    const hit = sessionCache.get(key);
    if (hit && clock.nowMs() - hit.atMs < SESSION_CACHE_MS) return hit.session;
    const found = await repository.sessionByTokenHash(key);
    if (found) {
      if (sessionCache.size >= SESSION_CACHE_LIMIT) sessionCache.clear();
      sessionCache.set(key, { session: found, atMs: clock.nowMs() });
    }
    return found ?? null;
  }

  const counterAccount = (vendorCode: string) =>
    ({ system: vendorCode === 'HOUSE' || vendorCode === 'LOTTO' ? 'HOUSE' : 'VENDOR_SETTLEMENT' }) as const;

  async function cashBalance(member: WalletMember, q: Queryable = db): Promise<string> {
    const balances = await ledger.memberBalances(member.memberId, member.currency, q);
    return toDecimalString({ amountMinor: balances.CASH, currency: member.currency });
  }

  function answer(
    status: SeamlessStatus,
    request: { request_uuid: string; transaction_uuid?: string; user: string },
    extra: { balance?: string; currency?: string } = {},
  ): TSeamlessResponse {
    return {
      status,
      request_uuid: request.request_uuid,
      ...(request.transaction_uuid ? { transaction_uuid: request.transaction_uuid } : {}),
      user: request.user,
      ...extra,
    };
  }

  // Merchant, currency and type never change; status does, so the fast path checks it in SQL.
  const memberCache = new Map<string, { member: WalletMember; atMs: number }>();
  /**
   * Members not cached are looked up together: a draw's settlement brings thousands of winners at
   * once, several wins each, and one query per call (and per call of the same member in flight)
   * took a pool connection per win from the batches that post them (bench/lottery).
   */
  const memberLoader = new DataLoader<string, WalletMember | null>(
    async (ids) => {
      const wellFormed = ids.filter((id) => UUID.test(id));
      const found = wellFormed.length > 0 ? await repository.walletMembers(wellFormed) : [];
      const byId = new Map(found.map((m) => [m.memberId, m]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    // Our own cache keeps members for MEMBER_CACHE_MS; the loader only shares lookups in flight.
    { cache: false, maxBatchSize: 500 },
  );
  const memberLookups = new Map<string, Promise<WalletMember | null>>();
  async function cachedWalletMember(memberId: string): Promise<WalletMember | null> {
    const hit = memberCache.get(memberId);
    if (hit && clock.nowMs() - hit.atMs < MEMBER_CACHE_MS) return hit.member;
    let lookup = memberLookups.get(memberId);
    if (!lookup) {
      lookup = memberLoader.load(memberId).finally(() => memberLookups.delete(memberId));
      memberLookups.set(memberId, lookup);
    }
    const member = await lookup;
    if (member) {
      if (memberCache.size >= SESSION_CACHE_LIMIT) memberCache.clear();
      memberCache.set(memberId, { member, atMs: clock.nowMs() });
    }
    return member;
  }

  /**
   * The hot path of a bet or a win: guard, posting and the vendor transaction in one statement,
   * shared with the calls that arrived meanwhile (see `moves`). Answers null when it cannot decide
   * (member not active, bet not winnable, uuid taken): the careful path then works out the exact
   * status.
   */
  async function fastMove(
    kind: 'BET' | 'WIN',
    vendorCode: string,
    request: TSeamlessMoveRequest,
    bulk = false,
  ): Promise<TSeamlessResponse | null> {
    const resolved = await resolveMember(vendorCode, request, kind === 'BET', { cached: true });
    if (typeof resolved === 'string') return null;
    const member = resolved;
    const amountMinor = parseAmount(request.amount, member.currency);
    if (amountMinor === null) return null;
    if (kind === 'WIN' && !request.reference_transaction_uuid) return null;
    // Half of all rounds end in a win of nothing: batched too, with no ledger transaction.
    if (amountMinor === 0n && kind !== 'WIN') return null;
    let balance: string | null;
    try {
      balance = await moves.submit({
        lane: amountMinor === 0n ? (bulk ? 'SETTLE_ZERO_WIN' : 'ZERO_WIN') : bulk ? 'SETTLE' : 'MOVE',
        kind,
        vendorCode,
        request,
        member,
        amountMinor,
      });
    } catch {
      // The batch failed as a whole (a uuid taken meanwhile, a deadlock, a dropped connection after
      // or before the commit): the careful path finds out what is stored and answers exactly.
      return null;
    }
    if (balance === null) return null;
    if (amountMinor > 0n) deps.balanceChanged(member.memberId);
    return answer('RS_OK', request, { balance, currency: member.currency });
  }

  interface FastMove {
    /**
     * Bets and wins that move money share statements; wins of nothing have their own, and so do the
     * wins of a bulk settlement, which no player waits on.
     */
    lane: Lane;
    kind: 'BET' | 'WIN';
    vendorCode: string;
    request: TSeamlessMoveRequest;
    member: WalletMember;
    amountMinor: bigint;
  }

  /** One batch of a lane: the balance each call answers with, or null when it was not applied. */
  async function runMoves(batch: readonly FastMove[]): Promise<(string | null)[]> {
    const lane = batch[0]!.lane;
    if (lane === 'ZERO_WIN' || lane === 'SETTLE_ZERO_WIN') {
      return repository.insertZeroWins(
        db,
        batch.map((m) => ({
          vendorCode: m.vendorCode,
          transactionUuid: m.request.transaction_uuid,
          memberId: m.member.memberId,
          merchantCode: m.member.merchantCode,
          round: m.request.round,
          gameCode: m.request.game_code,
          referenceUuid: m.request.reference_transaction_uuid!,
          currency: m.member.currency,
          scale: currencyScale(m.member.currency),
        })),
      );
    }
    const posted = await ledger.postPairsGuarded(
      db,
      batch.map((m) => ({
        merchantCode: m.member.merchantCode,
        currency: m.member.currency,
        kind: m.kind,
        memberId: m.member.memberId,
        reference: `${m.vendorCode}:${m.request.transaction_uuid}`,
        details: { vendor: m.vendorCode, game: m.request.game_code, round: m.request.round },
        member: 'CASH' as const,
        system: counterAccount(m.vendorCode).system,
        memberAmountMinor: m.kind === 'BET' ? -m.amountMinor : m.amountMinor,
        // A win is decided on what the statement's snapshot holds of its round: posted only if no
        // other transaction (another node's) moved the member's money since (ADR 0025).
        onlyIfAccountUnchanged: m.kind === 'WIN',
      })),
      repository.fastMoveBatch(
        batch.map((m) => ({
          kind: m.kind,
          vendorCode: m.vendorCode,
          transactionUuid: m.request.transaction_uuid,
          round: m.request.round,
          gameCode: m.request.game_code,
          referenceUuid: m.request.reference_transaction_uuid ?? null,
          amountMinor: m.amountMinor,
          scale: currencyScale(m.member.currency),
        })),
      ),
    );
    return posted.map((p, i) => (p ? display(batch[i]!.member, p.balanceAfterMinor) : null));
  }

  /**
   * Bets, wins and wins of nothing, posted in batches (ADR 0016): under load one statement and one
   * commit serve many vendor calls. A call that its batch did not apply (a refusal, not enough
   * money, a uuid already taken) answers null and takes the careful path, which works out the exact
   * status.
   */
  const moves = createBatcher<FastMove, string | null>({
    maxInFlight: MOVE_BATCHES_IN_FLIGHT,
    maxInFlightOf: (lane) =>
      BULK_LANES.has(lane) ? MOVE_BATCHES_OF_A_BULK_LANE : MOVE_BATCHES_OF_A_PLAYERS_LANE,
    maxBatch: MOVE_BATCH_SIZE,
    maxBatchOf: (lane) =>
      lane === 'ZERO_WIN' || lane === 'SETTLE_ZERO_WIN'
        ? ZERO_WIN_BATCH_SIZE
        : lane === 'SETTLE'
          ? SETTLE_WIN_BATCH_SIZE
          : MOVE_BATCH_SIZE,
    keyOf: (m) => m.member.memberId,
    laneOf: (m) => m.lane,
    run: runMoves,
  });

  /** Who the call is for, and whether they may play: the checks common to every call. */
  async function resolveMember(
    vendorCode: string,
    request: { user: string; token?: string | undefined; currency?: string | undefined },
    tokenRequired: boolean,
    options: { cached?: boolean } = {},
  ): Promise<WalletMember | SeamlessStatus> {
    const lookup = options.cached ? cachedWalletMember : (id: string) => repository.walletMember(id);
    let member: WalletMember | null;
    if (request.token) {
      const s = await session(request.token);
      const valid = s && s.vendorCode === vendorCode && s.memberId === request.user;
      // Wins and rollbacks are accepted after the launch token has expired (API.md).
      if (!valid || (tokenRequired && s.expiresAt.getTime() <= clock.nowMs()))
        return 'RS_ERROR_INVALID_TOKEN';
      member = (await lookup(request.user)) ?? null;
    } else {
      if (tokenRequired) return 'RS_ERROR_INVALID_TOKEN';
      if (!/^[0-9a-f-]{36}$/i.test(request.user)) return 'RS_ERROR_INVALID_TOKEN';
      member = await lookup(request.user);
    }
    if (!member) return 'RS_ERROR_INVALID_TOKEN';
    if (member.status !== 'ACTIVE' || member.type === 4) return 'RS_ERROR_USER_DISABLED';
    const v = await vendor(vendorCode);
    if (request.currency !== undefined) {
      if (request.currency !== member.currency) return 'RS_ERROR_WRONG_CURRENCY';
      if (v?.currency && v.currency !== member.currency) return 'RS_ERROR_WRONG_CURRENCY';
    }
    return member;
  }

  function parseAmount(amount: string, currency: string): bigint | null {
    if (!isCurrencyCode(currency)) return null;
    try {
      const parsed = parseMoney(amount, currency).amountMinor;
      return parsed >= 0n ? parsed : null;
    } catch {
      return null;
    }
  }

  async function answerFromStored(
    kind: SeamlessKind,
    vendorCode: string,
    request: TSeamlessMoveRequest,
    member: WalletMember,
    amountMinor: bigint,
  ): Promise<TSeamlessResponse> {
    const stored = await repository.findTransaction(db, vendorCode, request.transaction_uuid);
    if (!stored) return answer('RS_ERROR_UNKNOWN', request);
    const verdict = replayVerdict(stored, {
      kind,
      memberId: member.memberId,
      round: request.round,
      referenceUuid: request.reference_transaction_uuid ?? null,
      amountMinor,
      currency: member.currency,
    });
    if (verdict === 'REPLAY') {
      return answer('RS_OK', request, {
        balance: stored.balanceAfter ?? (await cashBalance(member)),
        currency: member.currency,
      });
    }
    return answer(
      verdict === 'ROLLED_BACK' ? 'RS_ERROR_TRANSACTION_ROLLED_BACK' : 'RS_ERROR_DUPLICATE_TRANSACTION',
      request,
      {
        balance: await cashBalance(member),
        currency: member.currency,
      },
    );
  }

  /** Runs one bet/win/rollback with the refusals and duplicate handling they share. */
  async function move(
    kind: 'BET' | 'WIN' | 'ROLLBACK',
    vendorCode: string,
    request: TSeamlessMoveRequest,
    work: (member: WalletMember, amountMinor: bigint) => Promise<string>,
  ): Promise<TSeamlessResponse> {
    const resolved = await resolveMember(vendorCode, request, kind === 'BET');
    if (typeof resolved === 'string') return answer(resolved, request);
    const member = resolved;
    const amountMinor = parseAmount(request.amount, member.currency);
    if (amountMinor === null) return answer('RS_ERROR_WRONG_TYPES', request);
    if (kind !== 'BET' && !request.reference_transaction_uuid) return answer('RS_ERROR_WRONG_TYPES', request);
    try {
      const balance = await work(member, amountMinor);
      deps.balanceChanged(member.memberId);
      return answer('RS_OK', request, { balance, currency: member.currency });
    } catch (error) {
      if (error instanceof UuidTaken) return answerFromStored(kind, vendorCode, request, member, amountMinor);
      if (error instanceof InsufficientFundsError) {
        return answer('RS_ERROR_NOT_ENOUGH_MONEY', request, {
          balance: await cashBalance(member),
          currency: member.currency,
        });
      }
      if (error instanceof Refusal) {
        return answer(error.status, request, {
          balance: await cashBalance(member),
          currency: member.currency,
        });
      }
      throw error;
    }
  }

  const display = (member: WalletMember, amountMinor: bigint) =>
    toDecimalString({ amountMinor, currency: member.currency });

  return {
    vendorSecret,

    /**
     * Ends the member's open launch sessions (logout, password change): bets with their tokens are
     * refused from now on, while wins and rollbacks of bets already placed still settle (API.md).
     */
    /** Demo mode only (demo-play.ts): a played demo round moved back in time. */
    backdateDemoRound: (memberId: string, round: string, at: Date) =>
      repository.backdateRound('HOUSE', memberId, round, at),

    async endSessionsOf(memberId: string): Promise<void> {
      await repository.expireSessionsOf(memberId, clock.now());
      for (const [key, entry] of sessionCache)
        if (entry.session?.memberId === memberId) sessionCache.delete(key);
    },

    async issueSession(options: {
      vendorCode: string;
      memberId: string;
      merchantCode: string;
      gameCode: string;
    }) {
      const token = randomBytes(32).toString('base64url');
      await repository.insertSession({
        tokenHash: hashToken(token),
        ...options,
        expiresAt: new Date(clock.nowMs() + SESSION_TTL_MS),
      });
      return token;
    },

    async balance(
      vendorCode: string,
      request: { request_uuid: string; user: string; token?: string; currency?: string },
    ) {
      const resolved = await resolveMember(vendorCode, request, false);
      if (typeof resolved === 'string') return answer(resolved, request);
      return answer('RS_OK', request, { balance: await cashBalance(resolved), currency: resolved.currency });
    },

    async bet(vendorCode: string, request: TSeamlessMoveRequest) {
      const fast = await fastMove('BET', vendorCode, request);
      if (fast) return fast;
      return move('BET', vendorCode, request, (member, amountMinor) =>
        transactionWithRetry(db, async (tx) => {
          let balanceAfter: bigint | null = null;
          let ledgerId: bigint | null = null;
          if (amountMinor > 0n) {
            const posted = await ledger.post(tx, {
              merchantCode: member.merchantCode,
              currency: member.currency,
              kind: 'BET',
              memberId: member.memberId,
              reference: `${vendorCode}:${request.transaction_uuid}`,
              details: { vendor: vendorCode, game: request.game_code, round: request.round },
              legs: [
                { account: { member: member.memberId, kind: 'CASH' }, amountMinor: -amountMinor },
                { account: counterAccount(vendorCode), amountMinor },
              ],
            });
            balanceAfter = posted.memberBalances.get(`${member.memberId}:CASH`) ?? null;
            ledgerId = posted.transactionId;
          }
          const balance =
            balanceAfter === null ? await cashBalance(member, tx) : display(member, balanceAfter);
          const inserted = await repository.insertTransaction(tx, {
            vendorCode,
            transactionUuid: request.transaction_uuid,
            kind: 'BET',
            memberId: member.memberId,
            merchantCode: member.merchantCode,
            round: request.round,
            gameCode: request.game_code,
            referenceUuid: null,
            amountMinor,
            currency: member.currency,
            ledgerTransactionId: ledgerId,
            balanceAfter: balance,
          });
          if (!inserted) throw new UuidTaken();
          return balance;
        }),
      );
    },

    /** `bulk`: the win came in a bulk settlement (ADR 0032), batched in its own lane. */
    async win(vendorCode: string, request: TSeamlessMoveRequest, options: { bulk?: boolean } = {}) {
      const fast = await fastMove('WIN', vendorCode, request, options.bulk);
      if (fast) return fast;
      return move('WIN', vendorCode, request, (member, amountMinor) =>
        transactionWithRetry(db, async (tx) => {
          const bet = await betFor(tx, vendorCode, request, member);
          await lockCash(tx, member);
          if (bet.rolledBack) throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
          // The round may not pay more than its game can (ADR 0017); the bet row is locked meanwhile.
          if (
            amountMinor > 0n &&
            !(await repository.winFitsRound(tx, vendorCode, bet.transactionUuid, amountMinor))
          )
            throw new Refusal('RS_ERROR_LIMIT_REACHED');
          let balance: string | null = null;
          let ledgerId: bigint | null = null;
          if (amountMinor > 0n) {
            const posted = await ledger.post(tx, {
              merchantCode: member.merchantCode,
              currency: member.currency,
              kind: 'WIN',
              memberId: member.memberId,
              reference: `${vendorCode}:${request.transaction_uuid}`,
              details: { vendor: vendorCode, game: request.game_code, round: request.round },
              legs: [
                { account: counterAccount(vendorCode), amountMinor: -amountMinor },
                { account: { member: member.memberId, kind: 'CASH' }, amountMinor },
              ],
            });
            balance = display(member, posted.memberBalances.get(`${member.memberId}:CASH`) ?? 0n);
            ledgerId = posted.transactionId;
          }
          balance ??= await cashBalance(member, tx);
          const inserted = await repository.insertTransaction(tx, {
            vendorCode,
            transactionUuid: request.transaction_uuid,
            kind: 'WIN',
            memberId: member.memberId,
            merchantCode: member.merchantCode,
            round: request.round,
            gameCode: request.game_code,
            referenceUuid: request.reference_transaction_uuid ?? null,
            amountMinor,
            currency: member.currency,
            ledgerTransactionId: ledgerId,
            balanceAfter: balance,
          });
          if (!inserted) throw new UuidTaken();
          return balance;
        }),
      );
    },

    rollback(vendorCode: string, request: TSeamlessMoveRequest) {
      return move('ROLLBACK', vendorCode, request, async (member, amountMinor) =>
        transactionWithRetry(db, async (tx) => {
          const referenceUuid = request.reference_transaction_uuid!;
          const own = await repository.findTransaction(tx, vendorCode, request.transaction_uuid);
          if (own) throw new UuidTaken();
          const bet = await repository.findTransaction(tx, vendorCode, referenceUuid, true);
          await lockCash(tx, member);
          if (bet && (bet.kind !== 'BET' || bet.memberId !== member.memberId)) {
            throw new Refusal(
              bet.kind === 'TOMBSTONE'
                ? 'RS_ERROR_TRANSACTION_ROLLED_BACK'
                : 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
            );
          }
          // A settled round keeps its money: refunding its stake would leave the win paid (ADR 0017).
          if (bet && !bet.rolledBack && (await repository.roundHasPaidWins(tx, vendorCode, referenceUuid)))
            throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
          let balance: string | null = null;
          let ledgerId: bigint | null = null;
          if (!bet) {
            // The rollback overtook its bet: leave a tombstone so the late bet is refused.
            const tombstoned = await repository.insertTransaction(tx, {
              vendorCode,
              transactionUuid: referenceUuid,
              kind: 'TOMBSTONE',
              memberId: member.memberId,
              merchantCode: member.merchantCode,
              round: request.round,
              gameCode: request.game_code,
              referenceUuid: null,
              amountMinor: 0n,
              currency: member.currency,
              ledgerTransactionId: null,
              balanceAfter: null,
            });
            // The bet landed between our read and our insert: start over and refund it.
            if (!tombstoned) throw Object.assign(new Error('bet arrived concurrently'), { code: '40001' });
          } else if (!bet.rolledBack && bet.ledgerTransactionId !== null) {
            const reversed = await ledger.reverse(tx, bet.ledgerTransactionId, 'ROLLBACK', {
              vendor: vendorCode,
              round: request.round,
              transaction: request.transaction_uuid,
            });
            const after = reversed.balancesAfter.values().next().value;
            if (after !== undefined) balance = display(member, after);
            ledgerId = reversed.transactionId;
          }
          if (bet && !bet.rolledBack) await repository.markRolledBack(tx, vendorCode, referenceUuid);
          balance ??= await cashBalance(member, tx);
          const inserted = await repository.insertTransaction(tx, {
            vendorCode,
            transactionUuid: request.transaction_uuid,
            kind: 'ROLLBACK',
            memberId: member.memberId,
            merchantCode: member.merchantCode,
            round: request.round,
            gameCode: request.game_code,
            referenceUuid,
            amountMinor,
            currency: member.currency,
            ledgerTransactionId: ledgerId,
            balanceAfter: balance,
          });
          if (!inserted) throw new UuidTaken();
          return balance;
        }),
      );
    },
  };

  /**
   * The member's cash account, locked before a win or a rollback reads its round: the bet row is
   * locked first, as the batch statement does, and what the next statements read is then all
   * there is until we commit (ADR 0025).
   */
  function lockCash(tx: Queryable, member: WalletMember) {
    return ledger.lockMemberAccount(tx, member.merchantCode, member.currency, {
      member: member.memberId,
      kind: 'CASH',
    });
  }

  async function betFor(
    tx: Parameters<Parameters<typeof transactionWithRetry>[1]>[0],
    vendorCode: string,
    request: TSeamlessMoveRequest,
    member: WalletMember,
  ): Promise<StoredSeamlessTransaction> {
    const bet = await repository.findTransaction(tx, vendorCode, request.reference_transaction_uuid!, true);
    if (!bet) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    if (bet.kind === 'TOMBSTONE') throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
    if (bet.kind !== 'BET' || bet.memberId !== member.memberId)
      throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    return bet;
  }
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;
