import { describe, expect, it } from 'vitest';
import {
  addDays,
  customParams,
  dayInZone,
  isDay,
  matchingShortcut,
  normaliseRange,
  periodRange,
  shortcutParams,
  shortcutRange,
} from './date-range.ts';

// 2026-03-01 01:30 in Bangkok is still 2026-02-28 in UTC.
const now = new Date('2026-02-28T18:30:00Z');
const BKK = 'Asia/Bangkok';

describe('account record date ranges', () => {
  it('cuts days in the merchant time zone', () => {
    expect(dayInZone(now, BKK)).toBe('2026-03-01');
    expect(dayInZone(now, 'UTC')).toBe('2026-02-28');
    expect(dayInZone(now, 'Not/AZone')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('moves across month and leap-year boundaries', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });

  it('gives inclusive ranges for each shortcut', () => {
    expect(shortcutRange('today', now, BKK)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(shortcutRange('yesterday', now, BKK)).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-02-28',
    });
    expect(shortcutRange('last7', now, BKK)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(shortcutRange('last30', now, BKK)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
  });

  it('orders a custom range and keeps it out of the future', () => {
    expect(normaliseRange({ startDate: '2026-02-20', endDate: '2026-02-10' }, now, BKK)).toEqual({
      startDate: '2026-02-10',
      endDate: '2026-02-20',
    });
    expect(normaliseRange({ startDate: '2026-02-20', endDate: '2027-01-01' }, now, BKK)).toEqual({
      startDate: '2026-02-20',
      endDate: '2026-03-01',
    });
    expect(normaliseRange({ startDate: '', endDate: '2026-02-31' }, now, BKK)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
  });

  it('recognises a range that equals a shortcut', () => {
    expect(matchingShortcut({ startDate: '2026-02-23', endDate: '2026-03-01' }, now, BKK)).toBe('last7');
    expect(matchingShortcut({ startDate: '2026-02-22', endDate: '2026-03-01' }, now, BKK)).toBeNull();
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
  });
});

describe('periods kept in the URL', () => {
  it('re-cuts a shortcut in the merchant time zone when the link is opened', () => {
    expect(periodRange({ period: 'yesterday', from: '', to: '' }, 'today', now, BKK)).toEqual({
      range: { startDate: '2026-02-28', endDate: '2026-02-28' },
      shortcut: 'yesterday',
    });
    // The same instant is still 28 February in UTC: "today" is another day there.
    expect(periodRange({ period: 'today', from: '', to: '' }, 'last7', now, 'UTC').range).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-02-28',
    });
  });

  it('orders a custom range, keeps it out of the future, and lights the shortcut it equals', () => {
    expect(
      periodRange({ period: 'custom', from: '2026-02-20', to: '2026-02-10' }, 'today', now, BKK),
    ).toEqual({
      range: { startDate: '2026-02-10', endDate: '2026-02-20' },
      shortcut: null,
    });
    expect(
      periodRange({ period: 'custom', from: '2026-02-23', to: '2026-03-09' }, 'today', now, BKK),
    ).toEqual({
      range: { startDate: '2026-02-23', endDate: '2026-03-01' },
      shortcut: 'last7',
    });
  });

  it('falls back for a missing or nonsense period', () => {
    expect(periodRange({ period: '', from: '', to: '' }, 'last7', now, BKK)).toEqual({
      range: { startDate: '2026-02-23', endDate: '2026-03-01' },
      shortcut: 'last7',
    });
    expect(periodRange({ period: 'custom', from: '2026-02-30', to: 'x' }, 'today', now, BKK).shortcut).toBe(
      'today',
    );
  });

  it('writes a shortcut or an ordered custom range', () => {
    expect(shortcutParams('last30')).toEqual({ period: 'last30', from: '', to: '' });
    expect(customParams({ startDate: '2026-02-27', endDate: '2026-02-01' }, now, BKK)).toEqual({
      period: 'custom',
      from: '2026-02-01',
      to: '2026-02-27',
    });
  });
});
