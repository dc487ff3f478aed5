import type { TChatMessage } from '@platform/contracts';
import { CHAT_LIMITS, CHAT_LOBBY, SUPPORT_PATHS } from '@platform/contracts/client';
import { memberSocketUrl } from '../../lib/member-socket.ts';

/**
 * The chat room's client side, free of React (ADR 0027, the protocol in the comment on
 * `SUPPORT_PATHS.chatSocket`): which room a link names, the socket's frames, and one reducer that
 * turns them into what the room shows.
 */
export type ChatLine = TChatMessage;

const MODEL_ROOM = /^model-[0-9a-f-]{36}$/;

/** The room of `?room=`: the lobby unless it names a live model's room. */
export function roomFromParam(value: string | null | undefined): string {
  return value && MODEL_ROOM.test(value) ? value : CHAT_LOBBY;
}

/** The model id of a `model-<id>` room, or null for the lobby. */
export function modelIdOfRoom(room: string): string | null {
  return MODEL_ROOM.test(room) ? room.slice('model-'.length) : null;
}

/** The room named by a launch answer's chatUrl (`/chat?room=model-…`), else by its `room`. */
export function roomOfChatUrl(chatUrl: string, room?: string): string {
  try {
    const fromUrl = new URL(chatUrl, 'http://site.invalid').searchParams.get('room');
    if (fromUrl && roomFromParam(fromUrl) === fromUrl) return fromUrl;
  } catch {
    // A malformed chatUrl falls back to the room field.
  }
  return roomFromParam(room);
}

/** The room's socket on the page's own host; the token never goes in the URL (it is logged). */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>, room: string): string {
  return memberSocketUrl(`${SUPPORT_PATHS.chatSocket}?room=${encodeURIComponent(room)}`, location);
}

export const chatSayMessage = (text: string, clientId: string) =>
  JSON.stringify({ type: 'say', text, clientId });

/** Close codes after which reconnecting cannot help: the token is refused, or the room does not exist. */
export const CHAT_FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4404]);

export type ChatFrame =
  | { type: 'history'; messages: ChatLine[] }
  | { type: 'message'; message: ChatLine; clientId?: string }
  | { type: 'deleted'; id: string }
  | {
      type: 'state';
      slowModeSeconds: number;
      mutedUntil: string | null;
      canSpeak: boolean;
      /** False while the merchant's room is switched off. */
      enabled: boolean;
      /** The reader's own author key (null for a visitor). */
      authorKey: string | null;
    }
  | { type: 'refused'; clientId: string; code: string; message: string; retryAfterSeconds?: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function lineOf(value: unknown): ChatLine | null {
  if (!isRecord(value)) return null;
  const { id, room, author, authorKey, text, at } = value;
  if ([id, room, author, authorKey, text, at].some((field) => typeof field !== 'string')) return null;
  return { id, room, author, authorKey, text, at } as ChatLine;
}

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** One frame from the server, or null for anything the client does not know. */
export function parseChatFrame(data: unknown): ChatFrame | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(frame)) return null;
  switch (frame.type) {
    case 'history': {
      if (!Array.isArray(frame.messages)) return null;
      return { type: 'history', messages: frame.messages.map(lineOf).filter((l) => l !== null) };
    }
    case 'message': {
      const message = lineOf(frame.message);
      if (!message) return null;
      const clientId = stringOrUndefined(frame.clientId);
      return clientId ? { type: 'message', message, clientId } : { type: 'message', message };
    }
    case 'deleted':
      return typeof frame.id === 'string' ? { type: 'deleted', id: frame.id } : null;
    case 'state': {
      return {
        type: 'state',
        slowModeSeconds: typeof frame.slowModeSeconds === 'number' ? frame.slowModeSeconds : 0,
        mutedUntil: typeof frame.mutedUntil === 'string' ? frame.mutedUntil : null,
        canSpeak: frame.canSpeak === true,
        enabled: frame.enabled !== false,
        authorKey: stringOrUndefined(frame.authorKey) ?? null,
      };
    }
    case 'refused':
      return {
        type: 'refused',
        clientId: stringOrUndefined(frame.clientId) ?? '',
        code: stringOrUndefined(frame.code) ?? 'UNKNOWN',
        message: stringOrUndefined(frame.message) ?? '',
        ...(typeof frame.retryAfterSeconds === 'number'
          ? { retryAfterSeconds: frame.retryAfterSeconds }
          : {}),
      };
    default:
      return null;
  }
}

/** Lines kept in memory: the history on join plus a long session's worth. */
export const MAX_LINES = CHAT_LIMITS.historyOnJoin * 8;

export type Connection = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface Refusal {
  code: string;
  message: string;
  /** When the refusal arrived (ms since epoch), for a countdown. */
  atMs: number;
  retryAfterSeconds?: number;
}

export interface ChatRoomState {
  connection: Connection;
  lines: ChatLine[];
  /** Whether the history of this connection has arrived (the room shows placeholders before). */
  loaded: boolean;
  slowModeSeconds: number;
  mutedUntil: string | null;
  canSpeak: boolean;
  enabled: boolean;
  /** The member's own author key, to mark their lines. */
  selfKey: string | null;
  /** Texts sent and not yet echoed, by clientId: a refusal gives the text back to the composer. */
  pending: Record<string, string>;
  /** When the member's last line was accepted (ms, this clock), for the slow-mode countdown. */
  lastSentAtMs: number | null;
  refusal: Refusal | null;
}

export const initialChatState = (selfKey: string | null = null): ChatRoomState => ({
  connection: 'connecting',
  lines: [],
  loaded: false,
  slowModeSeconds: 0,
  mutedUntil: null,
  canSpeak: false,
  enabled: true,
  selfKey,
  pending: {},
  lastSentAtMs: null,
  refusal: null,
});

export type ChatAction =
  | { type: 'frame'; frame: ChatFrame; nowMs: number }
  | { type: 'connection'; connection: Connection }
  | { type: 'sent'; clientId: string; text: string; nowMs: number }
  | { type: 'dismissRefusal' };

/** Lines by time (then id), no duplicates, at most MAX_LINES (the oldest go). */
function mergeLines(current: readonly ChatLine[], incoming: readonly ChatLine[]): ChatLine[] {
  const byId = new Map(current.map((line) => [line.id, line]));
  for (const line of incoming) byId.set(line.id, line);
  const sorted = [...byId.values()].sort((a, b) =>
    a.at === b.at ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.at < b.at ? -1 : 1,
  );
  return sorted.length > MAX_LINES ? sorted.slice(sorted.length - MAX_LINES) : sorted;
}

function withoutKey(record: Record<string, string>, key: string): Record<string, string> {
  if (!(key in record)) return record;
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

export function chatReducer(state: ChatRoomState, action: ChatAction): ChatRoomState {
  switch (action.type) {
    case 'connection':
      return {
        ...state,
        connection: action.connection,
        // A new connection brings its own history; what was sent and not echoed is lost with the old one.
        ...(action.connection === 'open'
          ? {}
          : { loaded: action.connection === 'closed' && state.loaded, pending: {} }),
      };
    case 'sent':
      return { ...state, pending: { ...state.pending, [action.clientId]: action.text }, refusal: null };
    case 'dismissRefusal':
      return state.refusal ? { ...state, refusal: null } : state;
    case 'frame':
      return applyFrame(state, action.frame, action.nowMs);
  }
}

function applyFrame(state: ChatRoomState, frame: ChatFrame, nowMs: number): ChatRoomState {
  switch (frame.type) {
    case 'history':
      // A reconnect's history replaces the room: lines deleted meanwhile must not linger.
      return { ...state, lines: mergeLines([], frame.messages), loaded: true };
    case 'message': {
      const own = frame.clientId !== undefined && frame.clientId in state.pending;
      const selfKey = own ? frame.message.authorKey : state.selfKey;
      return {
        ...state,
        lines: mergeLines(state.lines, [frame.message]),
        pending: frame.clientId ? withoutKey(state.pending, frame.clientId) : state.pending,
        selfKey,
        // The server's slow mode counts from the member's last line it accepted.
        lastSentAtMs: selfKey !== null && frame.message.authorKey === selfKey ? nowMs : state.lastSentAtMs,
      };
    }
    case 'deleted':
      return { ...state, lines: state.lines.filter((line) => line.id !== frame.id) };
    case 'state':
      return {
        ...state,
        slowModeSeconds: frame.slowModeSeconds,
        mutedUntil: frame.mutedUntil,
        canSpeak: frame.canSpeak,
        enabled: frame.enabled,
        selfKey: frame.authorKey ?? state.selfKey,
        lastSentAtMs: state.lastSentAtMs ?? lastOwnLineMs(state.lines, frame.authorKey, nowMs),
      };
    case 'refused': {
      return {
        ...state,
        pending: withoutKey(state.pending, frame.clientId),
        refusal: {
          code: frame.code,
          message: frame.message,
          atMs: nowMs,
          ...(frame.retryAfterSeconds !== undefined ? { retryAfterSeconds: frame.retryAfterSeconds } : {}),
        },
      };
    }
  }
}

/**
 * When the reader's newest line in the history was written, on this clock, so a member who comes
 * back mid-pause sees the slow-mode countdown. A time in the future (clock skew) counts as now.
 */
function lastOwnLineMs(lines: readonly ChatLine[], authorKey: string | null, nowMs: number): number | null {
  if (!authorKey) return null;
  const own = lines.findLast((line) => line.authorKey === authorKey);
  if (!own) return null;
  const at = Date.parse(own.at);
  return Number.isNaN(at) ? null : Math.min(at, nowMs);
}

/**
 * Seconds the member must still wait before speaking: slow mode after their last accepted line, or
 * the wait a "too fast" refusal asked for. 0 when they may speak.
 */
export function waitSeconds(state: ChatRoomState, nowMs: number): number {
  const waits: number[] = [0];
  if (state.slowModeSeconds > 0 && state.lastSentAtMs !== null) {
    waits.push(state.lastSentAtMs + state.slowModeSeconds * 1000 - nowMs);
  }
  // Refused as too fast with no accepted line known (a reload): wait a whole slow-mode pause.
  if (
    state.refusal?.code === 'CHAT_TOO_FAST' &&
    (state.lastSentAtMs === null || state.refusal.retryAfterSeconds)
  ) {
    const seconds = state.refusal.retryAfterSeconds ?? state.slowModeSeconds;
    waits.push(state.refusal.atMs + seconds * 1000 - nowMs);
  }
  return Math.max(0, Math.ceil(Math.max(...waits) / 1000));
}

/** Whether the member is muted now. */
export function isMuted(state: Pick<ChatRoomState, 'mutedUntil'>, nowMs: number): boolean {
  return !!state.mutedUntil && Date.parse(state.mutedUntil) > nowMs;
}

/** Why the composer is closed, or null when the member may type. */
export type ComposerBlock = 'visitor' | 'offline' | 'muted' | 'closed' | null;

export function composerBlock(state: ChatRoomState, isMember: boolean, nowMs: number): ComposerBlock {
  if (!isMember) return 'visitor';
  if (state.connection !== 'open') return 'offline';
  if (isMuted(state, nowMs)) return 'muted';
  if (!state.enabled || state.refusal?.code === 'CHAT_CLOSED') return 'closed';
  if (!state.canSpeak) return 'offline';
  return null;
}

/** What a line may be: trimmed, at least one character, at most the room's limit. */
export function chatTextProblem(text: string): 'empty' | 'tooLong' | null {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > CHAT_LIMITS.textChars) return 'tooLong';
  return null;
}

/* -------------------------------------------------------------- scrolling */

/** How close to the end (px) still counts as reading the newest lines. */
export const NEAR_BOTTOM_PX = 64;

export function isNearBottom(
  box: { scrollTop: number; clientHeight: number; scrollHeight: number },
  thresholdPx = NEAR_BOTTOM_PX,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= thresholdPx;
}

/**
 * Lines that arrived while the reader was scrolled up: those after the last line they saw. The
 * room follows new lines only for a reader at the end; the others get a "new messages" pill.
 */
export function unseenCount(lines: readonly ChatLine[], lastSeenId: string | null): number {
  if (lastSeenId === null) return 0;
  const index = lines.findIndex((line) => line.id === lastSeenId);
  // The last seen line was deleted or dropped: count nothing rather than everything.
  return index < 0 ? 0 : lines.length - index - 1;
}

/** A fresh id for a `say` frame (≤ 40 characters), to match its refusal. */
export function newClientId(random: () => number = Math.random): string {
  return `c${Date.now().toString(36)}${Math.floor(random() * 36 ** 8).toString(36)}`;
}
