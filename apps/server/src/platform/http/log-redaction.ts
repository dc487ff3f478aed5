/** Query parameters that can carry a secret (a session or launch token, an OAuth code or state). */
const SECRET_PARAMS = /^(token|access_token|id_token|code|state|ticket|password|secret|key)$/i;

/**
 * The URL as it may be logged: every secret-looking query parameter's value replaced, so a request
 * log never holds a usable token (issue 18). The path and the other parameters stay readable.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return rest.length > 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, queryAt)}?${params.join('&')}`;
}

/** Fastify's request log line, with the URL redacted. */
export function requestLogSerializer(request: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
