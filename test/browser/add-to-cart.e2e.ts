// Journeys: add to cart with an invalid then a valid quantity, the quantity confirmation (mode 1), the delivery-sector modal.

import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import {
  addFromSection,
  cartSummary,
  detailSection,
  engineDialog,
  qtyPopover,
  settled,
} from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf } from './support/routes.ts';
import { saveScreenshot } from './support/screenshots.ts';

const shop = connectShop();

describe.each(DIAGONAL)('add to cart – $flavour / $lang', ({ flavour, lang }) => {
  it('an invalid quantity shows the minimum popover; a valid one opens the mini-cart and changes the count', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const adds = () => s.calls(callTo('addProducts'));
    const section = detailSection(s.page);

    await addFromSection(section, '0');
    await expect(qtyPopover(s.page).textContent()).resolves.toContain(
      s.pick('The minimum quantity is 1.', 'La quantité minimale est 1.'),
    );
    expect(adds().length).toBe(0);

    await addFromSection(section, '2');
    const cart = cartSummary(s.page);
    await cart.panel.waitFor({ state: 'visible' });
    await cart.panel.locator('.sf-cart-popup__line').first().waitFor();
    await expect.poll(() => cart.count.textContent()).not.toMatch(/^\s*0?\s*$/);
    await expect.poll(() => adds().length).toBe(1);
    expect(JSON.parse(formOf(adds().map((c) => c.body)[0] ?? '').products ?? '[]')).toEqual([
      expect.objectContaining({ ProductCode: 'PAP-0001', Qty: 2 }),
    ]);
    if (flavour === 'preact') await saveScreenshot(s.page, `mini-cart-open-${lang}`);
  });

  it('a quantity above its confirmation threshold opens the confirmation modal (mode 1), then adds', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const threshold = Number(await detailSection(s.page).locator('.sf-qty').getAttribute('mustconfirmqty'));
    expect(threshold).toBeGreaterThan(0);
    const adds = () => s.calls(callTo('addProducts'));
    await addFromSection(detailSection(s.page), String(threshold + 1));
    const dialog = engineDialog(s.page, 'confirm');
    await dialog.locator('form.sf-qty-confirm[data-mode="1"]').waitFor();
    if (flavour === 'preact') await saveScreenshot(s.page, `qty-confirm-modal-${lang}`);
    expect(adds().length).toBe(0);
    await dialog.locator('[data-sf-confirm="yes"]').click();
    await cartSummary(s.page).panel.waitFor({ state: 'visible' });
    await expect.poll(() => adds().length).toBe(1);
  });

  it('an anonymous visitor passes the delivery-sector modal: h2x-1y4 is sent as H2X 1Y4, then the add completes', async () => {
    const s = await shop.session({ flavour, lang });
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const sector = () => s.calls(callTo('validateSector'));
    const adds = () => s.calls(callTo('addProducts'));
    await addFromSection(detailSection(s.page), '1');
    const dialog = engineDialog(s.page, 'sector');
    await dialog.locator('input[name=postalCode]').waitFor();
    if (flavour === 'preact') await saveScreenshot(s.page, `delivery-sector-modal-${lang}`);
    await dialog.locator('input[name=postalCode]').fill('h2x-1y4');
    await dialog.locator('button[type=submit]').first().click();
    await cartSummary(s.page).panel.waitFor({ state: 'visible' });
    await expect.poll(() => sector().length).toBe(1);
    expect(
      sector()
        .map((c) => c.body)
        .map((b) => formOf(b).postalCode),
    ).toEqual(['H2X 1Y4']);
    await expect.poll(() => adds().length).toBe(1);
  });

  it('a double click on Add to cart sends one POST', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const adds = () => s.calls(callTo('addProducts'));
    const section = detailSection(s.page);
    await section.locator('.sf-qty').fill('3');
    await section.locator('[data-sf-add="cart"]').dblclick();
    await cartSummary(s.page).panel.waitFor({ state: 'visible' });
    await s.page.waitForLoadState('networkidle');
    await expect.poll(() => adds().length).toBe(1);
  });
});

describe.each(DIAGONAL)('quantity input length – $flavour / $lang', ({ flavour, lang }) => {
  it('the bundle sets maxlength from the multiple, so a wrong maxlength in the markup does not cut the quantity', async () => {
    const s = await shop.session({ flavour, lang });
    // The page as an old template would write it: maxlength="2" on an input whose limit is 4.
    await s.page.route('**/product/PAP-0001*', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<input[^>]*class="sf-qty"[^>]*?)maxlength="\d+"/g,
        '$1maxlength="2"',
      );
      await route.fulfill({ response, body });
    });
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const input = detailSection(s.page).locator('.sf-qty');
    await input.click();
    await s.page.keyboard.type('12345');
    await expect.poll(() => input.inputValue()).toBe('1234');
    expect(await input.getAttribute('maxlength')).toBe('4');
  });
});

describe.each(DIAGONAL)('a page hiding undefined elements – $flavour / $lang', ({ flavour, lang }) => {
  it('the quantity confirmation dialog still shows under `:not(:defined) { visibility: hidden }`', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    // The rule CMS themes use to avoid a flash of unstyled custom elements; a constructed sheet, as the page's strict
    // CSP (style-src 'self') refuses an inline <style>.
    await s.page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(':not(:defined) { visibility: hidden; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await settled(s.page);
    const threshold = Number(await detailSection(s.page).locator('.sf-qty').getAttribute('mustconfirmqty'));
    await addFromSection(detailSection(s.page), String(threshold + 1));
    const dialog = engineDialog(s.page, 'confirm');
    await dialog.locator('form.sf-qty-confirm').waitFor({ state: 'attached' });
    const undefinedSfTags = () =>
      s.page.evaluate(() =>
        Array.from(document.querySelectorAll(':not(:defined):not([data-sf-asleep])'), (e) => e.localName).filter((t) =>
          t.startsWith('sf-'),
        ),
      );
    expect(await undefinedSfTags()).toEqual([]);
    await expect.poll(() => dialog.locator('[data-sf-confirm="yes"]').isVisible()).toBe(true);
  });
});
