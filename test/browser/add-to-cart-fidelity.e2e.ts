// Drop-in fidelity in Chromium: page scripts (plain and jQuery) hear the legacy add events; a 12 s add is not an error;
// a failed add re-reads the badges; double submits and a re-render mid-add against demo-host.

import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, contentSecurityPolicy } from '../../demo-host/defences.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { callTo } from '../support/endpoints.ts';
import { addFromSection, cartSummary, detailSection, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { advance, installClock, letEffectsRun } from './support/clock.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf, holdRequests, withCspHeader } from './support/routes.ts';
import type { Session } from './support/session.ts';
import { REQUEST_ERROR, waitForStatusText } from './support/status-bar.ts';

const shop = connectShop();
/** Debian's libjs-jquery (installed by .ci/run): a real jQuery for the "$(document).on(...)" page script. */
const JQUERY = '/usr/share/javascript/jquery/jquery.min.js';

interface Heard {
  via: string;
  name: string;
  bubbles: boolean;
  detail: { products: { ProductCode: string; Qty: number; Uom: number }[]; nbProductsAdded: number };
}
const NAMES = ['ProductsAddedToCart', 'ProductsAddedToQuote', 'ProductsAddedToPurchaseList'];

/** An existing page script, installed before the bundle: it listens on document the way the jQuery storefront's did. */
async function pageScriptListens(page: Page, withJquery: boolean): Promise<void> {
  // The page loads jQuery with its own scripts, from this site.
  if (withJquery) await page.route('**/__page/jquery.js', (route) => route.fulfill({ path: JQUERY }));
  if (withJquery) {
    // jQuery 3 assigns strings to innerHTML as it loads: under the recommended CSP its page also allows a `default`
    // Trusted Types policy and defines it first (docs/authoring.md "Strict CSP"); the bundle still uses only its own.
    await withCspHeader(
      page,
      /\/product\//,
      contentSecurityPolicy({ ...CSP_DIRECTIVES, 'trusted-types': ['storefront', 'default'] }),
    );
    await page.addInitScript(() => {
      const sameOrigin = (url: string) => (new URL(url, location.href).origin === location.origin ? url : null);
      const tt = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } })
        .trustedTypes;
      tt.createPolicy('default', { createHTML: (html: string) => html, createScriptURL: sameOrigin });
    });
  }
  await page.addInitScript(
    ({ names, jquery }) => {
      const w = window as unknown as {
        __heard: unknown[];
        jQuery?: (target: unknown) => { on: (name: string, fn: (e: { originalEvent: CustomEvent }) => void) => void };
      };
      w.__heard = [];
      const note = (via: string, e: Event) =>
        w.__heard.push({ via, name: e.type, bubbles: e.bubbles, detail: (e as CustomEvent).detail });
      const attach = () => {
        for (const name of names) {
          if (jquery && w.jQuery) w.jQuery(document).on(name, (e) => note('jquery', e.originalEvent));
          else document.addEventListener(name, (e) => note('dom', e));
        }
      };
      if (!jquery) return attach();
      document.addEventListener('DOMContentLoaded', () => {
        const script = document.createElement('script');
        script.src = '/__page/jquery.js';
        script.onload = attach;
        document.head.append(script);
      });
    },
    { names: NAMES, jquery: withJquery },
  );
}
const heard = (page: Page): Promise<Heard[]> =>
  page.evaluate(() => (window as unknown as { __heard: Heard[] }).__heard);

const addsOf = (s: Session) => s.calls(callTo('addProducts'));
const cartBadge = (page: Page) => page.locator('sf-header .sf-header__badge--cart .sf-header__badge-count');

describe.each(DIAGONAL)('add-to-cart fidelity – $flavour / $lang', ({ flavour, lang }) => {
  it('a page script hears ProductsAddedToCart and ProductsAddedToQuote on document, with the sf: detail', async () => {
    const s = await shop.session({ flavour, lang });
    await s.login();
    await pageScriptListens(s.page, false);
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const sf = s.page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('sf:products-added-to-cart', (e) => resolve((e as CustomEvent).detail), {
            once: true,
          }),
        ),
    );
    await addFromSection(detailSection(s.page), '2');
    await expect.poll(async () => (await heard(s.page)).length).toBe(1);
    await addFromSection(detailSection(s.page), '3', 'quote');
    await expect.poll(async () => (await heard(s.page)).length).toBe(2);

    const [cart, quote] = await heard(s.page);
    expect(cart).toEqual({
      via: 'dom',
      name: 'ProductsAddedToCart',
      bubbles: true,
      detail: { products: [expect.objectContaining({ ProductCode: 'PAP-0001', Qty: 2 })], nbProductsAdded: 1 },
    });
    expect(cart?.detail).toEqual(await sf);
    expect(quote).toMatchObject({
      name: 'ProductsAddedToQuote',
      detail: { products: [expect.objectContaining({ ProductCode: 'PAP-0001', Qty: 3 })], nbProductsAdded: 1 },
    });
  });

  it(`a jQuery page script ($(document).on) hears ProductsAddedToCart and -PurchaseList (jQuery from ${JQUERY})`, async () => {
    // .ci/run installs Debian's libjs-jquery; never skipped, so a missing jQuery cannot pass unnoticed.
    if (!existsSync(JQUERY)) throw new Error(`${JQUERY} is missing: apt-get install -y libjs-jquery`);
    const s = await shop.session({ flavour, lang });
    await s.login();
    await pageScriptListens(s.page, true);
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await s.page.waitForFunction(() => typeof (window as { jQuery?: unknown }).jQuery === 'function');
    await addFromSection(detailSection(s.page), '2');
    await expect.poll(async () => (await heard(s.page)).length).toBe(1);
    // Into an existing list (Result SUCCESS, no redirect to a new list): find one by creating it first.
    const list = await s.context.request.post(`${shop.baseUrl}${ENDPOINTS.addToPurchaseList.path}`, {
      form: { products: JSON.stringify([{ ProductCode: 'PAP-0002', Qty: 1, Uom: 0, UniqueCodes: '' }]) },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const listId = new URL((await list.json()).RedirectUrl, shop.baseUrl).searchParams.get('purchaseListId') ?? '';
    const section = detailSection(s.page);
    await section
      .locator('[data-sf-add="purchase-list"]')
      .evaluate((b, id) => b.setAttribute('data-purchase-list-id', id), listId);
    // The product page is not in purchase-list mode: its select box is hidden and not needed, the typed product goes.
    expect(await section.locator('.sf-purchase-list-check').isVisible()).toBe(false);
    await addFromSection(section, '4', 'purchase-list');
    await expect.poll(async () => (await heard(s.page)).length).toBe(2);
    expect(await heard(s.page)).toEqual([
      expect.objectContaining({ via: 'jquery', name: 'ProductsAddedToCart' }),
      {
        via: 'jquery',
        name: 'ProductsAddedToPurchaseList',
        bubbles: true,
        detail: { products: [expect.objectContaining({ ProductCode: 'PAP-0001', Qty: 4 })], nbProductsAdded: 1 },
      },
    ]);
  });

  it('an add the server answers after 12 s: loading meanwhile, no error, reported once', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await pageScriptListens(s.page, false);
    await installClock(s.page);
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await letEffectsRun(s.page);
    const adds = await holdRequests(s.page, callTo('addProducts'));
    await addFromSection(detailSection(s.page), '2');
    // The add is sent after the frame that shows the button busy: the paused clock holds that frame back too.
    await letEffectsRun(s.page);
    await adds.waitFor(1);

    await advance(s.page, 12_000);
    const loading = s.page.locator('sf-status-bar .sf-status-loading');
    expect(await loading.textContent()).toContain(
      s.pick('Loading ... Please wait.', 'Chargement ... Veuillez patienter.'),
    );
    expect(await s.page.locator('sf-status-bar').filter({ hasText: REQUEST_ERROR[lang] }).count()).toBe(0);
    expect(await heard(s.page)).toEqual([]);

    await adds.release(0);
    await expect.poll(async () => (await heard(s.page)).length).toBe(1);
    await advance(s.page, 600);
    await cartSummary(s.page).panel.waitFor({ state: 'visible' });
    expect(await s.page.locator('sf-status-bar').filter({ hasText: REQUEST_ERROR[lang] }).count()).toBe(0);
    expect(await loading.count()).toBe(0);
    expect(addsOf(s)).toHaveLength(1);
    expect(await detailSection(s.page).locator('.sf-qty').inputValue()).toBe('');
    await advance(s.page, 15_000);
    expect(await heard(s.page)).toHaveLength(1);
  });

  it('a failed add (502): only the request error, the quantity kept, the mini-cart not opened', async () => {
    const s = await shop.session({ flavour, lang });
    s.guard.allow(/502/);
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await cartBadge(s.page).waitFor();
    const counts = s.calls(callTo('cartCount')).length;
    // A proxy answers 502 (the storefront spec's "any failed call": the request error, nothing else).
    await s.page.route(callTo('addProducts'), (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await addFromSection(detailSection(s.page), '2');
    await waitForStatusText(s.page, REQUEST_ERROR[lang]);
    expect(await detailSection(s.page).locator('.sf-qty').inputValue()).toBe('2');
    await s.page
      .locator('sf-status-bar')
      .getByRole('button', { name: s.pick<string | RegExp>('Close this message', /Fermer/) })
      .first()
      .click();
    // One box at a time: no second box waits behind the request error.
    await expect.poll(() => s.page.locator('sf-status-bar .sf-status-box').count()).toBe(0);
    expect(await cartSummary(s.page).panel.isVisible()).toBe(false);
    expect(s.calls(callTo('cartCount'))).toHaveLength(counts);
  });

  it('races: a double click and Enter post once; the section re-rendered mid-add still reports the add', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await pageScriptListens(s.page, false);
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const adds = await holdRequests(s.page, callTo('addProducts'));
    const section = detailSection(s.page);
    await section.locator('.sf-qty').fill('2');
    await section.locator('[data-sf-add="cart"]').dblclick();
    await section.locator('.sf-qty').press('Enter');
    await adds.waitFor(1);
    // The server re-renders the product meanwhile (as a unit change does): the clicked section leaves the page.
    await s.page.evaluate(() => {
      const old = document.querySelector('article.sf-product-detail .sf-add-to-cart');
      const fresh = old?.cloneNode(true) as HTMLElement | undefined;
      fresh?.querySelector<HTMLInputElement>('.sf-qty')?.setAttribute('value', '');
      if (old && fresh) old.replaceWith(fresh);
    });
    expect(adds.held).toHaveLength(1);
    await adds.release(0);
    await expect.poll(async () => (await heard(s.page)).length).toBe(1);
    await cartSummary(s.page).panel.waitFor({ state: 'visible' });
    await expect.poll(() => cartBadge(s.page).getAttribute('data-count')).toBe('1');
    expect(addsOf(s).map((c) => JSON.parse(formOf(c.body).products ?? '[]'))).toEqual([
      [expect.objectContaining({ ProductCode: 'PAP-0001', Qty: 2 })],
    ]);
    expect((await heard(s.page))[0]?.detail.nbProductsAdded).toBe(1);
  });
});
