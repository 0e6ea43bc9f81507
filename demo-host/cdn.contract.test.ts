// The image origin (README "Images on a second origin"): a listening demo-host serves product images from a second
// port and points every image URL and the CSP's img-src at it; in-process it keeps them same-origin.
// @vitest-environment node
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, startApp } from '../test/support/demo-app.ts';
import { buildApp } from './app.ts';

const firstImage = (page: string): string => {
  const src = /<img class="sf-product__image" src="([^"]+)"/.exec(page)?.[1];
  if (!src) throw new Error('no product image in the page');
  return src;
};

/** A GET with a Host header of the test's choosing (fetch may not set one): status, headers and body. */
const getWithHost = (shop: URL, pathname: string, host: string) =>
  new Promise<{ status: number; csp: string; body: string }>((resolve, reject) => {
    const req = http.request({ host: shop.hostname, port: shop.port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, csp: String(res.headers['content-security-policy'] ?? ''), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('images on a second origin', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('a listening app lists product images on its CDN port, serves them there and allows them in img-src', async () => {
    const dataDir = makeTempDir();
    app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist') });
    const shop = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const res = await fetch(new URL('/search?qs=paper', shop));
    const src = new URL(firstImage(await res.text()));
    expect(src.hostname).toBe('127.0.0.1');
    expect(src.port).not.toBe(shop.port);
    expect(src.pathname).toMatch(/^\/img\/product\/[^/]+\.svg$/);
    const image = await fetch(src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await image.text()).toContain('<svg');
    const imgSrc = res.headers
      .get('content-security-policy')
      ?.split('; ')
      .find((d) => d.startsWith('img-src '));
    expect(imgSrc?.split(' ')).toContain(src.origin);

    const product = await (
      await fetch(
        new URL(`/product/${encodeURIComponent(src.pathname.split('/')[3]?.replace(/\.svg$/, '') ?? '')}`, shop),
      )
    ).text();
    expect(product).toContain(`<img class="sf-zoom-gallery__main" src="${src.origin}/img/product/`);
  });

  it('a Host header outside the allow-list is never written into pages or the CSP', async () => {
    const dataDir = makeTempDir();
    app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist') });
    const shop = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    for (const host of [
      'evil.example',
      'x"><img src=//evil.example/p>',
      "x; frame-ancestors *; trusted-types * 'allow-duplicates'",
      '$`x$&.example',
    ]) {
      const res = await getWithHost(shop, '/search?qs=paper', host);
      if (res.status !== 200) continue;
      expect(res.body, host).not.toMatch(/evil\.example|\$&|\$`/);
      expect(firstImage(res.body), host).toMatch(/^\/img\/product\//);
      expect(res.csp, host).not.toMatch(/evil|frame-ancestors \*|trusted-types \*/);
      expect(res.csp, host).toContain("img-src 'self' data:;");
    }
    // Loopback names are on the list: the CDN stays in use for them.
    for (const host of [`localhost:${shop.port}`, `127.0.0.1:${shop.port}`]) {
      const res = await getWithHost(shop, '/search?qs=paper', host);
      expect(new URL(firstImage(res.body)).hostname, host).toBe(host.split(':')[0]);
    }
  });

  it('host names given in configuration (cdnHosts) get the CDN origin; others stay on one origin', async () => {
    const dataDir = makeTempDir();
    app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist'), cdnHosts: ['Shop.Test'] });
    const shop = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const named = await getWithHost(shop, '/search?qs=paper', `shop.test:${shop.port}`);
    const src = new URL(firstImage(named.body));
    expect(src.hostname).toBe('shop.test');
    expect(src.port).not.toBe(shop.port);
    expect(named.csp).toContain(`img-src 'self' data: ${src.origin};`);
    const other = await getWithHost(shop, '/search?qs=paper', `other.test:${shop.port}`);
    expect(firstImage(other.body)).toMatch(/^\/img\/product\//);
  });

  it('a configured host name that is not a plain host name is refused at start', async () => {
    const dataDir = makeTempDir();
    await expect(
      buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist'), cdnHosts: ['x"><img src=y>'] }),
    ).rejects.toThrow(/cdnHosts/);
  });

  it('closing the app closes the CDN listener', async () => {
    const dataDir = makeTempDir();
    app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist') });
    const shop = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const src = new URL(firstImage(await (await fetch(new URL('/search?qs=paper', shop))).text()));
    await app.close();
    app = undefined;
    await expect(fetch(src)).rejects.toThrow();
  });

  it('without a listener (in-process) image URLs stay same-origin and img-src names no other origin', async () => {
    const t = await startApp();
    app = t.app;
    const res = await t.fetch('/search?qs=paper');
    expect(firstImage(await res.text())).toMatch(/^\/img\/product\//);
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data:;");
  });

  it('cdn: false keeps a listening app on one origin', async () => {
    const dataDir = makeTempDir();
    app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist'), cdn: false });
    const shop = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    expect(firstImage(await (await fetch(new URL('/search?qs=paper', shop))).text())).toMatch(/^\/img\/product\//);
  });

  it("the product page links to the manufacturer's where-to-buy page on another site, as an external link", async () => {
    const t = await startApp();
    app = t.app;
    const page = await (await t.fetch('/product/PAP-0001')).text();
    const link = /<a class="external-link sf-where-to-buy" href="([^"]+)"/.exec(page)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    expect(url.origin).toBe('https://www.example-manufacturer.com');
    expect(url.searchParams.get('sku')).toBe('PAP-0001');
  });
});
