// The image origin (README "Images on a second origin"): a listening demo-host serves product images from a second
// port and points every image URL and the CSP's img-src at it; in-process it keeps them same-origin.
// @vitest-environment node
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { makeTempDir, startApp } from './test-helpers.ts';

const firstImage = (page: string): string => {
  const src = /<img class="sf-product__image" src="([^"]+)"/.exec(page)?.[1];
  if (!src) throw new Error('no product image in the page');
  return src;
};

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
