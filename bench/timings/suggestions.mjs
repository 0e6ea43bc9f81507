// Search suggestions: from the reply's responseEnd (Resource Timing) to the first option in the listbox.
import { openPage, pageValue, waitInteractive } from './page.mjs';

export async function suggestionsRender(ctx) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle);
  try {
    await p.page.goto(`${ctx.origin}/search?flavour=${ctx.flavour}`);
    await waitInteractive(p.page);
    const input = p.page.locator('sf-header [role="combobox"]').first();
    await input.waitFor({ timeout: 5000 });
    await p.page.evaluate(() => {
      const B = window.__bench;
      B.optionsAt = null;
      const mo = new MutationObserver(() => {
        if (B.optionsAt === null && document.querySelector('sf-header [role="listbox"] [role="option"]')) {
          B.optionsAt = performance.now();
          mo.disconnect();
        }
      });
      mo.observe(document.querySelector('sf-header'), { childList: true, subtree: true, attributes: true });
    });
    await input.fill('paper');
    await pageValue(p.page, 'window.__bench.optionsAt', { timeout: 10_000 }).catch(() => {
      throw new Error('no suggestion options rendered within 10 s');
    });
    return await p.page.evaluate(() => {
      const entries = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('getsearchsuggestions') && e.responseEnd <= window.__bench.optionsAt);
      const last = entries.at(-1);
      if (!last) throw new Error('no suggestions request in resource timing');
      return { replyToList: window.__bench.optionsAt - last.responseEnd, calls: entries.length };
    });
  } finally {
    await p.close();
  }
}
