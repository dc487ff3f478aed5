import { PROFIT_MAX_RANGE_DAYS } from '@platform/contracts/client';
import { describe, expect, it } from 'vitest';
import {
  clampProfitRange,
  matchingProfitPreset,
  profitPeriod,
  profitPresetRange,
  rangeDayCount,
} from './profit-range.ts';

// 2026-03-01 17:30 UTC is already 2 March in Bangkok (UTC+7) but still 1 March in New York.
const NOW = new Date('2026-03-01T17:30:00Z');
const BANGKOK = 'Asia/Bangkok';

describe('profit presets', () => {
  it("cuts the days in the merchant's time zone, not the browser's", () => {
    expect(profitPresetRange('today', NOW, BANGKOK)).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    expect(profitPresetRange('today', NOW, 'America/New_York')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    expect(profitPresetRange('yesterday', NOW, BANGKOK)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
  });

  it('counts today in "last 7 days" and runs this month from the 1st', () => {
    expect(profitPresetRange('last7', NOW, BANGKOK)).toEqual({
      startDate: '2026-02-24',
      endDate: '2026-03-02',
    });
    expect(profitPresetRange('last30', NOW, BANGKOK)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-03-02',
    });
    expect(profitPresetRange('thisMonth', NOW, BANGKOK)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    });
    // On the first of a month, this month is that one day.
    expect(profitPresetRange('thisMonth', NOW, 'America/New_York')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
  });

  it('lights the preset a custom range happens to equal', () => {
    expect(matchingProfitPreset({ startDate: '2026-03-02', endDate: '2026-03-02' }, NOW, BANGKOK)).toBe(
      'today',
    );
    expect(matchingProfitPreset({ startDate: '2026-02-20', endDate: '2026-03-02' }, NOW, BANGKOK)).toBeNull();
  });
});

describe('custom profit ranges', () => {
  it('counts both ends', () => {
    expect(rangeDayCount({ startDate: '2026-03-02', endDate: '2026-03-02' })).toBe(1);
    expect(rangeDayCount({ startDate: '2024-02-28', endDate: '2024-03-01' })).toBe(3);
  });

  it('puts the ends in order and out of the future', () => {
    expect(clampProfitRange({ startDate: '2026-03-10', endDate: '2026-02-27' }, NOW, BANGKOK)).toEqual({
      startDate: '2026-02-27',
      endDate: '2026-03-02',
    });
    expect(clampProfitRange({ startDate: 'nonsense', endDate: '2026-02-31' }, NOW, BANGKOK)).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
  });

  it(`keeps a range within ${PROFIT_MAX_RANGE_DAYS} days, moving the end the member did not touch`, () => {
    const fromStart = clampProfitRange(
      { startDate: '2025-01-01', endDate: '2026-03-02' },
      NOW,
      BANGKOK,
      'start',
    );
    expect(fromStart).toEqual({ startDate: '2025-01-01', endDate: '2025-03-31' });
    expect(rangeDayCount(fromStart)).toBe(PROFIT_MAX_RANGE_DAYS);
    const fromEnd = clampProfitRange({ startDate: '2025-01-01', endDate: '2026-03-02' }, NOW, BANGKOK, 'end');
    expect(fromEnd).toEqual({ startDate: '2025-12-03', endDate: '2026-03-02' });
    expect(rangeDayCount(fromEnd)).toBe(PROFIT_MAX_RANGE_DAYS);
  });

  it('reads the period from the URL: a preset re-cut today, a custom range made valid, else last 7 days', () => {
    expect(profitPeriod({ period: 'yesterday', from: '', to: '' }, NOW, BANGKOK)).toEqual({
      range: { startDate: '2026-03-01', endDate: '2026-03-01' },
      preset: 'yesterday',
    });
    expect(profitPeriod({ period: 'custom', from: '2026-01-01', to: '2026-01-31' }, NOW, BANGKOK)).toEqual({
      range: { startDate: '2026-01-01', endDate: '2026-01-31' },
      preset: null,
    });
    expect(profitPeriod({ period: '', from: '2020-01-01', to: '2026-03-02' }, NOW, BANGKOK).range).toEqual({
      startDate: '2025-12-03',
      endDate: '2026-03-02',
    });
    expect(profitPeriod({ period: 'forever', from: '', to: '' }, NOW, BANGKOK)).toEqual({
      range: { startDate: '2026-02-24', endDate: '2026-03-02' },
      preset: 'last7',
    });
  });
});
