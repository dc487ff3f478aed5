import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, readPositiveAmount } from '../domain/amount.ts';

describe('readPositiveAmount', () => {
  it('reads every positive amount of the currency scale back to its minor units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_AMOUNT_MINOR }), (minor) => {
        const text = `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
        expect(readPositiveAmount(text, 'THB')).toEqual({ ok: true, amountMinor: minor });
      }),
    );
  });

  it('refuses zero, negatives, too many decimals, too large and unknown currencies, with the scale', () => {
    for (const bad of ['0', '0.00', '-1', '1.001', 'abc', '', `${MAX_AMOUNT_MINOR}`])
      expect(readPositiveAmount(bad, 'THB')).toEqual({ ok: false, scale: 2 });
    expect(readPositiveAmount('1.5', 'VND')).toEqual({ ok: false, scale: 0 });
    expect(readPositiveAmount('10', 'XXX')).toEqual({ ok: false, scale: 2 });
  });
});
