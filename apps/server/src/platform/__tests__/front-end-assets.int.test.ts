import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built front end as Vite and its compression plugin leave it: hashed assets with `.br` and `.gz` beside them. */
function fakeBuild(root: string) {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  const files: Record<string, string> = { 'index.html': HTML, 'assets/index-AbCd1234.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(root, name), text);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(text));
  }
}

describe('serving the built front ends', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'front-end-'));
    fakeBuild(path.join(dir, 'web'));
    fakeBuild(path.join(dir, 'bo'));
    t = await createTestApp({
      env: { WEB_DIST_DIR: path.join(dir, 'web'), BACKOFFICE_DIST_DIR: path.join(dir, 'bo') },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed with brotli, cached for a year as immutable', async () => {
    const res = await t.app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    // The build's bytes as they are: the API's compression leaves a precompressed file alone.
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('falls back to gzip, and to the plain file for a client that takes neither', async () => {
    const gz = await t.app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
    const plain = await t.app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never lets the HTML be cached without revalidation, on a deep link or in the console', async () => {
    for (const url of ['/', '/promotions', '/bo/', '/bo/members']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
