import ipaddr from 'ipaddr.js';

/**
 * An address as an operator writes it: IPv4 only as four plain decimal parts. ipaddr.js also reads
 * inet_aton's legacy forms ("12", "127.1", "0x7f.0.0.1", and "010.0.0.1" as octal, i.e. 8.0.0.1),
 * which would make a rule block or allow an address other than the one the operator typed.
 */
const isCanonicalAddress = (text: string): boolean =>
  ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);

/** True for a single IP or a CIDR range in either family. */
export function isIpOrCidr(value: string): boolean {
  if (value.includes('/')) {
    const [address = '', bits = '', ...rest] = value.split('/');
    if (rest.length || !/^\d{1,3}$/.test(bits) || !isCanonicalAddress(address)) return false;
    try {
      ipaddr.parseCIDR(value);
      return true;
    } catch {
      return false;
    }
  }
  return isCanonicalAddress(value);
}

function toComparable(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address();
  }
  return address;
}

/** Whether `ip` equals the rule's address or falls inside its range. Unparseable input never matches. */
export function ipMatches(ip: string, rule: string): boolean {
  if (!isIpOrCidr(rule)) return false;
  try {
    const address = toComparable(ipaddr.parse(ip));
    if (rule.includes('/')) {
      const [range, bits] = ipaddr.parseCIDR(rule);
      const comparableRange = toComparable(range);
      if (address.kind() !== comparableRange.kind()) return false;
      const prefix = comparableRange === range ? bits : bits - 96;
      return address.match(comparableRange, prefix);
    }
    const other = toComparable(ipaddr.parse(rule));
    return address.kind() === other.kind() && address.toNormalizedString() === other.toNormalizedString();
  } catch {
    return false;
  }
}

/** The stored form of a valid rule value, so that `2001:DB8::1` and `2001:db8::1` are one rule. */
export function canonicalIpOrCidr(value: string): string {
  if (value.includes('/')) {
    const [range, bits] = ipaddr.parseCIDR(value);
    return `${range.toString()}/${bits}`;
  }
  return ipaddr.parse(value).toString();
}
