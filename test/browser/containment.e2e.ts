// Server HTML stays inside the box it is inserted into (LEGACY-MARKUP.md §0b): a fixed, oversized layer in a
// fragment, laid out by the page's own CSS framework (no style attribute needed), neither leaves its host's box nor
// takes a click outside it. The hosts: an async section's content (and a container outside the section that the
// section names), the listing's results, the header's mega-menu and services panels.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { connectShop } from './support/browser.ts';

const shop = connectShop();

/** A page framework's utility (Bootstrap's `position-fixed` and the like), on the page's own stylesheet. */
const FRAMEWORK_CSS = '.position-fixed{position:fixed;inset:0;z-index:2147483647;background:#c00}';
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';
const COVER = `<div class="position-fixed" id="sf-test-cover"><img src="${PIXEL}" width="4000" height="3000" alt=""></div>`;

/** Serves the framework stylesheet and links it from every page (same origin: the page CSP allows it). */
async function withFramework(page: Page, baseUrl: string): Promise<void> {
  await page.route(`${baseUrl}/__framework.css`, (route) =>
    route.fulfill({ contentType: 'text/css; charset=utf-8', body: FRAMEWORK_CSS }),
  );
  await page.route(
    (url) => url.origin === baseUrl && !url.pathname.includes('.') && !url.pathname.startsWith('/__'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('</head>', '<link rel="stylesheet" href="/__framework.css"></head>');
      await route.fulfill({ response, body });
    },
  );
}

/** Where the cover is laid out and what a click at points around the host would reach. */
function measure(page: Page, hostSelector: string) {
  return page.evaluate((selector) => {
    const cover = document.getElementById('sf-test-cover');
    const host = cover?.closest(selector);
    if (!cover || !host) return null;
    const c = cover.getBoundingClientRect();
    const h = host.getBoundingClientRect();
    // Points of the viewport outside the host, on a grid: none may land on the fragment.
    const hits: string[] = [];
    for (let x = 5; x < innerWidth; x += 40)
      for (let y = 5; y < innerHeight; y += 40) {
        if (x >= h.left && x <= h.right && y >= h.top && y <= h.bottom) continue;
        if (cover.contains(document.elementFromPoint(x, y))) hits.push(`${x},${y}`);
      }
    const inside =
      c.left >= h.left - 0.5 && c.top >= h.top - 0.5 && c.right <= h.right + 0.5 && c.bottom <= h.bottom + 0.5;
    return {
      inside,
      hits: hits.length,
      cover: [c.left, c.top, c.width, c.height],
      host: [h.left, h.top, h.width, h.height],
    };
  }, hostSelector);
}

describe('a fixed layer in server HTML stays inside its host', () => {
  it.each(['preact', 'react'] as const)('async section (%s)', async (flavour) => {
    const s = await shop.session({ flavour, lang: 'en' });
    await withFramework(s.page, shop.baseUrl);
    await s.page.route(callTo('asyncRender'), async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { AsyncSectionsItems: { Html: string }[] };
      const first = reply.AsyncSectionsItems[0];
      if (first) first.Html = `${COVER}${first.Html}`;
      await route.fulfill({ response, json: reply });
    });
    await s.goto('/');
    await s.page.locator('#sf-test-cover').waitFor({ state: 'attached' });
    const m = await measure(s.page, '.sf-async-section__content');
    expect(m, JSON.stringify(m)).toMatchObject({ inside: true, hits: 0 });
  });

  it('listing results, replaced by another display mode (preact)', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    await withFramework(s.page, shop.baseUrl);
    await s.page.route(callTo('listingProducts'), async (route) => {
      const response = await route.fetch();
      // Before the items: a reply that replaces the results puts every node of it in the results area.
      await route.fulfill({ response, body: `${COVER}${await response.text()}` });
    });
    await s.goto('/category/15');
    await s.page.locator('sf-listing[data-sf-island] .sf-listing__mode--grid').click();
    await s.page.locator('#sf-test-cover').waitFor({ state: 'attached' });
    const m = await measure(s.page, '.sf-listing__results');
    expect(m, JSON.stringify(m)).toMatchObject({ inside: true, hits: 0 });
  });

  /** Puts the cover before the HTML of every reply of this endpoint (HTML replies). */
  async function coverReplies(page: Page, endpoint: Parameters<typeof callTo>[0]): Promise<void> {
    await page.route(callTo(endpoint), async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${COVER}${await response.text()}` });
    });
  }

  it('mega-menu panel (preact)', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    await withFramework(s.page, shop.baseUrl);
    await coverReplies(s.page, 'submenu');
    await s.goto('/');
    await s.page.locator('sf-header[data-sf-island] .sf-bigmenu__toggle').first().click();
    await s.page.locator('#sf-test-cover').waitFor({ state: 'attached' });
    // The box the panel's HTML was inserted in.
    const m = await measure(s.page, ':has(> #sf-test-cover)');
    expect(m, JSON.stringify(m)).toMatchObject({ inside: true, hits: 0 });
  });

  it('services panel (react)', async () => {
    const s = await shop.session({ flavour: 'react', lang: 'en' });
    await withFramework(s.page, shop.baseUrl);
    await coverReplies(s.page, 'myServices');
    await s.goto('/');
    await s.page.locator('sf-header[data-sf-island] .sf-header__services-toggle').click();
    await s.page.locator('#sf-test-cover').waitFor({ state: 'attached' });
    // The box the panel's HTML was inserted in.
    const m = await measure(s.page, ':has(> #sf-test-cover)');
    expect(m, JSON.stringify(m)).toMatchObject({ inside: true, hits: 0 });
  });

  it('a container outside its async section, which the section names (preact)', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    await withFramework(s.page, shop.baseUrl);
    // The home page's first section, its container moved out before it (a layout the spec allows).
    await s.page.route(
      (url) => url.origin === shop.baseUrl && url.pathname === s.url('/'),
      async (route) => {
        const response = await route.fetch();
        const page = (await response.text()).replace(
          /(<sf-async-section[^>]*data-html-container-id="home-async-0"[^>]*>)<div id="home-async-0"[^>]*>[^<]*<\/div>/,
          '<div id="home-async-0" class="sf-test-outside"></div>$1',
        );
        await route.fulfill({
          response,
          body: page.replace('</head>', '<link rel="stylesheet" href="/__framework.css"></head>'),
        });
      },
    );
    await s.page.route(callTo('asyncRender'), async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { AsyncSectionsItems: { Html: string; HtmlContainerId?: string }[] };
      const first = reply.AsyncSectionsItems.find((item) => item.HtmlContainerId === 'home-async-0');
      if (first) first.Html = `${COVER}${first.Html}`;
      await route.fulfill({ response, json: reply });
    });
    await s.goto('/');
    await s.page.locator('.sf-test-outside #sf-test-cover').waitFor({ state: 'attached' });
    const m = await measure(s.page, '.sf-test-outside');
    expect(m, JSON.stringify(m)).toMatchObject({ inside: true, hits: 0 });
  });
});
