import { describe, expect, it } from 'vitest';
import { countdownTo, isKnownCloseReason, percentText } from './bonus-view.ts';

describe('bonus view helpers', () => {
  it('counts down to an instant in whole days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(countdownTo('2026-01-02T03:04:05Z', now)).toEqual({
      expired: false,
      days: 1,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownTo('2025-12-31T23:59:59Z', now)).toMatchObject({ expired: true, days: 0 });
    expect(countdownTo(null, now)).toBeNull();
    expect(countdownTo('not a date', now)).toBeNull();
  });

  it('writes a basis-point share as a percentage with at most one decimal', () => {
    expect(percentText(0)).toBe('0');
    expect(percentText(2_500)).toBe('25');
    expect(percentText(1_255)).toBe('12.5');
    expect(percentText(10_000)).toBe('100');
    expect(percentText(12_000)).toBe('100');
    expect(percentText(-5)).toBe('0');
  });

  it('knows the reasons the server writes', () => {
    expect(isKnownCloseReason('EXPIRED')).toBe(true);
    expect(isKnownCloseReason('Duplicate account')).toBe(false);
    expect(isKnownCloseReason(null)).toBe(false);
  });
});
