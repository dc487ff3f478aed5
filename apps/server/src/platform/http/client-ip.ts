import ipaddr from 'ipaddr.js';

/** Normalises an address for matching: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes plain IPv4. */
export function normalizeIp(raw: string | undefined): string {
  // A socket that closed before the request was read (or an in-process WebSocket) has no address.
  if (raw === undefined) return '0.0.0.0';
  try {
    const parsed = ipaddr.parse(raw.trim());
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
      return (parsed as ipaddr.IPv6).toIPv4Address().toString();
    }
    return parsed.toString();
  } catch {
    return raw.trim();
  }
}
