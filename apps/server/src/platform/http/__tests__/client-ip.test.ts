import { describe, expect, it } from 'vitest';
import { ipLimitKey, normalizeIp, parseTrustProxy } from '../client-ip.ts';

describe('client addresses', () => {
  it('counts IPv6 limits per /64 and IPv4 per address', () => {
    expect(ipLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(ipLimitKey('2001:db8:1:2::1')).toBe(ipLimitKey('2001:db8:1:2:ffff::9'));
    expect(ipLimitKey('2001:db8:1:3::1')).not.toBe(ipLimitKey('2001:db8:1:2::1'));
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey(normalizeIp(undefined))).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('3')).toBe(3);
    expect(parseTrustProxy('10.0.0.0/8,2001:db8::/32')).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(parseTrustProxy('everyone')).toBeNull();
    expect(parseTrustProxy('10.0.0.0/40')).toBeNull();
  });
});
