import type { TRegisterRulesUpdate } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { RuleMap } from '../rule-draft.ts';

const rulesPath = (merchantCode: string) =>
  `/api/bo/merchants/${encodeURIComponent(merchantCode)}/register-rules`;

/** A merchant's registration fields: which are shown, required, and what they must match. */
export const registerRulesApi = {
  get: (merchantCode: string) => api<RuleMap>(rulesPath(merchantCode)),
  save: (merchantCode: string, body: TRegisterRulesUpdate) =>
    api<RuleMap>(rulesPath(merchantCode), { method: 'PUT', body }),
};

export const registerRulesQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: queryKeys.registerRules(merchantCode),
    queryFn: () => registerRulesApi.get(merchantCode),
  });

export const useRegisterRules = (merchantCode: string) => useQuery(registerRulesQuery(merchantCode));
