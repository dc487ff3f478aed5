import type { TCreateOperator, TOperator, TOperatorStatusUpdate } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const operatorPath = (id: string) => `/api/bo/operators/${encodeURIComponent(id)}`;

/** The console's operators: who may sign in, with which role, for which merchants. */
export const operatorsApi = {
  list: () => api<TOperator[]>('/api/bo/operators'),
  create: (body: TCreateOperator) => api<TOperator>('/api/bo/operators', { method: 'POST', body }),
  setStatus: (id: string, body: TOperatorStatusUpdate) =>
    api<TOperator>(`${operatorPath(id)}/status`, { method: 'PUT', body }),
  revokeSessions: (id: string) =>
    api<{ sessionsEnded: number }>(`${operatorPath(id)}/sessions/revoke`, { method: 'POST' }),
};

export const operatorsQuery = queryOptions({ queryKey: queryKeys.operators, queryFn: operatorsApi.list });

/** Only operators who manage operators may list them. */
export const useOperators = (canManage: boolean) => useQuery({ ...operatorsQuery, enabled: canManage });
