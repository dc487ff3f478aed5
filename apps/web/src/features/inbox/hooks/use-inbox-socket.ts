import { CONTENT_PATHS } from '@platform/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMemberSocket } from '../../../hooks/use-member-socket.ts';
import { applyUnreadCount, useInboxToken } from '../api/inbox-api.ts';
import { parseUnreadMessage } from '../inbox-view.ts';

/**
 * Keeps the unread count live (spec §2 badges, §7 CSP_unreadCount): the inbox socket pushes the count
 * on connect and after every change, and each push replaces the cached count. Mounted once, in the
 * header, for members with an inbox (never trial users); logging out closes it.
 */
export function useInboxSocket() {
  const client = useQueryClient();
  const token = useInboxToken();
  const onMessage = useCallback(
    (data: unknown) => {
      const count = parseUnreadMessage(data);
      if (count !== null && token) applyUnreadCount(client, token, count);
    },
    [client, token],
  );
  useMemberSocket({ path: CONTENT_PATHS.inboxSocket, token, onMessage });
}
