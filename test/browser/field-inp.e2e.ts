// A slow interaction in one widget, on a phone's CPU (4× slower), as a CMS team sees it: the page's field report names
// the widget the shopper used, and so do the editors' field page, its chart and its tables.
import { describe, expect, it } from 'vitest';
import { FIELD_PAGE_PATH } from '../../demo-host/field/paths.ts';
import { connectShop } from './support/browser.ts';
import { islandsSettled } from './support/widgets.ts';

const shop = connectShop();
/** How long the handler planted in the listing keeps the main thread (wall-clock: a throttled CPU does not shorten it). */
const BUSY_MS = 250;
const LIST_MODE = 'sf-listing .sf-listing__mode--list';

describe('field vitals per widget (Chromium)', () => {
  it('a busy click handler in the listing, under 4× CPU: the INP reported and charted is the listing’s', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    // The page opts in to the field reports (demo-host's ?report=1 keeps this cookie).
    await s.context.addCookies([{ name: 'sfreport', value: '1', url: shop.baseUrl }]);
    const cdp = await s.context.newCDPSession(s.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await s.goto('/category/1');
    await islandsSettled(s.page);
    // The reporter loads web-vitals once the page is idle; the interaction comes after it.
    await s.page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /\/chunks\/vitals-library-[A-Z0-9]+\.js$/.test(e.name)),
    );
    // Planted in the listing: a click handler that keeps the main thread busy.
    await s.page.evaluate(
      ([selector, busy]) =>
        document.querySelector(selector)?.addEventListener('click', () => {
          const end = performance.now() + busy;
          while (performance.now() < end);
        }),
      [LIST_MODE, BUSY_MS] as const,
    );
    // A quick interaction elsewhere (the header's search box) first: the slowest one is what INP reports.
    await s.page.locator('sf-header input[type=search]').first().click();
    await s.page.locator(LIST_MODE).click();
    await s.page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true', LIST_MODE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Leaving the page settles INP (web-vitals reports it as the page is hidden) and sends the batch by beacon.
    await s.page.goto('/login');

    // The editors' page: the worst interaction is the listing's, on a category page; the INP chart is drawn, with the
    // listing's bar in its figures and data table.
    await s.login('editor@example.com');
    type Worst = { value: number; widget: string | null; page: string; release: string };
    const worstOf = async (): Promise<Worst[]> => {
      await s.page.goto(FIELD_PAGE_PATH);
      return s.page.evaluate(
        () => JSON.parse(document.getElementById('sf-field-data')?.textContent ?? '{}').figures.worst,
      );
    };
    await expect.poll(async () => (await worstOf()).length).toBeGreaterThan(0);
    const worst = await worstOf();
    expect(worst).toEqual([
      expect.objectContaining({ widget: 'sf-listing', page: 'category', release: '0.1.0 preact' }),
    ]);
    expect(worst[0]?.value).toBeGreaterThanOrEqual(BUSY_MS);
    const first = s.page.locator('#sf-field-worst-table tbody tr').first().locator('td');
    expect((await first.allTextContents()).slice(0, 2)).toEqual([
      String(Math.round(worst[0]?.value ?? 0)),
      'sf-listing',
    ]);
    const row = s.page.locator('#sf-field-inp-table tbody tr', { hasText: 'sf-listing' });
    expect(await row.locator('td').allTextContents()).toEqual([
      'sf-listing',
      'category',
      String(Math.round(worst[0]?.value ?? 0)),
      '1',
    ]);
    await s.page.locator('[data-chart="inp"] canvas').first().waitFor();
  });
});
