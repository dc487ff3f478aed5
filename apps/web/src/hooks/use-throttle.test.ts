import { describe, expect, it } from 'vitest';
import { createThrottle } from './use-throttle.ts';

describe('createThrottle', () => {
  const clock = (start = 10_000) => {
    let at = start;
    return { now: () => at, advance: (ms: number) => (at += ms) };
  };

  it('lets the first call pass and refuses others within the interval', () => {
    const c = clock();
    const gate = createThrottle(1000, c.now);
    expect(gate.tryPass()).toBe(true);
    c.advance(400);
    expect(gate.tryPass()).toBe(false);
    c.advance(599);
    expect(gate.tryPass()).toBe(false);
    expect(gate.waitMs()).toBe(1);
  });

  it('passes again once a full second went by, measured from the last call that passed', () => {
    const c = clock();
    const gate = createThrottle(1000, c.now);
    expect(gate.tryPass()).toBe(true);
    c.advance(700);
    expect(gate.tryPass()).toBe(false); // refused calls do not restart the window
    c.advance(300);
    expect(gate.tryPass()).toBe(true);
    c.advance(1000);
    expect(gate.tryPass()).toBe(true);
  });

  it('reset opens the gate at once', () => {
    const c = clock();
    const gate = createThrottle(1000, c.now);
    gate.tryPass();
    gate.reset();
    expect(gate.waitMs()).toBe(0);
    expect(gate.tryPass()).toBe(true);
  });
});

describe('createThrottle.mark', () => {
  it('restarts the window for a call that ran without asking (a delayed one)', () => {
    let at = 10_000;
    const gate = createThrottle(1000, () => at);
    gate.mark();
    expect(gate.waitMs()).toBe(1000);
    at += 400;
    expect(gate.tryPass()).toBe(false);
    at += 600;
    expect(gate.tryPass()).toBe(true);
  });
});
