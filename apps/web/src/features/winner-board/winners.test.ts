import type { TWinnerEntry } from '@platform/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avatarHue,
  compareDecimal,
  displayPlayer,
  relativeParts,
  relativeTime,
  sortWinners,
} from './winners.ts';

const entry = (winAmount: string, time = '2025-01-01T00:00:00Z', player = 'de***01'): TWinnerEntry => ({
  player,
  gameName: 'Dragon Fortune',
  vassalage: 'HOUSE',
  gameType: 'RNG',
  prize: winAmount,
  currency: 'THB',
  time,
  vo: { winAmount },
});

describe('compareDecimal', () => {
  it('compares across scales without floats', () => {
    expect(compareDecimal('10.5', '10.50')).toBe(0);
    expect(compareDecimal('9.99', '10')).toBe(-1);
    expect(compareDecimal('90071992547409931.01', '90071992547409931.00')).toBe(1);
    expect(compareDecimal('-1.00', '0')).toBe(-1);
    expect(compareDecimal('-0', '0.00')).toBe(0);
  });

  it('puts what is not a number last', () => {
    expect(compareDecimal('abc', '0')).toBe(-1);
    expect(compareDecimal('0', '')).toBe(1);
    expect(compareDecimal('x', 'y')).toBe(0);
  });

  it('agrees with integer order of minor units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (a, b) => {
          const text = (v: bigint) => `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
          expect(compareDecimal(text(a), text(b))).toBe(a === b ? 0 : a < b ? -1 : 1);
        },
      ),
    );
  });
});

describe('sortWinners', () => {
  it('puts the highest winAmount first, the latest first on ties, and leaves the input alone', () => {
    const list = [
      entry('120.00', '2025-01-01T00:00:00Z', 'a'),
      entry('5000.00', '2025-01-01T00:00:00Z', 'b'),
      entry('999.99', '2025-01-01T00:00:00Z', 'c'),
      entry('5000', '2025-01-02T00:00:00Z', 'd'),
    ];
    expect(sortWinners(list).map((w) => w.player)).toEqual(['d', 'b', 'c', 'a']);
    expect(list[0]?.player).toBe('a');
  });
});

describe('displayPlayer', () => {
  it('keeps names the server masked', () => {
    expect(displayPlayer('de***01')).toBe('de***01');
  });

  it('masks names that arrive unmasked', () => {
    expect(displayPlayer('demo01')).toBe('de***01');
    expect(displayPlayer('abc')).toBe('a***c');
    expect(displayPlayer('ab')).toBe('a***');
    expect(displayPlayer('  ')).toBe('***');
    expect(displayPlayer('김철수영희')).toBe('김***희');
  });

  it('never shows a whole unmasked name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !s.includes('*') && !!s.trim()),
        (name) => {
          expect(displayPlayer(name)).toContain('***');
          expect(displayPlayer(name)).not.toBe(name.trim());
        },
      ),
    );
  });
});

describe('avatarHue', () => {
  it('is stable per player and within the colour wheel', () => {
    expect(avatarHue('de***01')).toBe(avatarHue('de***01'));
    // Masked names differ in a digit or two: their colours must still differ visibly.
    const hues = ['de***01', 'de***02', 'de***03', 'de***04'].map(avatarHue);
    for (const [i, a] of hues.entries())
      for (const b of hues.slice(i + 1))
        expect(Math.min(Math.abs(a - b), 360 - Math.abs(a - b))).toBeGreaterThan(10);
    fc.assert(
      fc.property(fc.string(), (name) => {
        const hue = avatarHue(name);
        expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
      }),
    );
  });
});

describe('relative time', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  it('picks the largest whole unit', () => {
    expect(relativeParts('2025-03-10T11:59:30Z', now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts('2025-03-10T11:58:00Z', now)).toEqual({ value: -2, unit: 'minute' });
    expect(relativeParts('2025-03-10T09:00:00Z', now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeParts('2025-03-08T12:00:00Z', now)).toEqual({ value: -2, unit: 'day' });
  });

  it('treats the future and bad times as now', () => {
    expect(relativeParts('2025-03-10T12:05:00Z', now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts('not a time', now)).toEqual({ value: 0, unit: 'second' });
  });

  it('formats in the display language', () => {
    expect(relativeTime('2025-03-10T11:58:00Z', now, 'en-US')).toBe('2 minutes ago');
    expect(relativeTime('2025-03-10T11:59:59Z', now, 'en-US')).toBe('now');
    expect(relativeTime('2025-03-09T12:00:00Z', now, 'en-US')).toBe('yesterday');
  });
});
