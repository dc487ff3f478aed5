import {
  SUPPORT_PATHS,
  type TChatAdminPage,
  type TChatAdminQuery,
  type TChatMute,
  type TChatMutes,
  type TChatSettings,
  type TLiveModels,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

const paths = SUPPORT_PATHS.admin;
const withMerchant = (path: string, merchantCode: string) =>
  path.replace(':code', encodeURIComponent(merchantCode));

const MESSAGES_REFRESH_MS = 15_000;

/** The filter of the recent messages; the page size is the console's. */
export type ChatMessageQuery = Partial<Omit<TChatAdminQuery, 'pageSize'>>;

export const chatKeys = {
  all: (merchantCode: string) => ['bo', 'chat', merchantCode] as const,
  messages: (merchantCode: string) => ['bo', 'chat', merchantCode, 'messages'] as const,
  messagePage: (merchantCode: string, filter: ChatMessageQuery) =>
    ['bo', 'chat', merchantCode, 'messages', filter] as const,
  settings: (merchantCode: string) => ['bo', 'chat', merchantCode, 'settings'] as const,
  mutes: (merchantCode: string) => ['bo', 'chat', merchantCode, 'mutes'] as const,
  rooms: (merchantCode: string) => ['bo', 'chat', merchantCode, 'rooms'] as const,
};

/** Moderating a merchant's chat room: its recent lines, its settings, who may not speak. */
export const chatApi = {
  messages: (merchantCode: string, query: ChatMessageQuery) =>
    api<TChatAdminPage>(
      `${withMerchant(paths.chatMessages, merchantCode)}${queryString({ ...query, pageSize: LIST_PAGE_SIZE })}`,
    ),
  deleteMessage: (merchantCode: string, id: string) =>
    api<null>(withMerchant(paths.chatMessage, merchantCode).replace(':id', encodeURIComponent(id)), {
      method: 'DELETE',
    }),
  settings: (merchantCode: string) => api<TChatSettings>(withMerchant(paths.chatSettings, merchantCode)),
  saveSettings: (merchantCode: string, body: TChatSettings) =>
    api<TChatSettings>(withMerchant(paths.chatSettings, merchantCode), { method: 'PUT', body }),
  mutes: (merchantCode: string) => api<TChatMutes>(withMerchant(paths.chatMutes, merchantCode)),
  /** Mutes a member for `minutes` (0 lifts the mute); answers the mutes now. */
  mute: (merchantCode: string, body: TChatMute) =>
    api<TChatMutes>(withMerchant(paths.chatMutes, merchantCode), { method: 'PUT', body }),
  /** The live models, whose rooms the filter offers beside the lobby. */
  rooms: (merchantCode: string) => api<TLiveModels>(withMerchant(paths.models, merchantCode)),
};

export const useChatMessages = (merchantCode: string, query: ChatMessageQuery) =>
  useQuery(
    queryOptions({
      queryKey: chatKeys.messagePage(merchantCode, query),
      queryFn: () => chatApi.messages(merchantCode, query),
      placeholderData: keepPreviousData,
      // The room keeps talking while an operator watches it: new lines arrive without a reload.
      refetchInterval: MESSAGES_REFRESH_MS,
    }),
  );

export const useChatSettings = (merchantCode: string) =>
  useQuery({ queryKey: chatKeys.settings(merchantCode), queryFn: () => chatApi.settings(merchantCode) });

export const useChatMutes = (merchantCode: string) =>
  useQuery({ queryKey: chatKeys.mutes(merchantCode), queryFn: () => chatApi.mutes(merchantCode) });

export const useChatRooms = (merchantCode: string) =>
  useQuery({
    queryKey: chatKeys.rooms(merchantCode),
    queryFn: () => chatApi.rooms(merchantCode),
    staleTime: 60_000,
  });
