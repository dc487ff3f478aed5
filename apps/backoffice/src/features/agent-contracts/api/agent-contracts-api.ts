import {
  AGENT_CONTRACT_PATHS,
  AGENT_PATHS,
  type TAdminAgentDetail,
  type TAdminAgentTreePage,
  type TAdminContractOffer,
  type TAdminContractPage,
  type TAdminRunPage,
  type TAdminRunRequest,
  type TAdminSettlementPage,
  type TAgentContract,
  type TContractTemplate,
  type TContractTemplateList,
  type TContractTemplateWrite,
  type TSettlementDetail,
  type TSettlementRunResult,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

/** A path of AGENT_CONTRACT_PATHS (or AGENT_PATHS) with the merchant code and id filled in. */
const pathOf = (template: string, merchantCode: string, id?: string) =>
  template.replace(':code', encodeURIComponent(merchantCode)).replace(':id', encodeURIComponent(id ?? ''));

/** The contracts list filter (ZAdminContractQuery) as the console sends it; the page size is the console's. */
export interface ContractQuery {
  kind?: string | undefined;
  status?: string | undefined;
  account?: string | undefined;
  pageNo: number;
}

export interface RunQuery {
  kind?: string | undefined;
  pageNo: number;
}

export interface SettlementQuery {
  kind?: string | undefined;
  status?: string | undefined;
  periodKey?: string | undefined;
  account?: string | undefined;
  pageNo: number;
}

/** How many top agents the offer dialog lists per search (the tree endpoint allows up to 100). */
const TOP_AGENTS_PAGE_SIZE = 50;

/** The back office's agent contract calls (OpenAPI tag "backoffice: agent contracts"). */
export const agentContractsApi = {
  contracts: (merchantCode: string, query: ContractQuery) =>
    api<TAdminContractPage>(
      `${pathOf(AGENT_CONTRACT_PATHS.adminContracts, merchantCode)}${queryString({ ...query, pageSize: LIST_PAGE_SIZE })}`,
    ),
  offer: (merchantCode: string, body: TAdminContractOffer) =>
    api<TAgentContract>(pathOf(AGENT_CONTRACT_PATHS.adminContracts, merchantCode), { method: 'POST', body }),
  end: (merchantCode: string, id: string) =>
    api<TAgentContract>(pathOf(AGENT_CONTRACT_PATHS.adminEndContract, merchantCode, id), {
      method: 'POST',
      body: {},
    }),
  runs: (merchantCode: string, query: RunQuery) =>
    api<TAdminRunPage>(
      `${pathOf(AGENT_CONTRACT_PATHS.adminRuns, merchantCode)}${queryString({ ...query, pageSize: LIST_PAGE_SIZE })}`,
    ),
  run: (merchantCode: string, body: TAdminRunRequest) =>
    api<TSettlementRunResult>(pathOf(AGENT_CONTRACT_PATHS.adminRuns, merchantCode), { method: 'POST', body }),
  settlements: (merchantCode: string, query: SettlementQuery) =>
    api<TAdminSettlementPage>(
      `${pathOf(AGENT_CONTRACT_PATHS.adminSettlements, merchantCode)}${queryString({ ...query, pageSize: LIST_PAGE_SIZE })}`,
    ),
  settlement: (merchantCode: string, id: string) =>
    api<TSettlementDetail>(pathOf(AGENT_CONTRACT_PATHS.adminSettlement, merchantCode, id)),
  force: (merchantCode: string, id: string) =>
    api<TSettlementDetail>(pathOf(AGENT_CONTRACT_PATHS.adminForce, merchantCode, id), {
      method: 'POST',
      body: {},
    }),
  templates: (merchantCode: string, kind?: string) =>
    api<TContractTemplateList>(
      `${pathOf(AGENT_CONTRACT_PATHS.adminTemplates, merchantCode)}${queryString({ kind })}`,
    ),
  createTemplate: (merchantCode: string, body: TContractTemplateWrite) =>
    api<TContractTemplate>(pathOf(AGENT_CONTRACT_PATHS.adminTemplates, merchantCode), {
      method: 'POST',
      body,
    }),
  updateTemplate: (merchantCode: string, id: string, body: TContractTemplateWrite) =>
    api<TContractTemplate>(pathOf(AGENT_CONTRACT_PATHS.adminTemplate, merchantCode, id), {
      method: 'PUT',
      body,
    }),
  archiveTemplate: (merchantCode: string, id: string) =>
    api<{ archived: true }>(pathOf(AGENT_CONTRACT_PATHS.adminTemplate, merchantCode, id), {
      method: 'DELETE',
    }),
  /** The merchant's top agents (the agent tree's roots), optionally those whose account matches. */
  topAgents: (merchantCode: string, account: string) =>
    api<TAdminAgentTreePage>(
      `${pathOf(AGENT_PATHS.adminTree, merchantCode)}${queryString({ account, pageNo: 1, pageSize: TOP_AGENTS_PAGE_SIZE })}`,
    ),
  agent: (merchantCode: string, id: string) =>
    api<TAdminAgentDetail>(pathOf(AGENT_PATHS.adminAgent, merchantCode, id)),
};

/** A missing or foreign id is an answer, not a hiccup: no retry. */
const retryServerErrors = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

export const useContractPage = (merchantCode: string, query: ContractQuery) =>
  useQuery({
    queryKey: queryKeys.agentContractPage(merchantCode, query),
    queryFn: () => agentContractsApi.contracts(merchantCode, query),
    placeholderData: keepPreviousData,
  });

export const useRunPage = (merchantCode: string, query: RunQuery) =>
  useQuery({
    queryKey: queryKeys.settlementRunPage(merchantCode, query),
    queryFn: () => agentContractsApi.runs(merchantCode, query),
    placeholderData: keepPreviousData,
  });

export const useSettlementPage = (merchantCode: string, query: SettlementQuery) =>
  useQuery({
    queryKey: queryKeys.settlementPage(merchantCode, query),
    queryFn: () => agentContractsApi.settlements(merchantCode, query),
    placeholderData: keepPreviousData,
  });

export const settlementQuery = (merchantCode: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.settlement(merchantCode, id),
    queryFn: () => agentContractsApi.settlement(merchantCode, id),
    retry: retryServerErrors,
  });

export const useSettlement = (merchantCode: string, id: string) =>
  useQuery(settlementQuery(merchantCode, id));

/** The merchant's live contract templates (of one kind), for the templates screen and the offer dialog. */
export const useTemplates = (merchantCode: string, kind?: string) =>
  useQuery({
    queryKey: queryKeys.contractTemplates(merchantCode, kind ?? ''),
    queryFn: () => agentContractsApi.templates(merchantCode, kind),
    placeholderData: keepPreviousData,
  });

/** Top agents matching an account, for the offer dialog's choice (members at the top are left out). */
export const useTopAgents = (merchantCode: string, account: string) =>
  useQuery({
    queryKey: queryKeys.agentTree(merchantCode, { root: true, account, pick: true }),
    queryFn: () => agentContractsApi.topAgents(merchantCode, account),
    placeholderData: keepPreviousData,
    select: (page) => ({ ...page, list: page.list.filter((node) => node.type === 'AGENT') }),
  });

/** Accounts of agents a statement names only by id (its sub-agents), each fetched once and cached. */
export const useAgentAccounts = (merchantCode: string, ids: readonly string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.agent(merchantCode, id),
      queryFn: () => agentContractsApi.agent(merchantCode, id),
      retry: retryServerErrors,
      staleTime: 5 * 60_000,
    })),
    combine: (results) =>
      new Map(ids.flatMap((id, i) => (results[i]?.data ? [[id, results[i].data.account] as const] : []))),
  });
