// One load a demo page and flavour (English), for every check a plain load makes: each tag the CMS page carries gets
// defined, no browser error, nothing moves while the islands take over (layout shift 0 at 1280 × 900, no input), and in
// preact no axe violation. The smoke and accessibility suites leave these loads to this file (support/matrix.ts
// PAGE_LOADS); a regression of the takeover fails CI (the bench reports the whole load's CLS with web-vitals).
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { connectShop } from './support/browser.ts';
import { FLAVOURS, PAGE_LOADS } from './support/matrix.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { waitForDefined } from './support/widgets.ts';

const shop = connectShop();
const { pages, lang } = PAGE_LOADS;

declare global {
  interface Window {
    __takeoverShifts?: { counting: boolean; value: number; largest: number; target: string | undefined };
  }
}

/**
 * Counts every layout shift from the second frame after DOMContentLoaded on: by then the server's whole HTML has been
 * laid out and painted. A browser paints a page while it still parses it, and the server's own later markup can move
 * what it painted first (a listing row's buying column, parsed after the description beside it, grows their shared
 * row). That is the page streaming in, not the islands: they take over only after DOMContentLoaded
 * (shared/define.ts). Self-contained: playwright sends it to the page as source text.
 */
function countTakeoverShifts() {
  const shifts = { counting: false, value: 0, largest: 0, target: undefined as string | undefined };
  window.__takeoverShifts = shifts;
  const name = (node: Node | null) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    if (!element) return String(node);
    const own = `${element.localName}${element.id ? `#${element.id}` : ''}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
    return element.parentElement ? `${element.parentElement.localName}>${own}` : own;
  };
  addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            shifts.value += entry.value;
            if (entry.value > shifts.largest) {
              shifts.largest = entry.value;
              shifts.target = entry.sources.map((source) => name(source.node)).join(', ');
            }
          }
        }).observe({ type: 'layout-shift' });
        shifts.counting = true;
      }),
    ),
  );
}

describe.each(FLAVOURS)(`page loads – %s / ${lang}`, (flavour) => {
  // Every page in preact / English gets its axe check here (accessibility.e2e.ts checks the other pages and languages).
  const axe = flavour === 'preact';
  const check = async ({ name, path, member }: (typeof pages)[number]) => {
    const s = await shop.session({ flavour, lang });
    if (member) await s.login();
    await s.context.addInitScript(countTakeoverShifts);
    // The loader waits for that frame, so whatever moves after it is the bundle's doing.
    await s.page.route('**/storefront.js', async (route) => {
      await s.page.waitForFunction(() => window.__takeoverShifts?.counting === true, null, { polling: 20 });
      await route.continue();
    });
    // The tags the CMS page itself carries (script-made hosts such as sf-overlay are not custom elements).
    const served = await (await s.context.request.get(s.url(path))).text();
    const tags = [...new Set(served.match(/<sf-[a-z-]+/g)?.map((t) => t.slice(1)) ?? [])];
    expect(tags).toContain('sf-status-bar');
    await s.goto(path);
    expect(await s.page.locator('html').getAttribute('lang')).toBe(lang);
    await waitForDefined(s.page, tags);
    await s.page.waitForLoadState('networkidle');
    // Two frames after the last response: every commit so far has been laid out and its shifts reported.
    await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const shifts = await s.page.evaluate(() => window.__takeoverShifts);
    expect(shifts?.value, `largest shift: ${shifts?.target ?? 'none'}`).toBe(0);
    if (!axe) return;
    await saveScreenshot(s.page, `page-${name}-${lang}`);
    await expectNoAxeViolations(s.page, `${name} ${flavour}/${lang}`);
  };
  for (const page of pages)
    it(`${page.name}: its tags defined, nothing moves as the islands take over${axe ? ', no axe violation' : ''}`, () =>
      check(page));
});
