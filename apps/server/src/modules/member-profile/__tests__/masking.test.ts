import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskDigits, maskEmail, maskMobile } from '../domain/masking.ts';

describe('masking contact and payout data', () => {
  it('keeps the domain and at most two letters of an e-mail’s name', () => {
    expect(maskEmail('demo01@example.com')).toBe('de****@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const local = email.slice(0, email.lastIndexOf('@'));
        expect(masked.endsWith(email.slice(email.lastIndexOf('@')))).toBe(true);
        // Never more than two letters of the name, and at least three stars.
        expect(masked.slice(0, masked.lastIndexOf('@'))).toMatch(/^.{1,2}\*{3,}$/);
        if (local.length > 3) expect(masked).not.toContain(local);
      }),
    );
  });

  it('shows at most the last four digits of a number', () => {
    expect(maskDigits('1234567890')).toBe('******7890');
    expect(maskDigits('123456')).toBe('****56');
    expect(maskMobile('810000001', '66')).toBe('+66 *****0001');
    expect(maskMobile('810000001', '+66')).toBe('+66 *****0001');
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,34}$/), (digits) => {
        const masked = maskDigits(digits);
        expect(masked).toHaveLength(digits.length);
        const shown = masked.replace(/^\*+/, '');
        expect(shown.length).toBeLessThanOrEqual(4);
        expect(shown.length).toBeLessThan(Math.max(digits.length, 2));
        expect(digits.endsWith(shown)).toBe(true);
      }),
    );
  });
});
