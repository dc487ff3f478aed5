import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipMatches, isIpOrCidr } from '../domain/ip-rules.ts';

describe('isIpOrCidr', () => {
  it.each([
    '0.0.0.0',
    '198.51.100.7',
    '255.255.255.255',
    '10.0.0.0/8',
    '0.0.0.0/0',
    '198.51.100.7/32',
    '2001:db8::1',
    '2001:0DB8:0000:0000:0000:0000:0000:0001',
    '::1',
    '2001:db8::/32',
    '::/0',
    '2001:db8::1/128',
    '::ffff:198.51.100.7',
    '::ffff:10.0.0.0/104',
  ])('accepts %s', (value) => {
    expect(isIpOrCidr(value)).toBe(true);
  });

  it.each([
    '',
    'abc',
    'US',
    '999.1.1.1',
    '256.0.0.1',
    '1.2.3.4.5',
    '10.0.0.0/33',
    '10.0.0.0/-1',
    '10.0.0.0/',
    '/8',
    '10.0.0.0/8/8',
    '10.0.0.0/abc',
    '2001:db8::/129',
    '2001:db8:::1',
    'gggg::1',
    ' 1.2.3.4',
    '1.2.3.4 ',
    "1.2.3.4'; DROP TABLE region_rules; --",
  ])('refuses %j', (value) => {
    expect(isIpOrCidr(value)).toBe(false);
  });

  // Shorthand and non-decimal IPv4 forms (inet_aton's legacy syntax) are not what an operator means
  // when typing an address: "010.0.0.1" would silently become 8.0.0.1 and "12" would become 0.0.0.12.
  it.each([
    '12',
    '2130706433',
    '1.2.3',
    '127.1',
    '0x7f.0.0.1',
    '0x7f000001',
    '010.0.0.1',
    '10.0.0.01',
    '010.0.0.0/8',
  ])('refuses the non-canonical IPv4 form %j', (value) => {
    expect(isIpOrCidr(value)).toBe(false);
  });
});

describe('ipMatches', () => {
  it('matches an exact IPv4 address and nothing next to it', () => {
    expect(ipMatches('198.51.100.7', '198.51.100.7')).toBe(true);
    expect(ipMatches('198.51.100.8', '198.51.100.7')).toBe(false);
    expect(ipMatches('198.51.100.6', '198.51.100.7')).toBe(false);
  });

  it('matches IPv6 addresses whatever their spelling', () => {
    expect(ipMatches('2001:db8::1', '2001:DB8:0:0:0:0:0:1')).toBe(true);
    expect(ipMatches('2001:0db8::0001', '2001:db8::1')).toBe(true);
    expect(ipMatches('2001:db8::2', '2001:db8::1')).toBe(false);
  });

  it('treats an IPv4-mapped IPv6 visitor as its IPv4 address, and the other way round', () => {
    expect(ipMatches('::ffff:198.51.100.7', '198.51.100.7')).toBe(true);
    expect(ipMatches('::ffff:c633:6407', '198.51.100.7')).toBe(true);
    expect(ipMatches('198.51.100.7', '::ffff:198.51.100.7')).toBe(true);
    expect(ipMatches('::ffff:198.51.100.7', '198.51.100.0/24')).toBe(true);
    expect(ipMatches('198.51.100.7', '::ffff:198.51.100.0/120')).toBe(true);
    expect(ipMatches('198.51.101.7', '::ffff:198.51.100.0/120')).toBe(false);
    expect(ipMatches('::ffff:198.51.100.8', '198.51.100.7')).toBe(false);
  });

  it('never matches across families', () => {
    expect(ipMatches('2001:db8::1', '0.0.0.0/0')).toBe(false);
    expect(ipMatches('198.51.100.7', '2001:db8::/32')).toBe(false);
    expect(ipMatches('::1', '127.0.0.1')).toBe(false);
  });

  it('holds the CIDR edges: /0 is everything, /32 is one address, a /8 ends where it ends', () => {
    for (const ip of ['0.0.0.0', '1.2.3.4', '255.255.255.255']) expect(ipMatches(ip, '0.0.0.0/0')).toBe(true);
    expect(ipMatches('198.51.100.7', '198.51.100.7/32')).toBe(true);
    expect(ipMatches('198.51.100.8', '198.51.100.7/32')).toBe(false);
    expect(ipMatches('10.0.0.0', '10.0.0.0/8')).toBe(true);
    expect(ipMatches('10.255.255.255', '10.0.0.0/8')).toBe(true);
    expect(ipMatches('9.255.255.255', '10.0.0.0/8')).toBe(false);
    expect(ipMatches('11.0.0.0', '10.0.0.0/8')).toBe(false);
    expect(ipMatches('2001:db8:ffff::1', '2001:db8::/32')).toBe(true);
    expect(ipMatches('2001:db9::1', '2001:db8::/32')).toBe(false);
    expect(ipMatches('2001:db8::1', '2001:db8::1/128')).toBe(true);
    expect(ipMatches('2001:db8::2', '2001:db8::1/128')).toBe(false);
    expect(ipMatches('2001:db8::2', '::/0')).toBe(true);
  });

  it('never matches garbage on either side', () => {
    for (const garbage of ['', 'abc', '999.1.1.1', '1.2.3.4.5', 'US', '10.0.0.0/33', '::/129', 'null']) {
      expect(ipMatches(garbage, '0.0.0.0/0')).toBe(false);
      expect(ipMatches(garbage, '::/0')).toBe(false);
      expect(ipMatches('198.51.100.7', garbage)).toBe(false);
    }
  });

  it('does not read a rule in a legacy IPv4 form as another address', () => {
    // "010.0.0.1" is octal for 8.0.0.1 to inet_aton; a rule must never block or allow 8.0.0.1 for it.
    expect(ipMatches('8.0.0.1', '010.0.0.1')).toBe(false);
    expect(ipMatches('0.0.0.12', '12')).toBe(false);
  });

  it('matches an address with itself, in any family (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6()), (ip) => {
        expect(ipMatches(ip, ip)).toBe(true);
        expect(isIpOrCidr(ip)).toBe(true);
      }),
    );
  });

  it('agrees with itself: an IPv4 address and its mapped form match the same rules (property)', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV4(), fc.integer({ min: 0, max: 32 }), (ip, base, prefix) => {
        const cidr = `${base}/${prefix}`;
        expect(ipMatches(`::ffff:${ip}`, cidr)).toBe(ipMatches(ip, cidr));
      }),
    );
  });
});
