import { CHAT_LIMITS, CHAT_LOBBY, type ErrorCode } from '@platform/contracts';

/** The burst window: CHAT_LIMITS.burstPer10s lines in any 10 s. */
export const BURST_WINDOW_MS = 10_000;

const ROOM = /^(lobby|model-([0-9a-f-]{36}))$/;

/** A room name's kind: the lobby, a live model's room (with its id), or nothing we know. */
export function parseRoom(room: unknown): { room: string; modelId: string | null } | null {
  if (typeof room !== 'string') return null;
  const match = ROOM.exec(room);
  if (!match) return null;
  return { room, modelId: match[1] === CHAT_LOBBY ? null : match[2]! };
}

export const modelRoom = (modelId: string) => `model-${modelId}`;

/** What the rules know about a member who wants to say a line now. */
export interface SpeakContext {
  enabled: boolean;
  now: Date;
  mutedUntil: Date | null;
  /** Milliseconds left of the member's slow-mode pause (0 when none). */
  slowModeLeftMs: number;
  /** Lines the member said in the current burst window, and when that window ends. */
  burstCount: number;
  burstLeftMs: number;
}

export type SpeakDecision =
  | { ok: true }
  | {
      ok: false;
      code: Extract<ErrorCode, 'CHAT_CLOSED' | 'CHAT_MUTED' | 'CHAT_TOO_FAST'>;
      mutedUntil?: Date;
      seconds?: number;
    };

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * May the member speak now? A closed room first (nobody speaks), then a mute (until when), then the
 * burst limit (which holds with or without slow mode), then slow mode's pause. Refusals say how long
 * to wait, rounded up to whole seconds.
 */
export function decideSpeak(c: SpeakContext): SpeakDecision {
  if (!c.enabled) return { ok: false, code: 'CHAT_CLOSED' };
  if (c.mutedUntil && c.mutedUntil.getTime() > c.now.getTime())
    return { ok: false, code: 'CHAT_MUTED', mutedUntil: c.mutedUntil };
  if (c.burstCount >= CHAT_LIMITS.burstPer10s)
    return { ok: false, code: 'CHAT_TOO_FAST', seconds: secondsOf(c.burstLeftMs || BURST_WINDOW_MS) };
  if (c.slowModeLeftMs > 0) return { ok: false, code: 'CHAT_TOO_FAST', seconds: secondsOf(c.slowModeLeftMs) };
  return { ok: true };
}

/** A mute's end as people read it in the merchant's zone: "2026-11-27 18:05". */
export function formatUntil(until: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(until);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
