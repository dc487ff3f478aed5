import type { TGameRoom } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { orderRooms } from './rooms.ts';

const room = (roomId: string, over: Partial<TGameRoom> = {}): TGameRoom => ({
  roomId,
  vassalage: 'HOUSE',
  gameCode: `g-${roomId}`,
  gameName: `Table ${roomId}`,
  gameType: 'LIVE',
  gameClassify: 'BACCARAT',
  minBet: '10.00',
  maxBet: '5000.00',
  players: 0,
  maintenance: false,
  ...over,
});

describe('orderRooms', () => {
  const rooms = [
    room('a', { players: 1 }),
    room('b', { players: 9, maintenance: true }),
    room('c', { players: 4, vassalage: 'AURORA' }),
    room('d', { players: 4 }),
    room('e', { gameType: 'BOARD', players: 20 }),
  ];

  it('keeps the categories asked for, busiest first, tables under maintenance last', () => {
    expect(orderRooms(rooms, ['LIVE']).map((r) => r.roomId)).toEqual(['c', 'd', 'a', 'b']);
    expect(orderRooms(rooms, ['LIVE', 'BOARD'])[0]?.roomId).toBe('e');
  });

  it('narrows to the chosen vendor', () => {
    expect(orderRooms(rooms, ['LIVE'], 'AURORA').map((r) => r.roomId)).toEqual(['c']);
    expect(orderRooms(rooms, ['LIVE'], null)).toHaveLength(4);
  });
});
