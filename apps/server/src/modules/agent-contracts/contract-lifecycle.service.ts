import { randomUUID } from 'node:crypto';
import {
  isAgentType,
  type AgentContractKind,
  type TAgentContract,
  type TAgentTermsInput,
  type TContractRelayAnswer,
  type TContractRelayRequest,
  type TDividendCycle,
} from '@platform/contracts';
import type { CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  contractsEndedByLowerRate,
  describeExcess,
  readTerms,
  tiersExcess,
  writeTerms,
  type AgentCaller,
  type AgentsModule,
  type TeamGuard,
  type Tier,
} from '../agents/index.ts';
import { contractEnabled } from './contract-flags.ts';
import type { ContractRow, ContractsRepository, TierText } from './contracts.repository.ts';

type Ports = AgentsModule['contractPorts'];

/** A contract as its caller sees it. */
export function contractView(row: ContractRow, role: TAgentContract['role']): TAgentContract {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    cycle: row.cycle,
    tiers: row.tiers,
    payee: { id: row.payeeId, account: row.payeeAccount, nickname: row.payeeNickname },
    payer:
      row.payerId === null
        ? null
        : { id: row.payerId, account: row.payerAccount ?? '', nickname: row.payerNickname ?? '' },
    offeredAt: row.offeredAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endedReason: row.endedReason,
    terminationRequestedBy: row.terminationRequestedBy,
    role,
  };
}

/** Tiers in the contracts' shape, checked against the currency's scale, and back as canonical text. */
export function parseTiers(
  kind: AgentContractKind,
  tiers: readonly unknown[],
  currency: CurrencyCode,
): { tiers: readonly Tier[]; text: TierText[] } {
  const input = { [kind]: { tiers } } as unknown as TAgentTermsInput;
  const read = readTerms(
    {
      dividend: null,
      dailySalary: null,
      hourlySalary: null,
      realtimeSalary: null,
      ...(input as object),
    } as Parameters<typeof readTerms>[0],
    currency,
  );
  if (!read.ok) throw new AppError('VALIDATION_FAILED', { fields: read.field });
  const parsed = read.terms[kind];
  if (!parsed) throw new AppError('VALIDATION_FAILED', { fields: 'tiers' });
  return { tiers: parsed, text: writeTerms(read.terms, currency)[kind]!.tiers as TierText[] };
}

/**
 * The life of a contract (spec §4 "Contracts"): an upline offers one of its direct sub-agents a
 * contract, the sub-agent signs or rejects it, either side asks to end an active one and the other
 * agrees or keeps it. A signature that is lower than contracts below the signer ends those, once the
 * signer agrees (ADR 0024 `contractsEndedByLowerRate`). Every step is one transaction with its event.
 */
export function createContractLifecycle(deps: {
  db: Database;
  clock: Clock;
  contracts: ContractsRepository;
  guard: TeamGuard;
  ports: Ports;
  merchantFlags: (merchantCode: string) => Promise<Record<string, boolean | undefined>>;
}) {
  const { db, clock, contracts, guard, ports } = deps;

  const tiersOf = (row: Pick<ContractRow, 'kind' | 'tiers'>, currency: CurrencyCode) =>
    parseTiers(row.kind, row.tiers, currency).tiers;

  /** The ceiling of what an agent may offer below it of a kind: its own signed contract, else its terms. */
  async function ceilingOf(agent: AgentCaller, kind: AgentContractKind) {
    const own = await contracts.ofPayee(agent.id, kind, 'ACTIVE');
    if (own) return { tiers: tiersOf(own, agent.currency), cycle: own.cycle };
    const terms = await ports.terms(agent.id);
    const kindTerms = terms?.[kind];
    if (!kindTerms) return null;
    return { tiers: parseTiers(kind, kindTerms.tiers, agent.currency).tiers, cycle: null };
  }

  async function answer(agent: AgentCaller, kind: AgentContractKind, ended?: ContractRow[]) {
    const enabled = contractEnabled(await deps.merchantFlags(agent.merchantCode), kind);
    const [active, offered, downlines] = await Promise.all([
      contracts.ofPayee(agent.id, kind, 'ACTIVE'),
      contracts.ofPayee(agent.id, kind, 'OFFERED'),
      contracts.ofPayer(agent.id, kind),
    ]);
    const value: TContractRelayAnswer = {
      kind,
      enabled,
      active: active ? contractView(active, 'PAYEE') : null,
      offered: offered ? contractView(offered, 'PAYEE') : null,
      downlines: downlines.map((c) => contractView(c, 'PAYER')),
    };
    if (ended) value.ended = ended.map((c) => contractView(c, 'PAYER'));
    return value;
  }

  /** The contract named by the request, of this kind and with the caller on the expected side. */
  async function named(
    tx: Queryable,
    agent: AgentCaller,
    kind: AgentContractKind,
    id: string | undefined,
    side: 'PAYEE' | 'PAYER' | 'EITHER',
  ): Promise<ContractRow> {
    if (!id) throw new AppError('VALIDATION_FAILED', { fields: 'contractId' });
    const row = await contracts.byId(agent.merchantCode, id, tx, true);
    const mine =
      row &&
      row.kind === kind &&
      ((side !== 'PAYER' && row.payeeId === agent.id) || (side !== 'PAYEE' && row.payerId === agent.id));
    if (!mine) throw new AppError('CONTRACT_NOT_FOUND');
    return row;
  }

  const event = (tx: Queryable, contractId: string, actor: string, action: string, details = {}) =>
    contracts.recordEvent(tx, { contractId, at: clock.now(), actor, action, details });

  async function offer(agent: AgentCaller, kind: AgentContractKind, request: TContractRelayRequest) {
    if (!request.downlineId) throw new AppError('VALIDATION_FAILED', { fields: 'downlineId' });
    if (!request.tiers) throw new AppError('VALIDATION_FAILED', { fields: 'tiers' });
    const depth = await guard.member(agent, request.downlineId);
    const type = await ports.memberType(agent.merchantCode, request.downlineId);
    // Contracts bind an upline and its direct sub-agent; a member or a deeper agent is not a party.
    if (depth !== 1 || type === null || !isAgentType(type)) throw new AppError('DOWNLINE_NOT_FOUND');
    if (await ports.frozenAt(agent.id)) throw new AppError('CONTRACT_STATE_INVALID');
    const ceiling = await ceilingOf(agent, kind);
    if (!ceiling) throw new AppError('CONTRACT_STATE_INVALID');
    const { tiers, text } = parseTiers(kind, request.tiers, agent.currency);
    const excess = tiersExcess(kind, tiers, ceiling.tiers);
    if (excess) throw new AppError('AGENT_TERMS_EXCEEDED', {}, describeExcess(excess, agent.currency));
    const cycle: TDividendCycle | null = kind === 'dividend' ? (ceiling.cycle ?? request.cycle ?? 'D') : null;
    if (kind === 'dividend' && request.cycle && request.cycle !== cycle)
      throw new AppError('VALIDATION_FAILED', { fields: 'cycle' });
    await db.transaction(async (tx) => {
      await contracts.lockPayeeKind(tx, request.downlineId!, kind);
      const pending = await contracts.ofPayee(request.downlineId!, kind, 'OFFERED', tx);
      if (pending) {
        // A new offer replaces the unanswered one: the sub-agent answers the latest terms only.
        await contracts.setStatus(tx, pending.id, { status: 'CANCELLED', at: clock.now() });
        await event(tx, pending.id, agent.id, 'REPLACED_BY_NEW_OFFER');
      }
      const id = randomUUID();
      await contracts.insert(tx, {
        id,
        merchantCode: agent.merchantCode,
        kind,
        cycle,
        payeeId: request.downlineId!,
        payerId: agent.id,
        tiers: text,
        status: 'OFFERED',
        at: clock.now(),
        offeredBy: agent.id,
      });
      await event(tx, id, agent.id, 'OFFER', { tiers: text, cycle });
    });
  }

  /**
   * Signs an offer: the previous contract of the kind is replaced, and contracts below the signer
   * that would pay more than the new one end (spec §4), which the signer must have agreed to.
   */
  async function sign(
    tx: Queryable,
    merchantCode: string,
    currency: CurrencyCode,
    row: ContractRow,
    actor: string,
    agreeToEnd: boolean,
  ): Promise<ContractRow[]> {
    const accepted = tiersOf(row, currency);
    const below = await contracts.activeBelow(tx, merchantCode, row.payeeId, row.kind);
    const toEnd = contractsEndedByLowerRate(
      row.kind,
      accepted,
      below.map((c) => ({
        contractId: c.id,
        payerAgentId: c.payerId ?? '',
        payeeAgentId: c.payeeId,
        depth: c.depth,
        tiers: tiersOf(c, currency),
      })),
    );
    const endedRows = toEnd.map((e) => below.find((c) => c.id === e.contract.contractId)!);
    if (endedRows.length > 0 && !agreeToEnd) {
      throw new AppError(
        'CONTRACT_ENDS_DOWNLINE',
        {},
        {
          contracts: endedRows.map((c) => ({
            id: c.id,
            account: c.payeeAccount,
            depth: c.depth,
            kind: c.kind,
          })),
        },
      );
    }
    const now = clock.now();
    const previous = await contracts.ofPayee(row.payeeId, row.kind, 'ACTIVE', tx);
    if (previous) {
      await contracts.setStatus(tx, previous.id, { status: 'ENDED', at: now, endedReason: 'REPLACED' });
      await event(tx, previous.id, actor, 'REPLACED', { by: row.id });
    }
    for (const ended of endedRows) {
      await contracts.setStatus(tx, ended.id, { status: 'ENDED', at: now, endedReason: 'LOWER_RATE_ABOVE' });
      await event(tx, ended.id, actor, 'ENDED_BY_LOWER_RATE_ABOVE', { signed: row.id });
      await ports.setTermsOfKind(tx, {
        memberId: ended.payeeId,
        merchantCode,
        kind: ended.kind,
        tiers: null,
      });
    }
    await contracts.setStatus(tx, row.id, { status: 'ACTIVE', at: now });
    await event(tx, row.id, actor, 'SIGN', { ended: endedRows.map((c) => c.id) });
    // What the signer may offer below it follows what it is paid.
    await ports.setTermsOfKind(tx, { memberId: row.payeeId, merchantCode, kind: row.kind, tiers: row.tiers });
    return endedRows;
  }

  return {
    contractView,
    sign,
    answer,

    /** One of the spec's contract calls (§7), for one kind. */
    async relay(agent: AgentCaller, kind: AgentContractKind, request: TContractRelayRequest) {
      if (request.action === 'INFO') return answer(agent, kind);
      if (!contractEnabled(await deps.merchantFlags(agent.merchantCode), kind))
        throw new AppError('CONTRACT_KIND_DISABLED');
      if (request.action === 'OFFER') {
        await offer(agent, kind, request);
        return answer(agent, kind);
      }
      const ended = await db.transaction(async (tx) => {
        const side = ['SIGN', 'REJECT'].includes(request.action)
          ? 'PAYEE'
          : request.action === 'CANCEL'
            ? 'PAYER'
            : 'EITHER';
        const row = await named(tx, agent, kind, request.contractId, side);
        const mySide = row.payeeId === agent.id ? 'PAYEE' : 'PAYER';
        const now = clock.now();
        switch (request.action) {
          case 'SIGN':
            if (row.status !== 'OFFERED') throw new AppError('CONTRACT_STATE_INVALID');
            await contracts.lockPayeeKind(tx, row.payeeId, kind);
            return sign(tx, agent.merchantCode, agent.currency, row, agent.id, request.agreeToEnd === true);
          case 'REJECT':
          case 'CANCEL':
            if (row.status !== 'OFFERED') throw new AppError('CONTRACT_STATE_INVALID');
            await contracts.setStatus(tx, row.id, {
              status: request.action === 'REJECT' ? 'REJECTED' : 'CANCELLED',
              at: now,
            });
            await event(tx, row.id, agent.id, request.action);
            return [];
          case 'REQUEST_TERMINATION':
            if (row.status !== 'ACTIVE' || row.terminationRequestedBy !== null)
              throw new AppError('CONTRACT_STATE_INVALID');
            await contracts.setTerminationRequest(tx, row.id, mySide);
            await event(tx, row.id, agent.id, 'REQUEST_TERMINATION');
            return [];
          case 'TERMINATE':
          case 'KEEP': {
            // Only the other side answers a termination request.
            const asked = row.terminationRequestedBy;
            if (row.status !== 'ACTIVE' || asked === null || asked === mySide)
              throw new AppError('CONTRACT_STATE_INVALID');
            if (request.action === 'KEEP') {
              await contracts.setTerminationRequest(tx, row.id, null);
            } else {
              await contracts.setStatus(tx, row.id, { status: 'ENDED', at: now, endedReason: 'TERMINATED' });
              await ports.setTermsOfKind(tx, {
                memberId: row.payeeId,
                merchantCode: agent.merchantCode,
                kind,
                tiers: null,
              });
            }
            await event(tx, row.id, agent.id, request.action);
            return [];
          }
          default:
            throw new AppError('VALIDATION_FAILED', { fields: 'action' });
        }
      });
      return answer(agent, kind, ended.length > 0 ? ended : undefined);
    },
  };
}

export type ContractLifecycle = ReturnType<typeof createContractLifecycle>;
