// @vitest-environment node
// Contract: demo-host serves dist/ as a CDN would: the precompressed file the browser accepts, immutable caching for
// hashed chunks, short caching for the stable-named loader and stylesheet.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/support/demo-app.ts';
import { buildApp } from './app.ts';

const LOADER = 'export const loader = "storefront";\n'.repeat(40);
const CHUNK = 'export const chunk = "chrome";\n'.repeat(40);
let app: FastifyInstance;
let dataDir: string;

/** A dist/ as build.mjs writes it: each JS/CSS file with its .br and .gz beside it. */
function writeDist(dist: string): void {
  const write = (file: string, text: string) => {
    const full = path.join(dist, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    fs.writeFileSync(`${full}.gz`, gzipSync(text));
    fs.writeFileSync(`${full}.br`, brotliCompressSync(text));
  };
  write('preact/storefront.js', LOADER);
  write('preact/storefront.css', 'sf-header{display:block}\n'.repeat(40));
  write('preact/chunks/chrome-Ab12_-Cd.js', CHUNK);
}

beforeAll(async () => {
  dataDir = makeTempDir();
  writeDist(path.join(dataDir, 'dist'));
  app = await buildApp({ dataDir, distDir: path.join(dataDir, 'dist') });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('dist/ served like a CDN', () => {
  it('sends the brotli file to a browser that accepts br, and says so', async () => {
    const res = await get('/dist/preact/chunks/chrome-Ab12_-Cd.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.equals(brotliCompressSync(CHUNK))).toBe(true);
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await get('/dist/preact/storefront.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(LOADER))).toBe(true);
    const plain = await get('/dist/preact/storefront.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LOADER);
  });

  it('caches hashed chunks forever and the stable-named loader and stylesheet briefly', async () => {
    const chunk = await get('/dist/preact/chunks/chrome-Ab12_-Cd.js', 'br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['storefront.js', 'storefront.css']) {
      const res = await get(`/dist/preact/${file}`, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
  });
});

describe('pages and replies compressed like a production server', () => {
  it('compresses an HTML page for a browser that accepts br or gzip, and not for one that accepts neither', async () => {
    const plain = await get('/search?qs=paper', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<sf-listing');
    const br = await get('/search?qs=paper', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/search?qs=paper', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves the precompressed dist/ files as the build wrote them (no second compression)', async () => {
    const res = await get('/dist/preact/chunks/chrome-Ab12_-Cd.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
  });
});

describe('where a page carries the loader (docs/authoring.md "Where the script goes")', () => {
  const LOADER_TAG = '<script type="module" async src="/dist/preact/storefront.js"></script>';
  it('in <head> by default, and at the end of <body> (after the page, once) with ?script=end', async () => {
    for (const url of ['/', '/category/15', '/product/PAP-0001', '/quick-order']) {
      const head = (await get(url)).body;
      expect(head.split(LOADER_TAG), url).toHaveLength(2);
      expect(head.indexOf(LOADER_TAG), url).toBeLessThan(head.indexOf('</head>'));
      const end = (await get(`${url}${url.includes('?') ? '&' : '?'}script=end`)).body;
      expect(end.split(LOADER_TAG), url).toHaveLength(2);
      expect(end.indexOf(LOADER_TAG), url).toBeGreaterThan(end.lastIndexOf('</footer>'));
      expect(end.indexOf(LOADER_TAG), url).toBeLessThan(end.indexOf('</body>'));
    }
  });
});
