import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Response headers that make the browser refuse what the site never does: run script it did not
 * ship, be framed by another site, sniff a type, leak the full URL to other origins (issue 18).
 *
 * The front ends' only inline script is the theme set before first paint; the CSP allows it by the
 * SHA-256 of its text, read from the built index.html at boot, so editing it cannot silently break
 * the site or need a looser policy. Everything else loads from the site's own origin; the game window
 * frames the in-house vendor (and vendors over HTTPS).
 */
export interface SecurityHeaderOptions {
  webDistDir: string;
  backofficeDistDir: string;
  /** Origins whose pages the site frames (the game window). */
  frameOrigins: readonly string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** 'sha256-…' sources for each inline script of a built index.html (none when it is not built). */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  if (!existsSync(indexHtmlPath)) return [];
  const html = readFileSync(indexHtmlPath, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

export function contentSecurityPolicy(options: {
  scriptHashes: readonly string[];
  frameSources: readonly string[];
}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes],
    // Radix dialogs lock scrolling with a small injected <style>; styles cannot run code, scripts
    // stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the same origin's ws:/wss: (the wallet socket); the game window probes the
    // vendor's page before framing it.
    'connect-src': ["'self'", ...options.frameSources.filter((s) => s !== "'none'")],
    'frame-src': options.frameSources.length ? options.frameSources : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const webPolicy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(path.join(options.webDistDir, 'index.html')),
    frameSources: [...options.frameOrigins, 'https:'],
  });
  const backofficePolicy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(path.join(options.backofficeDistDir, 'index.html')),
    frameSources: [],
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // Only over TLS (as the node sees it, through trusted proxies): HSTS on plain HTTP is ignored at
    // best and pins a development host at worst.
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      type.startsWith('text/html') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/psp-sim')
    ) {
      const url = request.url.split('?')[0] ?? '/';
      const isBackoffice = url === '/bo' || url.startsWith('/bo/');
      reply.header('Content-Security-Policy', isBackoffice ? backofficePolicy : webPolicy);
    }
    return payload;
  });
}
