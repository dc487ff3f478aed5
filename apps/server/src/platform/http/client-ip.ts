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

/**
 * The key a per-address limit counts under. One IPv6 subscriber usually holds a whole /64 and can
 * rotate through it at will, so IPv6 addresses count per /64; IPv4 addresses count one by one.
 */
export function ipLimitKey(ip: string): string {
  try {
    const parsed = ipaddr.parse(ip);
    if (parsed.kind() === 'ipv6') {
      const v6 = parsed as ipaddr.IPv6;
      if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
      const parts = v6.parts.slice(0, 4).concat([0, 0, 0, 0]);
      return `${new ipaddr.IPv6(parts).toString()}/64`;
    }
    return parsed.toString();
  } catch {
    return ip;
  }
}

/**
 * TRUST_PROXY: `0`/`false` trusts no proxy (the socket's address is the client); a number trusts that
 * many proxy hops in front of the node (`true` and `1` mean one); otherwise a comma-separated list of
 * proxy addresses or CIDRs. Fastify then takes the client from X-Forwarded-For only past trusted hops.
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const valid = entries.every((entry) => {
    try {
      if (entry.includes('/')) ipaddr.parseCIDR(entry);
      else ipaddr.parse(entry);
      return true;
    } catch {
      return false;
    }
  });
  return valid && entries.length > 0 ? entries : null;
}
