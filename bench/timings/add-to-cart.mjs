// Add to cart: from the click on a listing item's add button to the cart popup's visible loading state.
import fs from 'node:fs';
import path from 'node:path';
import { openPage, pageValue, waitInteractive } from './page.mjs';

/** The file name of an entry's chunk in the snapshot's meta.json (null when not found: then we don't wait for it). */
function chunkOf(distDir, flavour, entry) {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(distDir, flavour, 'meta.json'), 'utf8'));
    const file = Object.keys(meta.outputs).find((f) => meta.outputs[f].entryPoint === entry);
    return file ? path.basename(file) : null;
  } catch {
    return null;
  }
}

export async function addToCartPopup(ctx) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle, {
    cookies: [{ name: 'CanDeliverToSector', value: '1' }],
  });
  try {
    await p.page.goto(`${ctx.origin}/search?flavour=${ctx.flavour}`);
    await waitInteractive(p.page);
    const chunk = chunkOf(ctx.distDir, ctx.flavour, 'widgets/add-to-cart/define.ts');
    if (chunk)
      await pageValue(
        p.page,
        `performance.getEntriesByType('resource').some((e) => e.name.endsWith(${JSON.stringify(chunk)})) || null`,
        { timeout: 10_000 },
      );
    await p.page.waitForTimeout(300);
    await p.page.evaluate(() => {
      const B = window.__bench;
      B.loadingAt = null;
      B.clickAt = null;
      document.addEventListener(
        'click',
        (e) => {
          if (e.target.closest?.('[data-sf-add="cart"]') && B.clickAt === null) B.clickAt = e.timeStamp;
        },
        { capture: true },
      );
      const mo = new MutationObserver(() => {
        const el = document.querySelector('.sf-cart-summary__loading');
        if (B.loadingAt === null && el && !el.closest('[hidden]')) {
          B.loadingAt = performance.now();
          mo.disconnect();
        }
      });
      mo.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const section = p.page.locator('sf-listing .sf-add-to-cart').first();
    await section.locator('.sf-qty').fill('1');
    await section.locator('[data-sf-add="cart"]').click();
    await pageValue(p.page, 'window.__bench.loadingAt', { timeout: 5000 }).catch(() => {
      throw new Error('no visible .sf-cart-summary__loading within 5 s of the click');
    });
    return p.page.evaluate(() => ({ clickToLoading: window.__bench.loadingAt - window.__bench.clickAt }));
  } finally {
    await p.close();
  }
}
