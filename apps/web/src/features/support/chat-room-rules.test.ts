import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  chatSocketUrl,
  chatTextProblem,
  composerBlock,
  initialChatState,
  isNearBottom,
  MAX_LINES,
  modelIdOfRoom,
  parseChatFrame,
  roomFromParam,
  roomOfChatUrl,
  unseenCount,
  waitSeconds,
  type ChatFrame,
  type ChatLine,
  type ChatRoomState,
} from './chat-room-rules.ts';

const MODEL = '0b6c1f0e-8d55-4b5e-9a4c-2f4a5a4d9c11';
const line = (id: string, at: string, authorKey = 'k1', text = `line ${id}`): ChatLine => ({
  id,
  room: 'lobby',
  author: `nick-${authorKey}`,
  authorKey,
  text,
  at,
});
const frame = (state: ChatRoomState, f: ChatFrame, nowMs = 1_000_000) =>
  chatReducer(state, { type: 'frame', frame: f, nowMs });
const open = () => chatReducer(initialChatState(), { type: 'connection', connection: 'open' });

describe('chat rooms', () => {
  it('reads the room of a link: the lobby unless it names a model room', () => {
    expect(roomFromParam(null)).toBe('lobby');
    expect(roomFromParam('lobby')).toBe('lobby');
    expect(roomFromParam(`model-${MODEL}`)).toBe(`model-${MODEL}`);
    expect(roomFromParam('model-1')).toBe('lobby');
    expect(roomFromParam('../admin')).toBe('lobby');
    expect(modelIdOfRoom(`model-${MODEL}`)).toBe(MODEL);
    expect(modelIdOfRoom('lobby')).toBeNull();
  });

  it('takes the room of a launch answer from its chatUrl, else its room', () => {
    expect(roomOfChatUrl(`/chat?room=model-${MODEL}`)).toBe(`model-${MODEL}`);
    expect(roomOfChatUrl('/chat', `model-${MODEL}`)).toBe(`model-${MODEL}`);
    expect(roomOfChatUrl('/chat?room=evil', 'nonsense')).toBe('lobby');
  });

  it('opens the socket on the page host with the room and never the token', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'royal.example' }, `model-${MODEL}`)).toBe(
      `wss://royal.example/api/wps/ws/chat?room=model-${MODEL}`,
    );
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, 'lobby')).toBe(
      'ws://localhost:3000/api/wps/ws/chat?room=lobby',
    );
  });
});

describe('chat frames', () => {
  it('reads each server frame and ignores the rest', () => {
    const l = line('1', '2026-11-27T10:00:00Z');
    expect(parseChatFrame(JSON.stringify({ type: 'history', messages: [l, { id: 2 }] }))).toEqual({
      type: 'history',
      messages: [l],
    });
    expect(parseChatFrame(JSON.stringify({ type: 'message', message: l }))).toEqual({
      type: 'message',
      message: l,
    });
    expect(parseChatFrame(JSON.stringify({ type: 'deleted', id: '1' }))).toEqual({
      type: 'deleted',
      id: '1',
    });
    expect(
      parseChatFrame(
        JSON.stringify({
          type: 'state',
          slowModeSeconds: 10,
          mutedUntil: null,
          canSpeak: true,
          enabled: true,
          authorKey: 'me',
        }),
      ),
    ).toEqual({
      type: 'state',
      slowModeSeconds: 10,
      mutedUntil: null,
      canSpeak: true,
      enabled: true,
      authorKey: 'me',
    });
    expect(
      parseChatFrame(
        JSON.stringify({ type: 'refused', clientId: 'c1', code: 'CHAT_TOO_FAST', message: 'slow' }),
      ),
    ).toEqual({ type: 'refused', clientId: 'c1', code: 'CHAT_TOO_FAST', message: 'slow' });
    expect(parseChatFrame('not json')).toBeNull();
    expect(parseChatFrame(JSON.stringify({ type: 'other' }))).toBeNull();
    expect(parseChatFrame(JSON.stringify({ type: 'message', message: { id: '1' } }))).toBeNull();
    expect(parseChatFrame(new ArrayBuffer(2))).toBeNull();
  });
});

describe('the chat reducer', () => {
  it('shows the history in time order and adds live lines once', () => {
    let s = frame(open(), {
      type: 'history',
      messages: [line('b', '2026-11-27T10:00:02Z'), line('a', '2026-11-27T10:00:01Z')],
    });
    expect(s.loaded).toBe(true);
    expect(s.lines.map((l) => l.id)).toEqual(['a', 'b']);
    s = frame(s, { type: 'message', message: line('c', '2026-11-27T10:00:03Z') });
    s = frame(s, { type: 'message', message: line('c', '2026-11-27T10:00:03Z') });
    expect(s.lines.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('removes a deleted line, and a reconnect’s history replaces the room', () => {
    let s = frame(open(), {
      type: 'history',
      messages: [line('a', '2026-11-27T10:00:01Z'), line('b', '2026-11-27T10:00:02Z')],
    });
    s = frame(s, { type: 'deleted', id: 'a' });
    expect(s.lines.map((l) => l.id)).toEqual(['b']);
    s = chatReducer(s, { type: 'connection', connection: 'reconnecting' });
    expect(s.loaded).toBe(false);
    expect(s.lines).toHaveLength(1);
    s = frame(s, { type: 'history', messages: [line('c', '2026-11-27T10:00:03Z')] });
    expect(s.lines.map((l) => l.id)).toEqual(['c']);
  });

  it('keeps at most MAX_LINES, dropping the oldest', () => {
    const many = Array.from({ length: MAX_LINES + 5 }, (_, i) =>
      line(
        String(i).padStart(4, '0'),
        `2026-11-27T10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z`,
      ),
    );
    const s = frame(open(), { type: 'history', messages: many });
    expect(s.lines).toHaveLength(MAX_LINES);
    expect(s.lines[0]?.id).toBe('0005');
  });

  it('learns the reader’s own author key from the state', () => {
    const s = frame(open(), {
      type: 'state',
      slowModeSeconds: 0,
      mutedUntil: null,
      canSpeak: true,
      enabled: true,
      authorKey: 'me',
    });
    expect(s.selfKey).toBe('me');
    expect(s.canSpeak).toBe(true);
  });

  it('counts the slow-mode pause from the member’s last accepted line', () => {
    let s = frame(open(), {
      type: 'state',
      slowModeSeconds: 30,
      mutedUntil: null,
      canSpeak: true,
      enabled: true,
      authorKey: 'me',
    });
    s = chatReducer(s, { type: 'sent', clientId: 'c1', text: 'hello', nowMs: 1_000_000 });
    expect(waitSeconds(s, 1_000_000)).toBe(0);
    s = frame(s, { type: 'message', message: line('m1', '2026-11-27T10:00:00Z', 'other') }, 1_000_100);
    expect(waitSeconds(s, 1_000_100)).toBe(0);
    s = frame(s, { type: 'message', message: line('m2', '2026-11-27T10:00:01Z', 'me') }, 1_000_200);
    expect(waitSeconds(s, 1_000_200)).toBe(30);
    expect(waitSeconds(s, 1_020_700)).toBe(10);
    expect(waitSeconds(s, 1_030_200)).toBe(0);
  });

  it('forgets a refused line and notes why', () => {
    let s = chatReducer(open(), { type: 'sent', clientId: 'c1', text: 'hello', nowMs: 1_000_000 });
    expect(s.pending).toEqual({ c1: 'hello' });
    s = frame(s, { type: 'refused', clientId: 'c1', code: 'CHAT_MUTED', message: 'muted' }, 1_001_000);
    expect(s.pending).toEqual({});
    expect(s.refusal).toMatchObject({ code: 'CHAT_MUTED', atMs: 1_001_000 });
    expect(waitSeconds(s, 1_001_000)).toBe(0);
  });

  it('picks up a pause still running from the member’s own line in the history', () => {
    const now = Date.parse('2026-11-27T10:00:10Z');
    let s = frame(open(), { type: 'history', messages: [line('a', '2026-11-27T10:00:00Z', 'me')] }, now);
    s = frame(
      s,
      {
        type: 'state',
        slowModeSeconds: 30,
        mutedUntil: null,
        canSpeak: true,
        enabled: true,
        authorKey: 'me',
      },
      now,
    );
    expect(waitSeconds(s, now)).toBe(20);
  });

  it('counts down a "too fast" refusal by the slow mode', () => {
    let s = frame(open(), {
      type: 'state',
      slowModeSeconds: 10,
      mutedUntil: null,
      canSpeak: true,
      enabled: true,
      authorKey: 'me',
    });
    s = frame(s, { type: 'refused', clientId: 'x', code: 'CHAT_TOO_FAST', message: '' }, 5_000);
    expect(waitSeconds(s, 5_000)).toBe(10);
    expect(waitSeconds(s, 14_200)).toBe(1);
    expect(waitSeconds(s, 15_000)).toBe(0);
  });
});

describe('the composer', () => {
  const speaking = frame(open(), {
    type: 'state',
    slowModeSeconds: 0,
    mutedUntil: null,
    canSpeak: true,
    enabled: true,
    authorKey: 'me',
  });

  it('is closed to visitors, while offline, while muted and when the room is off', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(composerBlock(speaking, false, now)).toBe('visitor');
    expect(composerBlock(speaking, true, now)).toBeNull();
    expect(
      composerBlock(chatReducer(speaking, { type: 'connection', connection: 'reconnecting' }), true, now),
    ).toBe('offline');
    expect(composerBlock({ ...speaking, mutedUntil: '2026-11-27T11:00:00Z' }, true, now)).toBe('muted');
    expect(composerBlock({ ...speaking, mutedUntil: '2026-11-27T09:00:00Z' }, true, now)).toBeNull();
    expect(composerBlock({ ...speaking, enabled: false }, true, now)).toBe('closed');
  });

  it('takes a trimmed line of 1 to 300 characters', () => {
    expect(chatTextProblem('   ')).toBe('empty');
    expect(chatTextProblem(' hi ')).toBeNull();
    expect(chatTextProblem('x'.repeat(300))).toBeNull();
    expect(chatTextProblem('x'.repeat(301))).toBe('tooLong');
  });
});

describe('scrolling', () => {
  it('counts a reader within 64 px of the end as at the end', () => {
    expect(isNearBottom({ scrollTop: 436, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
    expect(isNearBottom({ scrollTop: 300, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
  });

  it('counts the lines after the last one the reader saw', () => {
    const lines = ['a', 'b', 'c', 'd'].map((id, i) => line(id, `2026-11-27T10:00:0${i}Z`));
    expect(unseenCount(lines, null)).toBe(0);
    expect(unseenCount(lines, 'b')).toBe(2);
    expect(unseenCount(lines, 'd')).toBe(0);
    expect(unseenCount(lines, 'gone')).toBe(0);
  });
});
