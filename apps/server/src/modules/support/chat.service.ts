import { createHmac } from 'node:crypto';
import {
  CHAT_LIMITS,
  type ErrorCode,
  type TChatAdminPage,
  type TChatMessage,
  type TChatMutes,
  type TChatSettings,
  type ZChatAdminQuery,
  type ZChatMute,
} from '@platform/contracts';
import type { z } from 'zod';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { ChatMessageRow, ChatRepository, ChatSettingsRow } from './chat.repository.ts';
import { BURST_WINDOW_MS, decideSpeak } from './domain/chat-rules.ts';
import { applyWordFilter, normalizeWordList } from './domain/word-filter.ts';

/** The store's pub/sub channel of the chat room: every node hears every change and tells its sockets. */
export const CHAT_CHANNEL = 'support:chat';

/** What a node hears on CHAT_CHANNEL. */
export type ChatEvent =
  | { kind: 'message'; merchantCode: string; room: string; message: TChatMessage }
  | { kind: 'deleted'; merchantCode: string; room: string; id: string }
  | { kind: 'settings'; merchantCode: string }
  | { kind: 'mute'; merchantCode: string; memberId: string; until: string | null };

export const DEFAULT_CHAT_SETTINGS: TChatSettings = { enabled: true, slowModeSeconds: 0, wordFilter: [] };
/** Each node keeps a merchant's settings this long; a change drops every node's copy at once. */
const SETTINGS_TTL_MS = 30_000;

/** Who speaks: the socket's authenticated member. */
export interface Speaker {
  merchantCode: string;
  memberId: string;
  nickname: string;
}

export type SayResult =
  { ok: true; message: TChatMessage } | { ok: false; code: ErrorCode; mutedUntil?: Date; seconds?: number };

const pageOf = <T>(list: T[], total: number, q: { pageNo: number; pageSize: number }) => ({
  list,
  pageNo: q.pageNo,
  pageSize: q.pageSize,
  total,
  totalPages: Math.ceil(total / q.pageSize),
});

/**
 * The chat room's rules and moderation. A line passes the room's state (open, the member's mute,
 * the burst limit, slow mode: counters in the shared store, so they hold across API nodes), goes
 * through the word filter, is stored and published on CHAT_CHANNEL, where every node's socket hub
 * hears it and sends it to the sockets of that merchant and room.
 */
export function createChatService(deps: {
  db: Database;
  clock: Clock;
  store: KeyValueStore;
  repository: ChatRepository;
  operators: OperatorsService;
  /** Keys the authors' opaque ids (an HMAC of the member id): stable, and not the id itself. */
  authorKeySecret: Buffer;
}) {
  const { db, clock, store, repository } = deps;
  const cached = new Map<string, { value: TChatSettings; atMs: number }>();

  const publish = (event: ChatEvent) => store.publish(CHAT_CHANNEL, JSON.stringify(event));

  function authorKey(merchantCode: string, memberId: string): string {
    return createHmac('sha256', deps.authorKeySecret)
      .update(`chat-author:${merchantCode}:${memberId}`)
      .digest('base64url')
      .slice(0, 16);
  }

  const messageView = (
    row: Pick<ChatMessageRow, 'id' | 'merchantCode' | 'room' | 'memberId' | 'author' | 'text' | 'createdAt'>,
  ): TChatMessage => ({
    id: row.id,
    room: row.room,
    author: row.author,
    authorKey: authorKey(row.merchantCode, row.memberId),
    text: row.text,
    at: row.createdAt.toISOString(),
  });

  const settingsOf = (row: ChatSettingsRow | null): TChatSettings =>
    row ? { ...row } : { ...DEFAULT_CHAT_SETTINGS };

  async function settings(merchantCode: string): Promise<TChatSettings> {
    const hit = cached.get(merchantCode);
    if (hit && clock.nowMs() - hit.atMs < SETTINGS_TTL_MS) return hit.value;
    const value = settingsOf(await repository.settings(db, merchantCode));
    cached.set(merchantCode, { value, atMs: clock.nowMs() });
    return value;
  }

  async function mutes(merchantCode: string): Promise<TChatMutes> {
    const rows = await repository.mutes(merchantCode, clock.now());
    return {
      list: rows.map((r) => ({
        member: { id: r.memberId, account: r.account },
        until: r.until.toISOString(),
        reason: r.reason,
        by: r.mutedBy,
      })),
    };
  }

  return {
    authorKey,
    settings,
    /** Every node's socket hub listens to the chat room's events. */
    listen: (handler: (raw: string) => void) => store.subscribe(CHAT_CHANNEL, handler),
    /** The mute still running now, or null. */
    activeMute: (until: Date | null) => (until && until.getTime() > clock.nowMs() ? until : null),
    /** A CHAT_CHANNEL settings event: the next read asks the database. */
    forgetSettings(merchantCode: string) {
      cached.delete(merchantCode);
    },

    async history(merchantCode: string, room: string): Promise<TChatMessage[]> {
      return (await repository.history(merchantCode, room, CHAT_LIMITS.historyOnJoin)).map(messageView);
    },

    muteOf: (merchantCode: string, memberId: string) =>
      repository.muteOf(merchantCode, memberId, clock.now()),

    /** A member's line: checked against the room's rules, filtered, stored and published. */
    async say(speaker: Speaker, room: string, text: string, mutedUntil: Date | null): Promise<SayResult> {
      const current = await settings(speaker.merchantCode);
      const slowKey = `chat-slow:${speaker.merchantCode}:${speaker.memberId}`;
      const burstKey = `chat-burst:${speaker.merchantCode}:${speaker.memberId}`;
      const [slowLeft, burstCount, burstLeft] = await Promise.all([
        current.slowModeSeconds > 0 ? store.ttlMs(slowKey) : Promise.resolve(null),
        store.get(burstKey),
        store.ttlMs(burstKey),
      ]);
      const decision = decideSpeak({
        enabled: current.enabled,
        now: clock.now(),
        mutedUntil,
        slowModeLeftMs: slowLeft ?? 0,
        burstCount: Number(burstCount ?? 0),
        burstLeftMs: burstLeft ?? 0,
      });
      if (!decision.ok) return decision;
      await store.increment(burstKey, BURST_WINDOW_MS);
      if (current.slowModeSeconds > 0) await store.set(slowKey, '1', current.slowModeSeconds * 1000);
      const filtered = applyWordFilter(text, current.wordFilter);
      const saved = await repository.insertMessage({
        merchantCode: speaker.merchantCode,
        room,
        memberId: speaker.memberId,
        author: speaker.nickname,
        text: filtered,
        now: clock.now(),
      });
      const message = messageView({
        id: saved.id,
        merchantCode: speaker.merchantCode,
        room,
        memberId: speaker.memberId,
        author: speaker.nickname,
        text: filtered,
        createdAt: saved.createdAt,
      });
      await publish({ kind: 'message', merchantCode: speaker.merchantCode, room, message });
      return { ok: true, message };
    },

    async adminPage(merchantCode: string, q: z.output<typeof ZChatAdminQuery>): Promise<TChatAdminPage> {
      const page = await repository.page({
        merchantCode,
        room: q.room,
        account: q.account || undefined,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return pageOf(
        page.rows.map((r) => ({
          ...messageView(r),
          member: { id: r.memberId, account: r.account },
          deletedAt: r.deletedAt?.toISOString() ?? null,
          deletedBy: r.deletedBy,
        })),
        page.total,
        q,
      );
    },

    /** Deletes a line: gone from history, and every open page removes it. */
    async remove(actor: AuditActor, merchantCode: string, id: string): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const row = await repository.markDeleted(tx, {
          merchantCode,
          id,
          by: actor.operator.username,
          now: clock.now(),
        });
        if (!row) throw new AppError('NOT_FOUND');
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'chat.delete',
          target: `chat-message:${id}`,
          before: { room: row.room, memberId: row.memberId, text: row.text },
          after: null,
        });
        return row;
      });
      await publish({ kind: 'deleted', merchantCode, room: deleted.room, id });
    },

    async adminSettings(merchantCode: string): Promise<TChatSettings> {
      return settingsOf(await repository.settings(db, merchantCode));
    },

    async saveSettings(actor: AuditActor, merchantCode: string, body: TChatSettings): Promise<TChatSettings> {
      const next: TChatSettings = {
        enabled: body.enabled,
        slowModeSeconds: body.slowModeSeconds,
        wordFilter: normalizeWordList(body.wordFilter),
      };
      await db.transaction(async (tx) => {
        const before = settingsOf(await repository.settings(tx, merchantCode));
        await repository.saveSettings(tx, merchantCode, next, actor.operator.username, clock.now());
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'chat.settings',
          target: `chat-settings:${merchantCode}`,
          before,
          after: next,
        });
      });
      cached.delete(merchantCode);
      await publish({ kind: 'settings', merchantCode });
      return next;
    },

    mutes,

    /** Mutes a member for `minutes` (0 lifts the mute); their open pages learn it at once. */
    async mute(
      actor: AuditActor,
      merchantCode: string,
      body: z.output<typeof ZChatMute>,
    ): Promise<TChatMutes> {
      const member = await repository.memberByAccount(merchantCode, body.account);
      if (!member) throw new AppError('ACCOUNT_NOT_FOUND');
      const now = clock.now();
      const until = body.minutes > 0 ? new Date(now.getTime() + body.minutes * 60_000) : null;
      await db.transaction(async (tx) => {
        const before = until
          ? await repository.muteOf(merchantCode, member.id, now)
          : await repository.liftMute(tx, merchantCode, member.id);
        if (until)
          await repository.saveMute(tx, {
            merchantCode,
            memberId: member.id,
            until,
            reason: body.reason,
            by: actor.operator.username,
            now,
          });
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action: until ? 'chat.mute' : 'chat.unmute',
          target: `member:${member.account}`,
          before: { until: before?.toISOString() ?? null },
          after: { until: until?.toISOString() ?? null, reason: body.reason },
        });
      });
      await publish({ kind: 'mute', merchantCode, memberId: member.id, until: until?.toISOString() ?? null });
      return mutes(merchantCode);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
