import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers compressed where it pays (issue 16, ADR 0022). Static assets are compressed at build
 * and sent as they are (app.ts); this covers the API and the player site's HTML, which carries its
 * first screen's data (web-index.ts).
 *
 * - Only JSON bodies of at least `COMPRESS_MIN_BYTES`: below that an answer and its headers fit in
 *   one TCP segment, so compressing saves no round trip and costs CPU on every call (the seamless
 *   wallet's answers are ~200 bytes, status ~300).
 * - Brotli when the client takes it, else gzip; at low settings, because most answers are made
 *   once: brotli 4 turns a 13.5 kB lobby page into 2.2 kB in ~0.3 ms, where its top quality takes
 *   over 50 ms for 1.8 kB.
 * - A body sent as a Buffer is compressed once per encoding and kept as long as that Buffer lives
 *   (a WeakMap): a route that sends one cached Buffer again (the lobby's answer cache) sends its
 *   compressed bytes from memory. Such a Buffer must not be changed once sent.
 * - Compression runs on libuv's threads, so a large answer does not hold up the event loop (and the
 *   wallet calls waiting on it).
 * - A body that already has a Content-Encoding (the precompressed static files) or is a stream is
 *   left alone.
 */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with for an Accept-Encoding header: the highest weight among br and gzip
 * (`*` stands for any coding not named), brotli on a tie; null when neither is acceptable.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',').slice(0, 20)) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const coding = name.trim().toLowerCase();
    if (coding) weights.set(coding, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(body: Buffer | string, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: 5 });
}

/** A Buffer's compressed form: the bytes once made, the promise while they are being made. */
type Compressed = Buffer | Promise<Buffer>;

/** Compressed forms of Buffers already sent, while the Buffer lives (an answer cache's bytes). */
const compressedBuffers = new WeakMap<Buffer, Partial<Record<ContentCoding, Compressed>>>();

function compressedOnce(body: Buffer, coding: ContentCoding): Compressed {
  let forms = compressedBuffers.get(body);
  if (!forms) compressedBuffers.set(body, (forms = {}));
  const known = forms[coding];
  if (known) return known;
  // Kept as a promise, so the requests that arrive while it is made share the one compression,
  // then as the bytes, so the requests after it send them without waiting for anything.
  const pending = compress(body, coding);
  forms[coding] = pending;
  pending.then(
    (bytes) => (forms[coding] = bytes),
    () => delete forms[coding],
  );
  return pending;
}

/** Negotiations already made: clients send a handful of distinct Accept-Encoding values. */
const negotiated = new Map<string, ContentCoding | null>();

function codingFor(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  let coding = negotiated.get(acceptEncoding);
  if (coding === undefined) {
    coding = negotiateEncoding(acceptEncoding);
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(acceptEncoding, coding);
  }
  return coding;
}

/** JSON answers, and the player site's HTML made per request (web-index.ts; built files come precompressed). */
const isCompressible = (contentType: unknown) =>
  typeof contentType === 'string' &&
  (/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType) || /^text\/html\b/i.test(contentType));

export function registerCompression(app: FastifyInstance) {
  // A callback hook, not an async one: most answers (every wallet call) leave at the first test
  // without a promise, and a cached answer's compressed bytes go out without waiting for a tick.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // A string's UTF-8 takes at most 3 bytes per UTF-16 unit: short ones are not even measured.
    const bytes =
      typeof payload !== 'string'
        ? payload.length
        : payload.length * 3 < COMPRESS_MIN_BYTES
          ? 0
          : Buffer.byteLength(payload);
    if (bytes < COMPRESS_MIN_BYTES) return done(null, payload);
    if (!isCompressible(reply.getHeader('content-type')) || reply.hasHeader('content-encoding'))
      return done(null, payload);
    // The answer depends on Accept-Encoding from here on, whether or not this one is compressed.
    reply.header('vary', varyWith(reply.getHeader('vary')));
    const coding = codingFor(request.headers['accept-encoding']);
    if (!coding || request.method === 'HEAD') return done(null, payload);
    const send = (bytes: Buffer) => {
      reply.header('content-encoding', coding);
      reply.removeHeader('content-length');
      done(null, bytes);
    };
    const compressed = Buffer.isBuffer(payload) ? compressedOnce(payload, coding) : compress(payload, coding);
    if (Buffer.isBuffer(compressed)) return send(compressed);
    compressed.then(send, (error: Error) => done(error));
  });
}

function varyWith(current: unknown): string {
  const list = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(list)) return list;
  return list ? `${list}, Accept-Encoding` : 'Accept-Encoding';
}
