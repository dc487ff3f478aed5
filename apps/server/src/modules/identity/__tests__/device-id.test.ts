import { describe, expect, it } from 'vitest';
import { deviceIdOf } from '../client-context.ts';

describe('the X-Device-Id header', () => {
  it('is taken when it has the shape the site gives it', () => {
    expect(deviceIdOf('3f0c9a52-8d1e-4b7a-9f2e-6c1d2b3a4e5f')).toBe('3f0c9a52-8d1e-4b7a-9f2e-6c1d2b3a4e5f');
    expect(deviceIdOf('referrer-device-0000000001')).toBe('referrer-device-0000000001');
  });

  it('is ignored when missing, short, long, repeated or holding other characters', () => {
    for (const value of [
      undefined,
      '',
      'short',
      'x'.repeat(65),
      "abc'; DROP TABLE x;--1234",
      ['a'.repeat(20)],
    ])
      expect(deviceIdOf(value)).toBeNull();
  });
});
