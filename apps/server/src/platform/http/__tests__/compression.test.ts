import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../compression.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('deflate, identity')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('follows the weights, the wildcard and refusals', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0.1')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=2, gzip ; q=0.3')).toBe('gzip');
  });

  it('never picks a coding the header refuses', () => {
    const coding = fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'zstd');
    const weight = fc.option(fc.constantFrom('0', '0.0', '0.1', '0.5', '1', 'x'), { nil: undefined });
    fc.assert(
      fc.property(fc.array(fc.tuple(coding, weight), { maxLength: 6 }), (parts) => {
        const header = parts.map(([c, q]) => (q === undefined ? c : `${c};q=${q}`)).join(', ');
        const chosen = negotiateEncoding(header);
        if (chosen === null) return;
        // The last weight given for the chosen coding (or the wildcard when it is not named) is above 0.
        const named = parts.filter(([c]) => c === chosen);
        const rule = named.length ? named : parts.filter(([c]) => c === '*');
        const q = rule.at(-1)?.[1];
        expect(q === undefined || (Number(q) > 0 && Number(q) <= 1)).toBe(true);
      }),
    );
  });
});
