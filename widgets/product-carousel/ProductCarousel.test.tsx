// sf-product-carousel on demo-host's real product page markup: slides "N of M", add-to-cart sections intact, steps.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { createDemoFetch } from '../../test/support/demo-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';

let app: FastifyInstance;
let section = '';

beforeAll(async () => {
  define();
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-carousel-')) });
  const demo = createDemoFetch(app);
  const search = await (await demo('/search?qs=paper')).text();
  const codes = Array.from(new Set(Array.from(search.matchAll(/data-product-code="([^"]+)"/g), (m) => m[1] ?? '')));
  for (const code of codes) {
    const page = await (await demo(`/product/${code}`)).text();
    section = /<section class="sf-product-carousel">[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    if (section) break;
  }
  expect(section).not.toBe('');
});
afterAll(() => app.close());

const mount = (lang = 'en') => mountHtml(`<sf-product-carousel>${section}</sf-product-carousel>`, lang);

it('is a carousel labelled by its heading; list items keep their list semantics', async () => {
  const host = await mount();
  const root = host.querySelector('[aria-roledescription="carousel"]');
  const heading = host.querySelector('h2');
  expect(root?.getAttribute('aria-labelledby')).toBe(heading?.id);
  const items = Array.from(host.querySelectorAll('li.sf-product'));
  expect(items.length).toBeGreaterThan(0);
  expect(items.filter((li) => li.hasAttribute('role') || li.hasAttribute('aria-roledescription'))).toEqual([]);
  expect(host.querySelector('.sf-product-carousel__track')?.getAttribute('tabindex')).toBe('0');
});

it.each([
  ['en', '1 of 2'],
  ['fr', '1 sur 2'],
])('labels non-list slides "N of M" (%s)', async (lang, first) => {
  const host = await mountHtml(
    '<sf-product-carousel><section class="sf-product-carousel"><h2>Picks</h2><div class="sf-products"><div class="sf-product">A</div><div class="sf-product">B</div></div></section></sf-product-carousel>',
    lang,
  );
  const slides = Array.from(host.querySelectorAll('.sf-product[aria-roledescription="slide"]'));
  expect(slides.map((s) => s.getAttribute('role'))).toEqual(['group', 'group']);
  expect(slides[0]?.getAttribute('aria-label')).toBe(first);
});

it('leaves every add-to-cart section exactly as the server rendered it', async () => {
  const expected = Array.from(
    new DOMParser().parseFromString(section, 'text/html').querySelectorAll('.sf-add-to-cart'),
    (el) => el.outerHTML,
  );
  const host = await mount();
  expect(Array.from(host.querySelectorAll('.sf-add-to-cart'), (el) => el.outerHTML)).toEqual(expected);
});

it('steps the track by a visible width with previous/next, without smooth motion for reduced motion', async () => {
  const host = await mount('fr');
  const track = host.querySelector<HTMLElement>('.sf-product-carousel__track');
  if (!track) throw new Error('no track');
  const scrollBy = vi.fn();
  track.scrollBy = scrollBy as typeof track.scrollBy;
  Object.defineProperties(track, { scrollWidth: { value: 1000 }, clientWidth: { value: 400 } });
  await settle(() => track.dispatchEvent(new Event('scroll')));
  const next = host.querySelector<HTMLButtonElement>('.sf-product-carousel__next');
  expect(next?.getAttribute('aria-label')).toBe('Produits suivants');
  expect(host.querySelector<HTMLButtonElement>('.sf-product-carousel__previous')?.disabled).toBe(true);
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
  await settle(() => next?.click());
  expect(scrollBy).toHaveBeenCalledWith({ left: 360, behavior: 'auto' });
});

it('says so when the server rendered no product', async () => {
  const host = await mountHtml(
    '<sf-product-carousel><section><h2>Complementary products</h2></section></sf-product-carousel>',
  );
  expect(host.textContent).toContain('No product to show.');
});

it('reads the track size once the browser has laid it out, not while mounting (no forced layout in the commit)', async () => {
  const observers: { callback: () => void; observed: Element[] }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observed: Element[] = [];
      constructor(public callback: () => void) {
        observers.push(this);
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  // A track that does not overflow: once read, both buttons are disabled.
  const widths = vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  const host = await mount();
  expect(widths).not.toHaveBeenCalled();
  const track = host.querySelector('.sf-product-carousel__track');
  const observer = observers.find((o) => o.observed.includes(track as Element));
  await settle(() => observer?.callback());
  expect(widths).toHaveBeenCalled();
  expect(host.querySelector<HTMLButtonElement>('.sf-product-carousel__next')?.disabled).toBe(true);
});

it('without ResizeObserver (or with an element of the page named after it) reads the edges once mounted', async () => {
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  for (const value of [undefined, Object.assign(document.createElement('div'), { id: 'ResizeObserver' })]) {
    vi.stubGlobal('ResizeObserver', value);
    const host = await mount();
    expect(host.querySelector<HTMLButtonElement>('.sf-product-carousel__next')?.disabled).toBe(true);
    host.remove();
  }
});
