import type { TOperator } from '@platform/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { api, onUnauthorized, readToken, writeToken } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';

interface SessionValue {
  operator: TOperator | undefined;
  loading: boolean;
  signIn(token: string, operator: TOperator): void;
  signOut(): Promise<void>;
  can(permission: TOperator['permissions'][number]): boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: () => api<TOperator>('/api/bo/auth/me'),
  retry: false,
});

/** The operator's session: the token in session storage, the operator from `/api/bo/auth/me`. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [token, setToken] = useState(readToken);
  const me = useQuery({ ...meQuery, enabled: !!token });

  useEffect(
    () =>
      onUnauthorized(() => {
        setToken(null);
        client.clear();
      }),
    [client],
  );

  const value: SessionValue = {
    operator: token ? me.data : undefined,
    loading: !!token && me.isPending,
    signIn(newToken, operator) {
      writeToken(newToken);
      client.setQueryData(queryKeys.me, operator);
      setToken(newToken);
    },
    async signOut() {
      await api('/api/bo/auth/logout', { method: 'POST' }).catch(() => undefined);
      writeToken(null);
      setToken(null);
      client.clear();
    },
    can: (permission) => !!me.data?.permissions.includes(permission),
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
