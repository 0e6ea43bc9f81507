// Typing economy: suggestion calls and stale renders while a 22-character query is typed at 100 ms per key.

import { ENDPOINTS } from '../gateway.mjs';
import { openPage, waitInteractive } from './page.mjs';

const TYPED_QUERY = 'ballpoint pens blue 12'; // 22 characters, typed at 100 ms per key

/** Unthrottled; `delay` ms added to every suggestions reply (0, or 150 so replies land after the next key). */
export async function typing(ctx, delay) {
  const p = await openPage(ctx.browser, ctx.origin, 1);
  try {
    // Each reply is tagged with the query it answers (a first suggestion "bench:<query>") so a render can be
    // matched to its request; `delay` ms on the server side makes replies arrive after the next keystroke.
    await p.page.route(`**${ENDPOINTS.searchSuggestions.path}**`, async (route) => {
      const q = new URLSearchParams(route.request().postData() ?? '').get('uniqueSearchString') ?? '';
      try {
        const res = await route.fetch();
        const json = await res.json();
        if (delay) await new Promise((r) => setTimeout(r, delay));
        json.Suggestions = [`bench:${q}`, ...(json.Suggestions ?? [])];
        await route.fulfill({ response: res, json });
      } catch {
        // aborted by the page meanwhile
      }
    });
    await p.page.goto(`${ctx.origin}/search?flavour=${ctx.flavour}`);
    await waitInteractive(p.page);
    const input = p.page.locator('sf-header [role="combobox"]').first();
    await input.waitFor({ timeout: 5000 });
    await p.page.evaluate(() => {
      const B = window.__bench;
      B.renders = [];
      let last = null;
      const mo = new MutationObserver(() => {
        const first = document.querySelector('sf-header [role="listbox"] [role="option"]');
        const text = first?.textContent?.trim() ?? null;
        if (text?.startsWith('bench:') && text !== last) {
          const value = document.querySelector('sf-header [role="combobox"]').value.trim();
          B.renders.push({ shownFor: text.slice(6), value });
        }
        last = text;
      });
      mo.observe(document.querySelector('sf-header'), { childList: true, subtree: true, characterData: true });
    });
    await input.focus();
    const since = Date.now();
    if (TYPED_QUERY.length !== 22) throw new Error('query must be 22 characters');
    await p.page.keyboard.type(TYPED_QUERY, { delay: 100 });
    await p.page.waitForTimeout(1500 + delay);
    const renders = await p.page.evaluate(() => window.__bench.renders);
    const calls = p.requests.filter((r) => r.url.includes(ENDPOINTS.searchSuggestions.path) && r.at >= since).length;
    const stale = renders.filter((r) => r.shownFor !== r.value).length;
    const finalShown = renders.at(-1)?.shownFor ?? null;
    return {
      calls,
      renders: renders.length,
      stale,
      finalCurrent: finalShown === TYPED_QUERY,
      serverDelayMs: delay,
    };
  } finally {
    await p.close();
  }
}
