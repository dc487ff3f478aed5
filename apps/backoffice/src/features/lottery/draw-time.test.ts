import { describe, expect, it } from 'vitest';
import { formatDrawTime, zoneLabel } from './draw-time.ts';

describe('draw times in the draw’s own zone', () => {
  const at = '2026-11-27T11:15:00Z';
  it('shows the market’s wall clock and its offset, whatever the viewer’s zone', () => {
    expect(formatDrawTime(at, 'Asia/Ho_Chi_Minh', 'en-GB')).toBe('27/11/2026, 18:15 (GMT+7)');
    expect(formatDrawTime(at, 'Asia/Kuala_Lumpur', 'en-GB')).toBe('27/11/2026, 19:15 (GMT+8)');
    expect(formatDrawTime(at, 'UTC', 'en-GB', { date: false })).toBe('11:15 (UTC)');
  });
  it('labels offsets and survives an unknown zone', () => {
    expect(zoneLabel('Asia/Bangkok', Date.parse(at))).toBe('GMT+7');
    expect(formatDrawTime(at, 'Mars/Olympus', 'en-GB')).toMatch(/\(UTC\)$/);
    expect(formatDrawTime('nope', 'UTC', 'en-GB')).toBe('—');
  });
});
