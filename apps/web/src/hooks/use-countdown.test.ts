import { describe, expect, it } from 'vitest';
import { countdownEnd, secondsLeft } from './use-countdown.ts';

describe('countdown', () => {
  it('counts whole seconds up to the end and never below zero', () => {
    const start = 1_000_000;
    const end = start + 120_000;
    expect(secondsLeft(end, start)).toBe(120);
    expect(secondsLeft(end, start + 1)).toBe(120);
    expect(secondsLeft(end, start + 1000)).toBe(119);
    expect(secondsLeft(end, end - 1)).toBe(1);
    expect(secondsLeft(end, end)).toBe(0);
    expect(secondsLeft(end, end + 5000)).toBe(0);
  });

  it('ends whole seconds after its start, at least one', () => {
    expect(countdownEnd(5_000, 60)).toBe(65_000);
    expect(countdownEnd(5_000, 87.4)).toBe(92_000);
    expect(countdownEnd(5_000, 0)).toBe(6_000);
    expect(countdownEnd(5_000, -3)).toBe(6_000);
  });

  it('shows the full length right after it starts', () => {
    const now = 42_000;
    expect(secondsLeft(countdownEnd(now, 60), now)).toBe(60);
    expect(secondsLeft(countdownEnd(now, 60), now + 250)).toBe(60);
  });
});
