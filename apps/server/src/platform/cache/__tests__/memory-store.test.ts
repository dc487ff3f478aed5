import { describe, expect, it } from 'vitest';
import type { Clock } from '../../clock.ts';
import { createMemoryStore } from '../memory-store.ts';

function movableClock(): Clock & { advance(ms: number): void } {
  let nowMs = 1_000_000;
  return { now: () => new Date(nowMs), nowMs: () => nowMs, advance: (ms) => (nowMs += ms) };
}

describe('memory store counters', () => {
  it('counts from the first increment for its window, and gives back one without reviving it', async () => {
    const clock = movableClock();
    const store = createMemoryStore(clock);
    expect(await store.increment('k', 1_000)).toBe(1);
    expect(await store.increment('k', 1_000)).toBe(2);
    expect(await store.decrement('k')).toBe(1);
    // The window is not extended by later increments or decrements.
    clock.advance(1_000);
    expect(await store.get('k')).toBeNull();
    expect(await store.decrement('k')).toBe(0);
    expect(await store.get('k')).toBeNull();
    expect(await store.increment('k', 1_000)).toBe(1);
    expect(await store.decrement('k')).toBe(0);
    expect(await store.decrement('k')).toBe(0);
    await store.close();
  });

  it('gives every parallel increment its own count', async () => {
    const store = createMemoryStore(movableClock());
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment('p', 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await store.close();
  });
});
