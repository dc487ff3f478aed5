import { describe, expect, it } from 'vitest';
import { clockText, medalOf, timeLeft } from './mission-view.ts';

describe('mission view helpers', () => {
  it('counts down to the reset and stops at zero', () => {
    const left = timeLeft(Date.UTC(2026, 0, 3, 5, 4, 3), Date.UTC(2026, 0, 1));
    expect(left).toMatchObject({ days: 2, hours: 5, minutes: 4, seconds: 3, over: false });
    expect(clockText(left, 'd')).toBe('2d 05:04:03');
    expect(clockText(timeLeft(1000, 0), 'd')).toBe('00:00:01');
    expect(timeLeft(0, 5000).over).toBe(true);
  });

  it('gives medals to the first three ranks only', () => {
    expect([1, 2, 3, 4].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null]);
  });
});
