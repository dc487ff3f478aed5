import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers compressed where it pays (issue 16, ADR 0022). Static assets are compressed at build
 * and sent as they are (app.ts); this covers the API.
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

/** Compressed forms of Buffers already sent, while the Buffer lives (an answer cache's bytes). */
const compressedBuffers = new WeakMap<Buffer, Partial<Record<ContentCoding, Promise<Buffer>>>>();

function compressedOnce(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  let forms = compressedBuffers.get(body);
  if (!forms) compressedBuffers.set(body, (forms = {}));
  let pending = forms[coding];
  if (!pending) {
    // Kept as a promise, so the requests that arrive while it is made share the one compression.
    pending = compress(body, coding);
    forms[coding] = pending;
    pending.catch(() => delete forms[coding]);
  }
  return pending;
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);

export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    if (!isJson(reply.getHeader('content-type')) || reply.hasHeader('content-encoding')) return payload;
    // The answer depends on Accept-Encoding from here on, whether or not this one is compressed.
    reply.header('vary', varyWith(reply.getHeader('vary')));
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    if (!coding || request.method === 'HEAD') return payload;
    const compressed = Buffer.isBuffer(payload)
      ? await compressedOnce(payload, coding)
      : await compress(payload, coding);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

function varyWith(current: unknown): string {
  const list = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(list)) return list;
  return list ? `${list}, Accept-Encoding` : 'Accept-Encoding';
}
