import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  isDay,
  periodRange,
  presetRange,
  rangeProblem,
  resolveRange,
  todayIn,
} from './range.ts';

// 2026-03-01 01:30 UTC: still 28 February in New York, already 1 March in Bangkok (UTC+7).
const NOW = new Date('2026-03-01T01:30:00Z');

describe('report days', () => {
  it('knows real calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
    expect(isDay('')).toBe(false);
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInRange({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
    expect(daysInRange({ from: '2026-03-02', to: '2026-03-01' })).toBe(0);
  });
  it('reads today in the merchant’s time zone, not the browser’s', () => {
    expect(todayIn('Asia/Bangkok', NOW)).toBe('2026-03-01');
    expect(todayIn('America/New_York', NOW)).toBe('2026-02-28');
    expect(todayIn('Not/AZone', NOW)).toBe('2026-03-01');
  });
  it('across a daylight-saving change, a day is still a calendar day', () => {
    // Europe/London goes to summer time on 2026-03-29 01:00 UTC.
    const now = new Date('2026-03-29T23:30:00Z');
    expect(todayIn('Europe/London', now)).toBe('2026-03-30');
    expect(presetRange('last7', 'Europe/London', now)).toEqual({ from: '2026-03-24', to: '2026-03-30' });
  });
});

describe('range presets', () => {
  it('works them out in the merchant’s time zone', () => {
    expect(presetRange('today', 'Asia/Bangkok', NOW)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('today', 'America/New_York', NOW)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('yesterday', 'Asia/Bangkok', NOW)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', 'Asia/Bangkok', NOW)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', 'Asia/Bangkok', NOW)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
  it('takes months as the merchant’s calendar has them', () => {
    expect(presetRange('thisMonth', 'Asia/Bangkok', NOW)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('lastMonth', 'Asia/Bangkok', NOW)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('thisMonth', 'America/New_York', NOW)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('lastMonth', 'America/New_York', NOW)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(presetRange('lastMonth', 'UTC', new Date('2026-01-15T00:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
  it('keeps a usable custom range and falls back to the default preset otherwise', () => {
    const typed = { from: '2026-01-01', to: '2026-01-31' };
    expect(resolveRange('custom', typed, 'UTC', NOW)).toEqual({ ...typed, choice: 'custom' });
    expect(resolveRange('custom', { from: '2026-02-01', to: '2026-01-01' }, 'UTC', NOW).choice).toBe('last7');
    expect(resolveRange('nonsense', typed, 'UTC', NOW)).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
      choice: 'last7',
    });
    expect(resolveRange('yesterday', typed, 'UTC', NOW)).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
      choice: 'yesterday',
    });
  });
  it('says what is wrong with a typed range', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '' })).toBe('badDay');
    expect(rangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
  });
});

describe('a revenue row’s days', () => {
  const range = { from: '2026-02-10', to: '2026-03-20' };
  it('is the day itself for a day', () => {
    expect(periodRange('2026-02-11', 'day', range)).toEqual({ from: '2026-02-11', to: '2026-02-11' });
  });
  it('runs Monday to Sunday for a week, clipped to the range', () => {
    expect(periodRange('2026-02-16', 'week', range)).toEqual({ from: '2026-02-16', to: '2026-02-22' });
    expect(periodRange('2026-02-09', 'week', range)).toEqual({ from: '2026-02-10', to: '2026-02-15' });
  });
  it('is the month’s days for a month, clipped to the range', () => {
    expect(periodRange('2026-02', 'month', range)).toEqual({ from: '2026-02-10', to: '2026-02-28' });
    expect(periodRange('2026-03', 'month', range)).toEqual({ from: '2026-03-01', to: '2026-03-20' });
    expect(periodRange('2028-02', 'month', { from: '2028-01-01', to: '2028-12-31' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
  it('is the whole range for the totals', () => {
    expect(periodRange('total', 'day', range)).toEqual(range);
  });
});
