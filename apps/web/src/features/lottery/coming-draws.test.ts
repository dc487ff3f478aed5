import { describe, expect, it } from 'vitest';
import { DRAWS_SHOWN_FIRST, drawTimeLabel, drawsToShow, localDay, phaseOf } from './coming-draws.ts';

const VN = 'Asia/Ho_Chi_Minh';
const draw = (drawAt: string, opensAt: string, closesAt: string, timeZone = VN) => ({
  drawAt,
  opensAt,
  closesAt,
  timeZone,
});
const now = Date.parse('2026-11-27T05:00:00Z'); // 12:00 in Vietnam

describe('the lottery centre’s coming draws', () => {
  it('tells open, opening-soon and past-cut-off draws apart', () => {
    expect(phaseOf(draw('', '2026-11-27T04:00:00Z', '2026-11-27T09:00:00Z'), now)).toBe('OPEN');
    expect(phaseOf(draw('', '2026-11-27T06:00:00Z', '2026-11-27T09:00:00Z'), now)).toBe('SOON');
    expect(phaseOf(draw('', '2026-11-27T04:00:00Z', '2026-11-27T05:00:00Z'), now)).toBe('GONE');
  });

  it('lists the provinces of the first draw’s local day only, not tomorrow’s already opening', () => {
    const today = ['A', 'B', 'C'].map(() =>
      draw('2026-11-27T09:15:00Z', '2026-11-26T09:15:00Z', '2026-11-27T09:00:00Z'),
    );
    const tomorrow = draw('2026-11-28T09:15:00Z', '2026-11-27T09:15:00Z', '2026-11-28T09:00:00Z');
    const shown = drawsToShow('VN_SOUTH', [...today, tomorrow], now, 10);
    expect(shown.visible).toHaveLength(3);
    expect(shown.more).toBe(0);
  });

  it('cuts the fast draws to a few, the rest behind "show more", dropping those past cut-off', () => {
    const fast = Array.from({ length: 11 }, (_, i) => {
      const at = now + (i - 1) * 60_000 + 30_000;
      return draw(
        new Date(at).toISOString(),
        new Date(at - 60_000).toISOString(),
        new Date(at - 5_000).toISOString(),
        'UTC',
      );
    });
    const first = drawsToShow('ELOTT', fast, now, DRAWS_SHOWN_FIRST);
    // The first one's cut-off (25 s before now) has passed.
    expect(first.total).toBe(10);
    expect(first.visible).toHaveLength(3);
    expect(first.more).toBe(7);
    expect(phaseOf(first.visible[0]!, now)).toBe('OPEN');
    expect(phaseOf(first.visible[1]!, now)).toBe('SOON');
    expect(drawsToShow('ELOTT', fast, now, 100).more).toBe(0);
    expect(drawsToShow('ELOTT', [], now, 3)).toEqual({ visible: [], more: 0, total: 0 });
  });

  it('reads a draw’s time in its own zone, whatever the viewer’s', () => {
    expect(drawTimeLabel('2026-11-27T11:15:00Z', VN, 'en-GB')).toBe('18:15 (GMT+7)');
    expect(drawTimeLabel('2026-11-27T11:00:00Z', 'Asia/Kuala_Lumpur', 'en-GB')).toBe('19:00 (GMT+8)');
    expect(drawTimeLabel('2026-11-27T11:15:00Z', 'UTC', 'en-GB', { withDate: true })).toBe(
      '27/11, 11:15 (UTC)',
    );
    expect(drawTimeLabel('2026-11-27T11:15:00Z', 'Nowhere/Zone', 'en-GB')).toBe('11:15 (UTC)');
    expect(localDay('2026-11-27T18:00:00Z', VN)).toBe('2026-11-28');
  });
});
