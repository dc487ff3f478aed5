import {
  type ErrorCode,
  type LanguageCode,
  SUPPORT_PATHS,
  type TChatServerMessage,
  ZChatSay,
} from '@platform/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { authTokenOf } from '../../platform/http/member-push.ts';
import { translateError } from '../../platform/i18n/translate.ts';
import { requestMerchant } from '../system/index.ts';
import { createChatPresence } from './chat-presence.ts';
import type { ChatEvent, ChatService } from './chat.service.ts';
import { formatUntil, parseRoom } from './domain/chat-rules.ts';

const TRIAL_TYPE = 4;
/** Tokens a socket may try; a page that logs in after a refusal may try again, a guesser may not. */
const MAX_AUTH_ATTEMPTS = 3;
/** Sockets one member may hold in the chat on one node (tabs); the oldest goes beyond it. */
const MAX_SOCKETS_PER_MEMBER = 10;

export interface ChatMember {
  id: string;
  type: number;
  nickname: string;
}

interface Session {
  socket: WebSocket;
  merchantCode: string;
  timeZone: string;
  room: string;
  language: LanguageCode;
  member: ChatMember | null;
  authorKey: string | null;
  mutedUntil: Date | null;
  authAttempts: number;
}

/**
 * The chat room's socket (SUPPORT_PATHS.chatSocket, protocol in support-constants.ts). Anyone may
 * open a room and read it; a member says who they are with {"type":"auth","token"} as a message
 * (never in the URL, which is logged). Lines, deletions, settings and mutes travel over the shared
 * store's pub/sub (CHAT_CHANNEL): each node sends them to the sockets it holds for that merchant
 * and room, so a LOTUS socket never sees a ROYAL line.
 */
export function createChatSocket(deps: {
  chat: ChatService;
  store: KeyValueStore;
  /** The member of a session token for the merchant; throws when it is not a live session. */
  authenticate: (token: string, merchantCode: string) => Promise<ChatMember>;
  /** Whether `model-<id>` is a room of the merchant. */
  modelExists: (merchantCode: string, modelId: string) => Promise<boolean>;
}) {
  const { chat } = deps;
  /** `merchant|room` → the sockets this node holds in it. */
  const rooms = new Map<string, Set<Session>>();
  const roomKey = (merchantCode: string, room: string) => `${merchantCode}|${room}`;
  // Only the models' rooms are counted for others: the lobby has no viewers to show.
  const presence = createChatPresence({
    store: deps.store,
    localCounts: () =>
      Object.fromEntries(
        [...rooms.entries()].filter(([key]) => key.includes('|model-')).map(([key, set]) => [key, set.size]),
      ),
  });

  const send = (session: Session, message: TChatServerMessage) => {
    if (session.socket.readyState === session.socket.OPEN) session.socket.send(JSON.stringify(message));
  };

  async function stateOf(session: Session): Promise<TChatServerMessage> {
    const settings = await chat.settings(session.merchantCode);
    const muted = chat.activeMute(session.mutedUntil);
    return {
      type: 'state',
      slowModeSeconds: settings.slowModeSeconds,
      mutedUntil: muted?.toISOString() ?? null,
      canSpeak: settings.enabled && session.member !== null && session.member.type !== TRIAL_TYPE && !muted,
      enabled: settings.enabled,
      authorKey: session.authorKey,
    };
  }

  function refuse(
    session: Session,
    clientId: string,
    code: ErrorCode,
    params: Record<string, string | number> = {},
  ) {
    send(session, {
      type: 'refused',
      clientId,
      code,
      message: translateError(code, session.language, params),
    });
  }

  const sessionsOf = (merchantCode: string) =>
    [...rooms.entries()].filter(([key]) => key.startsWith(`${merchantCode}|`)).flatMap(([, set]) => [...set]);

  async function hear(event: ChatEvent) {
    switch (event.kind) {
      case 'message':
        for (const s of rooms.get(roomKey(event.merchantCode, event.room)) ?? [])
          send(s, { type: 'message', message: event.message });
        return;
      case 'deleted':
        for (const s of rooms.get(roomKey(event.merchantCode, event.room)) ?? [])
          send(s, { type: 'deleted', id: event.id });
        return;
      case 'settings':
        chat.forgetSettings(event.merchantCode);
        for (const s of sessionsOf(event.merchantCode)) send(s, await stateOf(s));
        return;
      case 'mute':
        for (const s of sessionsOf(event.merchantCode)) {
          if (s.member?.id !== event.memberId) continue;
          s.mutedUntil = event.until ? new Date(event.until) : null;
          send(s, await stateOf(s));
        }
        return;
    }
  }

  async function authenticate(session: Session, raw: string) {
    if (session.member || session.authAttempts >= MAX_AUTH_ATTEMPTS) return;
    session.authAttempts += 1;
    const token = authTokenOf(raw);
    let member: ChatMember | null = null;
    try {
      member = token ? await deps.authenticate(token, session.merchantCode) : null;
    } catch {
      member = null;
    }
    if (!member) {
      refuse(session, '', 'UNAUTHORIZED');
      return;
    }
    const mine = sessionsOf(session.merchantCode).filter((s) => s.member?.id === member.id);
    if (mine.length >= MAX_SOCKETS_PER_MEMBER) mine[0]?.socket.close(4409, 'too many tabs');
    session.member = member;
    session.authorKey = chat.authorKey(session.merchantCode, member.id);
    session.mutedUntil = await chat.muteOf(session.merchantCode, member.id);
    send(session, await stateOf(session));
  }

  async function say(session: Session, data: Record<string, unknown>) {
    const clientId = typeof data.clientId === 'string' ? data.clientId.slice(0, 40) : '';
    if (!session.member) return refuse(session, clientId, 'UNAUTHORIZED');
    if (session.member.type === TRIAL_TYPE) return refuse(session, clientId, 'TRIAL_RESTRICTED');
    const parsed = ZChatSay.safeParse({ ...data, clientId });
    if (!parsed.success) return refuse(session, clientId, 'VALIDATION_FAILED', { fields: 'text' });
    const result = await chat.say(
      { merchantCode: session.merchantCode, memberId: session.member.id, nickname: session.member.nickname },
      session.room,
      parsed.data.text,
      session.mutedUntil,
    );
    if (result.ok) return;
    refuse(session, clientId, result.code, {
      ...(result.seconds === undefined ? {} : { seconds: result.seconds }),
      ...(result.mutedUntil ? { until: formatUntil(result.mutedUntil, session.timeZone) } : {}),
    });
  }

  async function handle(session: Session, raw: string) {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    if (typeof data !== 'object' || data === null) return;
    const message = data as Record<string, unknown>;
    if (message.type === 'auth') return authenticate(session, raw);
    if (message.type === 'say') return say(session, message);
  }

  const routes: FastifyPluginAsync = async (app) => {
    const unsubscribe = await chat.listen((raw) => {
      let event: ChatEvent;
      try {
        event = JSON.parse(raw) as ChatEvent;
      } catch {
        return;
      }
      void hear(event).catch((error: unknown) => app.log.warn({ err: error }, 'chat event not delivered'));
    });
    await presence.start();
    app.addHook('onClose', async () => {
      await presence.stop();
      await unsubscribe();
      for (const set of rooms.values()) for (const s of set) s.socket.close(1001, 'server closing');
    });

    app.route({
      method: 'GET',
      url: SUPPORT_PATHS.chatSocket,
      config: { access: 'public' as const },
      handler: async () => {
        throw new AppError('NOT_FOUND');
      },
      wsHandler: (socket, request) => {
        const merchant = requestMerchant(request);
        const parsed = parseRoom((request.query as { room?: unknown }).room);
        const session: Session = {
          socket,
          merchantCode: merchant.code,
          timeZone: merchant.timeZone,
          room: parsed?.room ?? '',
          language: request.language,
          member: null,
          authorKey: null,
          mutedUntil: null,
          authAttempts: 0,
        };
        const key = roomKey(session.merchantCode, session.room);
        // Messages are handled one at a time, in order, and only once the socket has joined.
        let queue: Promise<unknown> = (async () => {
          if (!parsed || (parsed.modelId && !(await deps.modelExists(merchant.code, parsed.modelId)))) {
            socket.close(4404, 'no such room');
            return;
          }
          if (socket.readyState !== socket.OPEN) return;
          const set = rooms.get(key) ?? new Set<Session>();
          set.add(session);
          rooms.set(key, set);
          presence.changed();
          send(session, { type: 'history', messages: await chat.history(merchant.code, session.room) });
          send(session, await stateOf(session));
        })();
        const failed = (error: unknown) => app.log.warn({ err: error }, 'chat socket failed');
        queue = queue.catch(failed);
        socket.on('message', (raw) => {
          queue = queue.then(() => handle(session, String(raw))).catch(failed);
        });
        socket.on('close', () => {
          const set = rooms.get(key);
          set?.delete(session);
          if (set && set.size === 0) rooms.delete(key);
          if (set) presence.changed();
        });
      },
    });
  };

  return {
    routes,
    /** Sockets open in a room on every node (others' counts are at most a few seconds old). */
    viewers: (merchantCode: string, room: string) => {
      const key = roomKey(merchantCode, room);
      return (rooms.get(key)?.size ?? 0) + presence.remote(key);
    },
  };
}
