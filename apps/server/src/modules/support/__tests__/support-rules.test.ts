import { describe, expect, it } from 'vitest';
import { decideSpeak, formatUntil, parseRoom, type SpeakContext } from '../domain/chat-rules.ts';
import { applyWordFilter, normalizeWordList } from '../domain/word-filter.ts';

describe('word filter', () => {
  it('hides listed words as whole words in any case, one asterisk per character', () => {
    expect(applyWordFilter('What a SCAM, scampi is fine. Scam!', ['scam'])).toBe(
      'What a ****, scampi is fine. ****!',
    );
    expect(applyWordFilter('class and ass', ['ass'])).toBe('class and ***');
    expect(applyWordFilter('no words', [])).toBe('no words');
  });

  it('handles phrases, accents and regex characters', () => {
    expect(applyWordFilter('Đây là lừa đảo thật', ['lừa đảo'])).toBe('Đây là *** *** thật');
    expect(applyWordFilter('lu\u031b\u0300a', ['lừa'])).toBe('***');
    expect(applyWordFilter('LỪA ĐẢO', ['lừa đảo'])).toBe('*** ***');
    expect(applyWordFilter('a+b and a+bc', ['a+b'])).toBe('*** and a+bc');
    expect(applyWordFilter('bad word and bad', ['bad', 'bad word'])).toBe('*** **** and ***');
  });

  it('stores an operator’s list trimmed and without duplicates', () => {
    expect(normalizeWordList([' Scam ', 'scam', '', 'two  words'])).toEqual(['Scam', 'two words']);
  });
});

describe('who may speak', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const base: SpeakContext = {
    enabled: true,
    now,
    mutedUntil: null,
    slowModeLeftMs: 0,
    burstCount: 0,
    burstLeftMs: 0,
  };

  it('lets a member speak when nothing holds them back', () => {
    expect(decideSpeak(base)).toEqual({ ok: true });
    expect(decideSpeak({ ...base, mutedUntil: new Date('2026-11-27T09:59:59Z'), burstCount: 4 })).toEqual({
      ok: true,
    });
  });

  it('refuses in order: closed, muted, burst, slow mode, with whole seconds to wait', () => {
    const until = new Date('2026-11-27T11:00:00Z');
    expect(decideSpeak({ ...base, enabled: false, mutedUntil: until })).toEqual({
      ok: false,
      code: 'CHAT_CLOSED',
    });
    expect(decideSpeak({ ...base, mutedUntil: until, burstCount: 9 })).toEqual({
      ok: false,
      code: 'CHAT_MUTED',
      mutedUntil: until,
    });
    expect(decideSpeak({ ...base, burstCount: 5, burstLeftMs: 4_200, slowModeLeftMs: 9_000 })).toEqual({
      ok: false,
      code: 'CHAT_TOO_FAST',
      seconds: 5,
    });
    expect(decideSpeak({ ...base, slowModeLeftMs: 100 })).toEqual({
      ok: false,
      code: 'CHAT_TOO_FAST',
      seconds: 1,
    });
  });
});

describe('rooms and times', () => {
  it('knows the lobby and model rooms, and nothing else', () => {
    const id = '0b8e5a4e-1c3d-4f6a-9b2c-3d4e5f6a7b8c';
    expect(parseRoom('lobby')).toEqual({ room: 'lobby', modelId: null });
    expect(parseRoom(`model-${id}`)).toEqual({ room: `model-${id}`, modelId: id });
    for (const bad of ['', 'LOBBY', 'model-', `model-${id}x`, '../lobby', ['lobby'], undefined])
      expect(parseRoom(bad)).toBeNull();
  });

  it('shows a mute’s end in the merchant’s zone', () => {
    expect(formatUntil(new Date('2026-11-27T10:05:00Z'), 'Asia/Bangkok')).toBe('2026-11-27 17:05');
    expect(formatUntil(new Date('2026-11-27T23:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-28 06:30');
  });
});
