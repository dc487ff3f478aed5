import { CONTENT_PATHS } from '@platform/contracts/client';
import type { TInboxMark, TInboxPage, TUnreadCount } from '@platform/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../../../lib/api-client.ts';
import { isTrialUser, session } from '../../../lib/session.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { INBOX_PAGE_SIZE, type InboxFilter } from '../inbox-view.ts';

/**
 * The member's platform messages (messageV2, spec §2) and unread count (spec §7 CSP_unreadCount).
 * Keys carry the session token, so another login in the same tab never sees the previous member's.
 * Trial users have no inbox (spec §6: no unread-message fetch).
 */
export const inboxKeys = {
  all: (token: string) => ['inbox', token] as const,
  unread: (token: string) => ['inbox', token, 'unread'] as const,
  pages: (token: string) => ['inbox', token, 'page'] as const,
};

export interface InboxPageQuery {
  pageNo: number;
  status: InboxFilter;
}

export const unreadCountQuery = (token: string) =>
  queryOptions({
    queryKey: inboxKeys.unread(token),
    queryFn: async () => (await api.get<TUnreadCount>(CONTENT_PATHS.unreadCount)).count,
    // The inbox socket keeps it fresh; a re-read covers a socket that could not connect.
    staleTime: 30_000,
    refetchInterval: 120_000,
  });

export const inboxPageQuery = (token: string, query: InboxPageQuery) =>
  queryOptions({
    queryKey: [...inboxKeys.pages(token), query] as const,
    queryFn: () =>
      api.get<TInboxPage>(CONTENT_PATHS.messages, {
        pageNo: query.pageNo,
        pageSize: INBOX_PAGE_SIZE,
        status: query.status,
      }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

const memberToken = () => {
  const { token, userInfo } = session.get();
  return token && !isTrialUser(userInfo) ? token : null;
};

/** The token of a member who has an inbox: logged in and not a trial user. */
export function useInboxToken(): string | null {
  return useSyncExternalStore(session.subscribe, memberToken, memberToken);
}

/** The live unread count; 0 for visitors and trial users. */
export function useUnreadCount(): number {
  const token = useInboxToken();
  return useQuery({ ...unreadCountQuery(token ?? ''), enabled: !!token }).data ?? 0;
}

export function useInboxPage(query: InboxPageQuery) {
  const token = useSessionToken();
  return useQuery({ ...inboxPageQuery(token ?? '', query), enabled: !!token });
}

/** A new count from the server (a push, or the answer to read or delete): the badge, and the pages. */
export function applyUnreadCount(client: QueryClient, token: string, count: number) {
  const previous = client.getQueryData<number>(inboxKeys.unread(token));
  client.setQueryData(inboxKeys.unread(token), count);
  // A changed count means a message arrived or was read elsewhere: the open inbox re-reads its page.
  if (previous !== count) void client.invalidateQueries({ queryKey: inboxKeys.pages(token) });
}

export function useMarkRead() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (body: TInboxMark) => api.post<TUnreadCount>(CONTENT_PATHS.messagesRead, body),
    onSuccess: ({ count }) => {
      if (!token) return;
      client.setQueryData(inboxKeys.unread(token), count);
      void client.invalidateQueries({ queryKey: inboxKeys.pages(token) });
    },
  });
}

export function useDeleteMessages() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<TUnreadCount>(CONTENT_PATHS.messagesDelete, { ids }),
    onSuccess: ({ count }) => {
      if (!token) return;
      client.setQueryData(inboxKeys.unread(token), count);
      void client.invalidateQueries({ queryKey: inboxKeys.pages(token) });
    },
  });
}
