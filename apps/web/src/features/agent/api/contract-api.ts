import type {
  TAgentRevenue,
  TContractConsolidated,
  TContractRelayAnswer,
  TContractRelayRequest,
  TSettlementDetail,
  TSettlementPage,
  TSettlementQuery,
} from '@platform/contracts';
import {
  AGENT_CONTRACT_PATHS,
  AGENT_CONTRACT_RELAY,
  type AgentContractKind,
} from '@platform/contracts/client';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { SESSION_KEYS, writeSession } from '../../../lib/storage-keys.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { agentKey, type WireQuery } from './agent-keys.ts';

/**
 * The agent contracts (issue 11): each kind's relay call (the spec's §7 contract calls, every action
 * answering the state after it), the consolidated info, the statements and my income. Every key is
 * under `['agent', token, 'contracts']`, so that an action refreshes all of them at once.
 */
const contractsKey = (token: string, ...rest: unknown[]) => agentKey(token, 'contracts', ...rest);

export const relay = (kind: AgentContractKind, body: TContractRelayRequest) =>
  api.post<TContractRelayAnswer>(AGENT_CONTRACT_RELAY[kind], body);

/** My contract of a kind, an offer waiting for me, my direct sub-agents' contracts (action INFO). */
export const contractInfoQuery = (token: string, kind: AgentContractKind) =>
  queryOptions({
    queryKey: contractsKey(token, 'info', kind),
    queryFn: () => relay(kind, { action: 'INFO' }),
    staleTime: 15_000,
  });

export function useContractInfo(kind: AgentContractKind) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...contractInfoQuery(token, kind), enabled: !!token });
}

/** Any other action of a kind: its answer is the new state; the badges and statements follow. */
export function useContractAction(kind: AgentContractKind) {
  const client = useQueryClient();
  const token = useSessionToken() ?? '';
  return useMutation({
    mutationFn: (body: TContractRelayRequest) => relay(kind, body),
    onSuccess: async (answer) => {
      client.setQueryData(contractInfoQuery(token, kind).queryKey, answer);
      await client.invalidateQueries({ queryKey: contractsKey(token) });
    },
  });
}

/** What waits for the agent per kind, and the four flags; the flags go to session storage (spec §9). */
export const consolidatedQuery = (token: string) =>
  queryOptions({
    queryKey: contractsKey(token, 'consolidated'),
    queryFn: () => api.get<TContractConsolidated>(AGENT_CONTRACT_PATHS.consolidated),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useContractConsolidated() {
  const token = useSessionToken() ?? '';
  const query = useQuery({ ...consolidatedQuery(token), enabled: !!token });
  const info = query.data;
  useEffect(() => {
    if (!info) return;
    writeSession(SESSION_KEYS.consolidated, JSON.stringify(info));
    writeSession(SESSION_KEYS.enableContract, String(info.enableContract));
    writeSession(SESSION_KEYS.enableSalary, String(info.enableSalary));
  }, [info]);
  return query;
}

/** Settlements of my contracts of a kind (PAYEE) or of my sub-agents' (PAYER). */
export const statementsQuery = (token: string, query: WireQuery<TSettlementQuery>) =>
  queryOptions({
    queryKey: contractsKey(token, 'statements', query),
    queryFn: () => api.get<TSettlementPage>(AGENT_CONTRACT_PATHS.statements, { ...query }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useStatements(query: WireQuery<TSettlementQuery>) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...statementsQuery(token, query), enabled: !!token });
}

/** One settlement with its statement, line by line. */
export const statementQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: contractsKey(token, 'statement', id),
    queryFn: () =>
      api.get<TSettlementDetail>(AGENT_CONTRACT_PATHS.statement.replace(':id', encodeURIComponent(id))),
    staleTime: 60_000,
  });

export function useStatement(id: string | null) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...statementQuery(token, id ?? ''), enabled: !!token && !!id });
}

/** My contract income per kind for a period (agentRevenueReport). */
export const revenueQuery = (token: string, period: { from: string; to: string }) =>
  queryOptions({
    queryKey: contractsKey(token, 'revenue', period),
    queryFn: () => api.get<TAgentRevenue>(AGENT_CONTRACT_PATHS.revenue, { ...period }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useRevenue(period: { from: string; to: string }) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...revenueQuery(token, period), enabled: !!token });
}
