import { describe, expect, it } from 'vitest';
import { areaOfMarket, isLottoGameCode, latestResultDay, vnDay } from './lottery-areas.ts';

describe('lottery areas', () => {
  it('maps markets to their pages', () => {
    expect(areaOfMarket('VN_SOUTH')).toBe('VN');
    expect(areaOfMarket('MY_4D')).toBe('SEA');
    expect(areaOfMarket('ELOTT')).toBe('ALL');
  });
  it('passes only the lottery’s own game codes on', () => {
    expect(isLottoGameCode('lotto-elott-1')).toBe(true);
    expect(isLottoGameCode('TCG_123')).toBe(false);
    expect(isLottoGameCode(null)).toBe(false);
  });
  it('counts days in Vietnam and shows yesterday before the evening draws', () => {
    const morning = Date.parse('2026-11-27T20:00:00Z'); // 03:00 on the 28th in Vietnam
    expect(vnDay(morning)).toBe('2026-11-28');
    expect(latestResultDay(morning)).toBe('2026-11-27');
    const evening = Date.parse('2026-11-28T12:00:00Z'); // 19:00 in Vietnam
    expect(latestResultDay(evening)).toBe('2026-11-28');
  });
});
