// How islands take over server markup in a real browser (happy-dom has no inert documents): the copy each widget
// reads is made where it loads no image and upgrades no element.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { connectShop } from './support/browser.ts';

const shop = connectShop();

describe('island takeover', () => {
  it.each(['preact', 'react'] as const)('copies the server children into an inert document (%s)', async (flavour) => {
    const s = await shop.session({ flavour, lang: 'en' });
    await s.goto('/category/15');
    await s.page.locator('sf-header[data-sf-island]').waitFor();
    // A copy in the page's own document fetched its images and upgraded its elements: 20 ms for a listing at 4× CPU.
    const copy = await s.page.evaluate(() => {
      const header = document.querySelector<HTMLElement & { serverContent: DocumentFragment | null }>('sf-header');
      const content = header?.serverContent;
      return {
        copied: !!content,
        inPage: content?.ownerDocument === document,
        hasWindow: !!content?.ownerDocument.defaultView,
      };
    });
    expect(copy).toEqual({ copied: true, inPage: false, hasWindow: false });
  });

  it('refuses a second copy of the bundle with one console error naming both; the first keeps working', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    s.guard.allow(/two copies of the bundle on one page/);
    // A layout that includes both flavours (a CMS template and a plug-in each adding theirs). Without demo-host's
    // preload lines (?preload=0): what fetches a chunk here is a loader, never the page's own preloads, whichever copy
    // wins the race to run first.
    await s.page.route(/\/category\/15\?preload=0$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</body>',
        '<script type="module" src="/dist/react/storefront.js"></script></body>',
      );
      await route.fulfill({ response, body });
    });
    await s.page.goto(s.url('/category/15?preload=0'), { waitUntil: 'load' }); // s.goto checks for one storefront.js
    await s.page.locator('sf-header[data-sf-island]').waitFor();
    await expect
      .poll(() => s.guard.consoleErrors.filter((e) => e.includes('two copies of the bundle')))
      .toHaveLength(1);
    const refusal = s.guard.consoleErrors.find((e) => e.includes('two copies of the bundle')) ?? '';
    const copy = /(preact|react) \d+\.\d+\.\d+ \(http[^)]*\/dist\/(preact|react)\/storefront\.js\)/g;
    const [running, refused] = [...refusal.matchAll(copy)].map((m) => m[1]);
    expect(new Set([running, refused])).toEqual(new Set(['preact', 'react']));
    // The refused copy fetched none of its chunks: every island on the page is the running copy's.
    const chunks = await s.page.evaluate(
      (flavour) =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes(`/dist/${flavour}/chunks/`)).length,
      refused,
    );
    expect(chunks).toBe(0);
    expect(await s.guard.unexpected()).toEqual([]);
  });
});

describe('islands that wake at their moment (shared/loader/wake.ts)', () => {
  const carousels = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('sf-product-carousel'), (e) => ({
        asleep: e.getAttribute('data-sf-asleep'),
        island: e.hasAttribute('data-sf-island'),
      })),
    );

  it.each(['preact', 'react'] as const)(
    'product carousels below the fold stay server markup until the shopper gets near; a keyboard shopper who reaches one keeps the focus (%s)',
    async (flavour) => {
      const s = await shop.session({ flavour, lang: 'en' });
      await s.page.setViewportSize({ width: 1024, height: 400 });
      await s.goto('/product/PAP-0001');
      await s.page.locator('sf-header[data-sf-island]').waitFor();
      await s.page.waitForLoadState('networkidle');
      expect(await carousels(s.page)).toEqual([
        { asleep: 'visible', island: false },
        { asleep: 'visible', island: false },
      ]);
      expect(await s.page.evaluate(() => customElements.get('sf-product-carousel'))).toBeUndefined();
      // The server's markup works meanwhile: its links and add-to-cart sections are there.
      const link = s.page.locator('sf-product-carousel').first().locator('li.sf-product a[href]').first();
      const href = await link.getAttribute('href');
      expect(href).toBeTruthy();
      // Reached by the keyboard (focus scrolls it in): the widget wakes, both carousels take over, and the focus stays
      // on that product's link in the island.
      await link.focus();
      await expect
        .poll(() => carousels(s.page))
        .toEqual([
          { asleep: null, island: true },
          { asleep: null, island: true },
        ]);
      await expect
        .poll(() =>
          s.page.evaluate(() => {
            const active = document.activeElement;
            return active?.closest('sf-product-carousel')
              ? active.getAttribute('href')
              : `outside: ${active?.localName}`;
          }),
        )
        .toBe(href);
    },
  );

  it('an author’s data-load-on="ready" loads it with the page', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    await s.page.setViewportSize({ width: 1024, height: 400 });
    await s.page.route('**/product/PAP-0001', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(
        '<sf-product-carousel>',
        '<sf-product-carousel data-load-on="ready">',
      );
      await route.fulfill({ response, body });
    });
    await s.goto('/product/PAP-0001');
    await expect
      .poll(() => carousels(s.page))
      .toEqual([
        { asleep: null, island: true },
        { asleep: null, island: true },
      ]);
  });
});
