import { describe, expect, it } from 'vitest';
import { MENU_DRAWS_PER_GAME, toGameMenus, type VendorMenuDraw } from '../domain/lottery-menu.ts';

const draw = (
  over: Partial<VendorMenuDraw> & Pick<VendorMenuDraw, 'drawId' | 'gameCode'>,
): VendorMenuDraw => ({
  market: 'ELOTT',
  province: null,
  state: 'OPEN',
  timeZone: 'UTC',
  opensAt: '2026-11-27T00:00:00Z',
  closesAt: '2026-11-27T00:00:55Z',
  drawAt: '2026-11-27T00:01:00Z',
  serverSeedHash: 'h',
  betTypes: [{ code: 'LO2' }],
  ...over,
});

describe('game menus from the vendor’s coming draws', () => {
  it('one entry per game: its next open draw, the open count, and its coming draws capped', () => {
    const fast = Array.from({ length: 15 }, (_, i) =>
      draw({ drawId: `F${i}`, gameCode: 'lotto-elott-1', state: i === 0 ? 'OPEN' : 'SCHEDULED' }),
    );
    const south = ['A', 'B', 'C'].map((p) =>
      draw({
        drawId: `S-${p}`,
        gameCode: 'lotto-vn-south',
        market: 'VN_SOUTH',
        province: { code: p, name: `Province ${p}` },
        timeZone: 'Asia/Ho_Chi_Minh',
      }),
    );
    const menus = toGameMenus([...fast, ...south], null);
    const [one, s] = menus;
    expect(one).toMatchObject({ gameCode: 'lotto-elott-1', openDraws: 1, prizeMode: 'ELOTT' });
    expect(one!.nextDraw).toMatchObject({ drawId: 'F0', state: 'OPEN', timeZone: 'UTC' });
    expect(one!.draws).toHaveLength(MENU_DRAWS_PER_GAME);
    expect(s).toMatchObject({ gameCode: 'lotto-vn-south', openDraws: 3, gameGroupCode: 'VN' });
    expect(s!.draws.map((d) => d.province)).toEqual(['Province A', 'Province B', 'Province C']);
    expect(toGameMenus([...fast, ...south], 'LOTT').map((g) => g.gameCode)).toEqual(['lotto-vn-south']);
  });

  it('a game with only draws opening later is listed without a next open draw', () => {
    const [menu] = toGameMenus([draw({ drawId: 'X', gameCode: 'lotto-elott-3', state: 'SCHEDULED' })], null);
    expect(menu).toMatchObject({ openDraws: 0, nextDraw: null });
    expect(menu!.draws[0]).toMatchObject({ drawId: 'X', state: 'SCHEDULED' });
  });
});
