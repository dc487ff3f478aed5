import { describe, expect, it } from 'vitest';
import { clockText, timeLeft } from './duration.ts';

const at = Date.parse('2026-03-01T10:00:00Z');

describe('automatic receipt countdown', () => {
  it('splits the time left and rounds the last second up', () => {
    expect(timeLeft('2026-03-01T10:30:00Z', at)).toEqual({
      totalMs: 1_800_000,
      days: 0,
      hours: 0,
      minutes: 30,
      seconds: 0,
    });
    expect(clockText(timeLeft('2026-03-01T10:00:00.200Z', at)!)).toBe('00:00:01');
    expect(clockText(timeLeft('2026-03-03T11:05:09Z', at)!)).toBe('49:05:09');
  });

  it('stops at zero and ignores missing or bad instants', () => {
    expect(timeLeft('2026-03-01T09:00:00Z', at)).toMatchObject({ totalMs: 0, seconds: 0 });
    expect(timeLeft(null, at)).toBeNull();
    expect(timeLeft('soon', at)).toBeNull();
  });
});
