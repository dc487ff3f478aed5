import { describe, expect, it } from 'vitest';
import { netTone, recordKey, shortRound, STATUS_TONE } from './record-view.ts';

describe('netTone', () => {
  it('reads the sign of a decimal string', () => {
    expect(netTone('125.50')).toBe('win');
    expect(netTone('+0.01')).toBe('win');
    expect(netTone('-0.01')).toBe('loss');
    expect(netTone('0.00')).toBe('even');
    expect(netTone('-0')).toBe('even');
    expect(netTone(' 3 ')).toBe('win');
  });

  it('treats what is not a number as even', () => {
    expect(netTone('')).toBe('even');
    expect(netTone('abc')).toBe('even');
  });
});

describe('round display', () => {
  it('shortens long round ids and keeps short ones', () => {
    expect(shortRound('R-123')).toBe('R-123');
    expect(shortRound('house-7f3a9c2e-51b0-4b7e-9d21-aa01')).toBe('house-…1-aa01');
  });

  it('keys rows per vendor and round', () => {
    const base = {
      gameCode: 'g',
      gameName: 'G',
      gameType: 'RNG' as const,
      stake: '1.00',
      win: '0.00',
      net: '-1.00',
      currency: 'THB',
      status: 'SETTLED' as const,
      betTime: '2025-01-01T00:00:00Z',
      settleTime: null,
    };
    expect(recordKey({ ...base, vassalage: 'HOUSE', round: '1' })).not.toBe(
      recordKey({ ...base, vassalage: 'PG', round: '1' }),
    );
  });

  it('gives every status a tone', () => {
    expect(STATUS_TONE).toEqual({ OPEN: 'info', SETTLED: 'success', ROLLED_BACK: 'muted' });
  });
});
