/**
 * Where a social login may send the browser back to. The authorization code travels in that URL, so
 * it must be one of the merchant's own sites (its domains, or the host the request came to), never
 * an address a third party chose (an open redirect would hand them the code).
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Loopback names: plain HTTP is tolerated there only (a developer's machine, the demo). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost');
}

/** `Example.com:8443` → `example.com`; `[::1]:3000` → `[::1]`. */
export function bareHost(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * The redirect URI as a URL when it may be used, else null: http(s) only, HTTPS unless loopback, no
 * credentials, query or fragment (the provider appends its own query), on one of `allowedHosts`.
 */
export function checkRedirectUri(raw: string, allowedHosts: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return null;
  if (url.username || url.password || url.search || raw.includes('#') || raw.includes('?')) return null;
  const host = bareHost(url.hostname);
  const allowed = new Set(allowedHosts.map(bareHost).filter(Boolean));
  return allowed.has(host) ? url : null;
}

/**
 * The URL the code is exchanged with: the stored redirect URI plus the provider's answer (the query
 * of the URL the browser came back to). Whatever origin or path the client reports is ignored.
 */
export function callbackUrlFor(redirectUri: string, reportedCallbackUrl: string): URL | null {
  let reported: URL;
  try {
    reported = new URL(reportedCallbackUrl);
  } catch {
    return null;
  }
  const current = new URL(redirectUri);
  current.search = reported.search;
  return current;
}

/** Issuers are HTTPS; plain HTTP only for a loopback issuer and only when the configuration allows it. */
export function isAcceptableIssuer(raw: string, allowHttpLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && allowHttpLoopback && isLoopbackHost(url.hostname);
}
