import { describe, expect, it } from 'vitest';
import { groupSecret, maskEmail, maskMobile, maskName } from './mask.ts';

describe('masking of bound details', () => {
  it('shows a mobile number by its dialing code, first two and last two digits', () => {
    expect(maskMobile('810000010', '66')).toBe('+66 81*****10');
    expect(maskMobile('0812345678', '+66')).toBe('+66 08******78');
    expect(maskMobile('912', null)).toBe('9***');
    expect(maskMobile(null, '66')).toBeNull();
    expect(maskMobile('', '66')).toBeNull();
  });

  it('never reveals the middle of a number, whatever its length', () => {
    for (const n of ['12345', '123456789012345']) {
      const masked = maskMobile(n)!;
      expect(masked.replace(/\*/g, '')).toHaveLength(4);
      expect(masked).toContain('***');
    }
  });

  it('keeps the domain of an e-mail and the ends of its local part', () => {
    expect(maskEmail('demo09@example.com')).toBe('d***9@example.com');
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
    expect(maskEmail('not-an-email')).toBe('************');
    expect(maskEmail(null)).toBeNull();
  });

  it('keeps the first letter of each word of a name, Thai and accents included', () => {
    expect(maskName('DEMO PLAYER 10')).toBe('D*** P***** 1*');
    expect(maskName('  Nguyễn   Văn  ')).toBe('N***** V**');
    expect(maskName('สมชาย')).toBe('ส****');
    expect(maskName('')).toBeNull();
  });

  it('groups a TOTP secret by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupSecret('ABCDE')).toBe('ABCD E');
  });
});
