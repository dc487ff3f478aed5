import geoip from 'geoip-country';

/** Offline country lookup (ISO 3166-1 alpha-2) from the database shipped in the geoip-country package. */
export function countryOf(ip: string): string | null {
  try {
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}
