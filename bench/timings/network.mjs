// Network economy (unthrottled, counted from the browser): async sections, mega-menu, typing; one run per flavour.

import { ENDPOINTS } from '../gateway.mjs';
import { attempt } from './attempt.mjs';
import { typing } from './network-typing.mjs';
import { openPage, pageValue, waitInteractive } from './page.mjs';

export async function networkEconomy(ctx) {
  const out = {};
  const count = (p, part, since = 0) => p.requests.filter((r) => r.url.includes(part) && r.at >= since).length;

  await attempt(out, 'asyncSections', async () => {
    const p = await openPage(ctx.browser, ctx.origin, 1);
    try {
      await p.page.goto(`${ctx.origin}/?flavour=${ctx.flavour}`);
      await waitInteractive(p.page);
      await pageValue(
        p.page,
        "document.querySelectorAll('sf-async-section .sf-async-placeholder').length === 0 || null",
        { timeout: 10_000 },
      ).catch(() => {});
      await p.page.waitForTimeout(1000);
      const filled = await p.page.evaluate(
        () =>
          document.querySelectorAll('sf-async-section').length -
          document.querySelectorAll('sf-async-section .sf-async-placeholder').length,
      );
      return { requests: count(p, ENDPOINTS.asyncRender.path), sections: 6, filled };
    } finally {
      await p.close();
    }
  });

  await attempt(out, 'megaMenu', async () => {
    const p = await openPage(ctx.browser, ctx.origin, 1);
    try {
      await p.page.goto(`${ctx.origin}/?flavour=${ctx.flavour}`);
      await waitInteractive(p.page);
      const toggle = p.page.locator('sf-header .sf-bigmenu__toggle').first();
      await toggle.waitFor({ timeout: 5000 });
      const panel = p.page.locator('sf-header .sf-bigmenu__panel').first();
      const click = () => toggle.evaluate((el) => el.click());
      await click(); // open
      await panel.locator('.sf-bigmenu-panel').waitFor({ timeout: 5000 });
      await click(); // close
      await p.page.waitForTimeout(200);
      await click(); // open again
      await p.page.waitForTimeout(1000);
      const visible = await panel.locator('.sf-bigmenu-panel').isVisible();
      return { requests: count(p, ENDPOINTS.submenu.path), opens: 2, shownAgain: visible };
    } finally {
      await p.close();
    }
  });

  for (const [key, delay] of [
    ['typing', 0],
    ['typingSlowServer', 150],
  ])
    await attempt(out, key, () => typing(ctx, delay));
  return out;
}
