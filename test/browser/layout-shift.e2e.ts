// No jump while islands take over, part by part: the cart summary, the listing's controls, the counts arriving,
// widgets that wake as the shopper jumps to them, the header from server markup to island. Each demo page's whole
// load is checked in page-loads.e2e.ts (the bench reports the whole load's CLS with web-vitals).
import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { connectShop } from './support/browser.ts';
import { FLAVOURS } from './support/matrix.ts';
import type { Session } from './support/session.ts';
import { islandsSettled } from './support/widgets.ts';

const shop = connectShop();

describe.each(FLAVOURS)('layout shift – %s', (flavour) => {
  // The mini-cart's server link is drawn as the island's toggle will be (its box and the count's unseen place): at the
  // right edge of the demo layout, a toggle wider than the link moved the whole element left as it took over.
  for (const lang of ['en', 'fr'] as const)
    it(`the cart summary does not move while it takes over (right-aligned, ${lang})`, async () => {
      const s = await shop.session({ flavour, lang });
      await s.context.addInitScript(() => {
        const moved: string[] = [];
        Object.assign(window, { summaryShifts: moved });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[]) {
            for (const { node, previousRect: a, currentRect: b } of entry.sources) {
              const element = node instanceof Element ? node : (node?.parentElement ?? null);
              if (element?.closest('sf-cart-summary'))
                moved.push(
                  `${element.localName} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`,
                );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await s.goto('/');
      await s.page.locator('sf-cart-summary[data-sf-island]').first().waitFor();
      await s.page.locator('sf-cart-summary .sf-cart-summary__count').first().waitFor();
      await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await s.page.evaluate(() => (window as unknown as { summaryShifts: string[] }).summaryShifts)).toEqual([]);
    });

  // The listing's controls are drawn once, for the results the server sent: none of them moves while the island takes
  // over (a first frame drawn before the server's page was read moved the filters along their row).
  for (const path of ['/search?qs=paper', '/category/15']) {
    it(`the listing's controls do not move while it takes over (${path})`, async () => {
      const s = await shop.session({ flavour, lang: 'en' });
      await s.context.addInitScript(() => {
        const moved: string[] = [];
        Object.assign(window, { listingShifts: moved });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { sources: { node: Node | null }[] }[]) {
            for (const { node } of entry.sources) {
              const element = node instanceof Element ? node : (node?.parentElement ?? null);
              if (element?.closest('sf-listing .sf-listing__header')) moved.push(element.className || element.nodeName);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await s.goto(path);
      await s.page.locator('sf-listing[data-sf-island]').waitFor();
      await s.page.waitForLoadState('networkidle');
      await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await s.page.evaluate(() => (window as unknown as { listingShifts: string[] }).listingShifts)).toEqual([]);
    });
  }

  // The counts come after the islands' first frame (one call each, once mounted): their slots are kept from that frame,
  // so a count arriving moves nothing, on a phone where the header's row is full either.
  // Whatever the count: one digit, two, or a B2B cart's four.
  it.each([
    ['as demo-host answers', null],
    ['12', 12],
    ['1234', 1234],
  ] as const)('the cart counts arriving move nothing (390 px, counts answered late: %s)', async (_, count) => {
    const s = await shop.session({ flavour, lang: 'en' });
    await s.page.setViewportSize({ width: 390, height: 844 });
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await s.page.route(callTo('cartCount'), async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill(count === null ? { response } : { response, body: JSON.stringify(count) });
    });
    await s.context.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { countShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node: Node | null }[] }[]) {
          const nodes = entry.sources.map(({ node }) => {
            const element = node instanceof Element ? node : (node?.parentElement ?? null);
            return element ? `${element.localName}.${element.className}` : '?';
          });
          shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
        }
      }).observe({ type: 'layout-shift' });
    });
    await s.goto('/');
    await s.page.locator('sf-header[data-sf-island]').waitFor();
    await s.page.locator('sf-cart-summary[data-sf-island]').first().waitFor();
    await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await s.page.evaluate(() => (window as unknown as { countShifts: string[] }).countShifts.splice(0));
    answer();
    await s.page.locator('sf-header .sf-header__badge--cart .sf-header__badge-count').waitFor();
    await s.page.locator('sf-cart-summary .sf-cart-summary__count').first().waitFor();
    await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await s.page.evaluate(() => (window as unknown as { countShifts: string[] }).countShifts)).toEqual([]);
  });

  // Widgets that wake near the viewport (shared/loader/wake.ts) take over while the shopper scrolls, when a shift
  // counts (a scroll is no input): the product page's carousels and QR code on a phone move nothing as they wake.
  it('widgets that wake as the shopper jumps to them move nothing (product page at 390 px)', async () => {
    const s = await shop.session({ flavour, lang: 'en' });
    await s.page.setViewportSize({ width: 390, height: 844 });
    await s.context.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { wakeShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[]) {
          const nodes = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
            const element = node instanceof Element ? node : (node?.parentElement ?? null);
            const name = element ? `${element.localName}.${element.className}` : '?';
            return `${name} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`;
          });
          shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
        }
      }).observe({ type: 'layout-shift' });
    });
    await s.goto('/product/PAP-0001');
    await islandsSettled(s.page);
    await s.page.waitForLoadState('networkidle');
    const asleep = () =>
      s.page.evaluate(
        () => document.querySelectorAll('sf-product-carousel[data-sf-asleep], sf-product-qr[data-sf-asleep]').length,
      );
    expect(await asleep()).toBeGreaterThan(0);
    // What happened before the scroll is the load's (the test above): only what the scroll wakes is counted here.
    await s.page.evaluate(() => (window as unknown as { wakeShifts: string[] }).wakeShifts.splice(0));
    // The stricter of a shopper's scrolls: a jump (End, a link to an anchor) that brings the first carousel into view
    // at once, so it takes over on screen rather than ahead of it.
    await s.page.evaluate(() => {
      const carousel = document.querySelector('sf-product-carousel');
      if (carousel) scrollTo(0, carousel.getBoundingClientRect().top + scrollY - 200);
    });
    await expect.poll(asleep).toBe(0);
    await islandsSettled(s.page);
    await s.page.waitForLoadState('networkidle');
    await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await s.page.evaluate(() => (window as unknown as { wakeShifts: string[] }).wakeShifts)).toEqual([]);
  });

  /** The header's height as the server renders it (the page without the loader, styles loaded), then as the island. */
  const headerHeights = async (s: Session, path: string) => {
    const headerHeight = () =>
      s.page.evaluate(() => document.querySelector('sf-header')?.getBoundingClientRect().height ?? 0);
    s.guard.allow(/storefront\.js/);
    await s.page.route(/\/storefront\.js$/, (route) => route.abort());
    await s.goto(path);
    await s.page.waitForLoadState('load');
    const server = await headerHeight();
    await s.page.unroute(/\/storefront\.js$/);
    await s.goto(path);
    await s.page.locator('sf-header[data-sf-island]').waitFor();
    const island = await headerHeight();
    return { server, island };
  };
  // Within a pixel: the reserved height is a rem value, the island's height comes from its fonts.
  const expectSameHeight = ({ server, island }: { server: number; island: number }) => {
    expect(server).toBeGreaterThan(0);
    expect(Math.abs(server - island), `server ${server} px, island ${island} px`).toBeLessThan(1);
  };

  // A member's header is a row taller than a guest's (their name and the quote badge), and French labels and
  // category names are longer (the menu takes a second row): the server header must keep the island's height in
  // each case, or everything below it moves when the island takes over (docs/LEGACY-MARKUP.md).
  for (const lang of ['en', 'fr'] as const) {
    it(`a guest’s header keeps its height from server markup to island (${lang})`, async () => {
      const s = await shop.session({ flavour, lang });
      expectSameHeight(await headerHeights(s, '/'));
    });
    // Under 768 px the island's menu is one row that scrolls: the server's menu must not wrap to rows of its own.
    it(`a guest’s header keeps its height from server markup to island at 390 px (${lang})`, async () => {
      const s = await shop.session({ flavour, lang });
      await s.page.setViewportSize({ width: 390, height: 844 });
      expectSameHeight(await headerHeights(s, '/'));
    });
    it(`a member’s header keeps its height from server markup to island (${lang})`, async () => {
      const s = await shop.session({ flavour, lang });
      await s.login();
      expectSameHeight(await headerHeights(s, '/account/profile'));
    });
  }
});
