// View more on 1,008 items: reply/click → 24 appended, old nodes untouched; the same page gives heap + long tasks.

import { ENDPOINTS } from '../gateway.mjs';
import { listingBody, postForm } from './listing-request.mjs';
import { heapAfterGc, longTasks } from './long-tasks-heap.mjs';
import { openPage, pageValue, waitInteractive } from './page.mjs';

/** The /search page with its <sf-listing> holding pages 1–42 (1,008 items, 24 per page) instead of page 1. */
export async function bigListingPage(origin, flavour) {
  const pageHtml = await (await fetch(`${origin}/search?flavour=${flavour}`)).text();
  const a = await postForm(
    origin,
    ENDPOINTS.listingProducts.path,
    listingBody({ from: 1, to: 21, code: 'lst-search' }),
  );
  const b = await postForm(
    origin,
    ENDPOINTS.listingProducts.path,
    listingBody({ from: 22, to: 42, code: 'lst-search' }),
  );
  const itemsOf = (html) => html.slice(html.indexOf('<li class="sf-product"'), html.lastIndexOf('</ul>'));
  const end = a.lastIndexOf('</ul>');
  const results = a.slice(0, end) + itemsOf(b) + a.slice(end);
  const count = (results.match(/<li class="sf-product"/g) ?? []).length;
  const start = pageHtml.indexOf('<sf-listing');
  const stop = pageHtml.indexOf('</sf-listing>') + '</sf-listing>'.length;
  if (start < 0 || stop < start) throw new Error('no <sf-listing> on /search');
  const openTag = pageHtml
    .slice(start, pageHtml.indexOf('>', start) + 1)
    .replace('<sf-listing', '<sf-listing data-page-from="1" data-page-to="42"');
  return { html: `${pageHtml.slice(0, start) + openTag + results}</sf-listing>${pageHtml.slice(stop)}`, count };
}

export async function viewMoreOnThousand(ctx) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle);
  try {
    const big = await bigListingPage(ctx.origin, ctx.flavour);
    await p.page.route(`${ctx.origin}/search?bench=1000`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: big.html }),
    );
    // 1,008 items load 1,008 images: the default Resource Timing buffer (250) would drop the getproducts entry that
    // "reply → appended" starts from.
    await p.context.addInitScript({ content: 'performance.setResourceTimingBufferSize(100000);' });
    await p.page.goto(`${ctx.origin}/search?bench=1000`);
    const r = await waitInteractive(p.page, 60_000);
    await p.page.waitForTimeout(300);
    // JS heap with 1,008 items, taken before the click adds 24 more.
    const { heap, domNodes } = await heapAfterGc(p.cdp);
    const longtasks = await longTasks(p.page);
    const before = await p.page.evaluate(() => {
      const items = Array.from(document.querySelectorAll('sf-listing .sf-product'));
      items.forEach((el, i) => {
        el.__benchId = i;
      });
      const B = window.__bench;
      B.oldItems = items;
      B.touched = 0;
      B.appendedAt = null;
      const expected = items.length + 24;
      const area = document.querySelector('sf-listing .sf-products');
      const set = new Set(items);
      const inOld = (node) => {
        for (let n = node; n && n !== area; n = n.parentNode) if (set.has(n)) return true;
        return false;
      };
      B.moTouch = new MutationObserver((records) => {
        for (const rec of records) {
          if (inOld(rec.target)) B.touched++;
          for (const n of rec.removedNodes) if (set.has(n)) B.touched++;
        }
        if (B.appendedAt === null && area.children.length >= expected) B.appendedAt = performance.now();
      });
      B.moTouch.observe(area, { childList: true, subtree: true, attributes: true, characterData: true });
      document.addEventListener(
        'click',
        (e) => {
          if (e.target.closest?.('.sf-listing__view-more')) B.clickAt = e.timeStamp;
        },
        { capture: true, once: true },
      );
      return items.length;
    });
    // The shopper scrolls to the button before clicking it: that scroll (a repaint of a 1,008-item page) happens
    // first, so the figure is the click's and the reply's work, not a jump of 50,000 px inside the click.
    const button = p.page.locator('sf-listing .sf-listing__view-more');
    await button.scrollIntoViewIfNeeded({ timeout: 10_000 });
    await p.page.waitForTimeout(500);
    await button.click({ timeout: 10_000 });
    await pageValue(p.page, 'window.__bench.appendedAt', { timeout: 15_000 }).catch(() => {
      throw new Error('the 24 items were not appended within 15 s');
    });
    const after = await p.page.evaluate(() => {
      const B = window.__bench;
      B.moTouch.takeRecords();
      const now = Array.from(document.querySelectorAll('sf-listing .sf-product'));
      const same = B.oldItems.every((el, i) => now[i] === el && el.isConnected && el.__benchId === i);
      const req = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/getproducts'))
        .at(-1);
      // Diagnostic: what serialising the whole results area once would cost (the listing keeps its page replies for
      // Back instead, one session-storage entry each: sessionStorageChars and the largest entry below).
      const area = document.querySelector('sf-listing .sf-listing__results');
      const t0 = performance.now();
      const html = area ? area.innerHTML : '';
      const innerHTMLms = performance.now() - t0;
      let storageChars = 0;
      let largestEntryChars = 0;
      try {
        for (let i = 0; i < sessionStorage.length; i++) {
          const n = sessionStorage.getItem(sessionStorage.key(i)).length;
          storageChars += n;
          largestEntryChars = Math.max(largestEntryChars, n);
        }
      } catch {}
      return {
        count: now.length,
        same,
        touched: B.touched,
        replyToAppended: req ? B.appendedAt - req.responseEnd : null,
        clickToAppended: B.appendedAt - B.clickAt,
        resultsHtmlChars: html.length,
        innerHTMLms,
        sessionStorageChars: storageChars,
        largestEntryChars,
      };
    });
    return {
      items: before,
      loadInteractive: r.interactive,
      heapUsedMB: heap.usedSize / 1048576,
      heapTotalMB: heap.totalSize / 1048576,
      domNodes,
      longtasks,
      ...after,
      untouched: after.same && after.touched === 0,
    };
  } finally {
    await p.close();
  }
}
