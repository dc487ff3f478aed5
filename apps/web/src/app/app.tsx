import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { LazyModalHost } from '../components/modal/lazy-modal-host.tsx';
import { ToastHost } from '../components/toast/index.ts';
import { authPopup } from '../features/auth/stores/auth-popup-store.ts';
import { systemStatusQuery } from '../features/system/api/system-api.ts';
import { ApiError } from '../lib/api-client.ts';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { AppRoutes } from './router.tsx';

const SITE_GATE_CODES = new Set(['MAINTENANCE', 'REGION_BLOCKED']);

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A call refused for maintenance or region means the site state changed: re-read the status.
      onError: (error) => {
        if (error instanceof ApiError && SITE_GATE_CODES.has(error.code)) {
          void client.invalidateQueries({ queryKey: systemStatusQuery.queryKey });
        }
        // The server holds this session to a password change (spec §4), whatever this tab remembers.
        if (
          error instanceof ApiError &&
          error.code === 'PASSWORD_CHANGE_REQUIRED' &&
          authPopup.get() === null
        )
          authPopup.openChangePassword({ forced: true });
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2,
      },
    },
  });
  return client;
}

/**
 * The providers and hosts around the routes. The browser puts them around its `BrowserRouter`; the
 * server's drawing of a first screen around a `StaticRouter` (entry-server.tsx), so both trees match.
 */
export function AppFrame({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyModalHost />
        <ToastHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function App({ i18n, queryClient }: { i18n: I18n; queryClient: QueryClient }) {
  return (
    <AppFrame i18n={i18n} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
