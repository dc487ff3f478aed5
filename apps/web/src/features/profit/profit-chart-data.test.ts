import { describe, expect, it } from 'vitest';
import { hasPlay, profitBars, profitTone, shortDayLabel } from './profit-chart-data.ts';

const day = (d: string, winLoss: string, rounds = 1) => ({
  day: d,
  rounds,
  turnover: '10.00',
  payout: '0.00',
  winLoss,
});

describe('profit chart data', () => {
  it('maps each day to a bar above zero for a win and below for a loss, oldest first', () => {
    const bars = profitBars(
      [day('2026-03-01', '-40.50'), day('2026-03-02', '0.00', 0), day('2026-03-03', '1250.25', 3)],
      'en',
    );
    expect(bars.map((b) => [b.day, b.value, b.tone])).toEqual([
      ['2026-03-01', -40.5, 'loss'],
      ['2026-03-02', 0, 'even'],
      ['2026-03-03', 1250.25, 'win'],
    ]);
    // The tooltip reads the API's decimal string, not the float.
    expect(bars[2]).toMatchObject({ winLoss: '1250.25', rounds: 3, label: 'Mar 3' });
  });

  it('names days in the page language without moving them by the browser zone', () => {
    expect(shortDayLabel('2026-01-31', 'en')).toBe('Jan 31');
    expect(shortDayLabel('2026-01-31', 'ko')).toBe('1월 31일');
    expect(shortDayLabel('not a day', 'en')).toBe('not a day');
  });

  it('tells a win, a loss and a period without play', () => {
    expect(profitTone('0.01')).toBe('win');
    expect(profitTone('-0.01')).toBe('loss');
    expect(profitTone('0.00')).toBe('even');
    expect(hasPlay({ totals: { rounds: 0, turnover: '0.00', payout: '0.00', winLoss: '0.00' } })).toBe(false);
    expect(hasPlay({ totals: { rounds: 2, turnover: '2.00', payout: '2.00', winLoss: '0.00' } })).toBe(true);
  });
});
