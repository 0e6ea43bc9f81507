// Drives the add-to-cart sections of host pages: fill a quantity, press a button, read the popover and dialogs.
import type { Locator, Page } from 'playwright-core';

/** The add-to-cart section of the product detail page (not the carousels'). */
export const detailSection = (page: Page): Locator => page.locator('article.sf-product-detail .sf-add-to-cart').first();

export async function addFromSection(
  section: Locator,
  qty: string,
  action: 'cart' | 'quote' | 'purchase-list' = 'cart',
): Promise<void> {
  await section.locator('.sf-qty').fill(qty);
  await section.locator(`[data-sf-add="${action}"]`).click();
}

export const qtyPopover = (page: Page): Locator => page.locator('.sf-qty-popover').first();
export const engineDialog = (page: Page, purpose?: string): Locator =>
  page.locator(purpose ? `dialog.sf-engine-dialog--${purpose}` : 'dialog.sf-engine-dialog').first();

/** The page's scripts and the chunks they import have loaded (the loader imports on DOMContentLoaded). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** The cart (not quote) summary's toggle, count badge and panel. */
export const cartSummary = (page: Page) => {
  const root = page.locator('sf-cart-summary:not([data-for-quote="true" i])').first();
  return {
    toggle: root.locator('.sf-cart-summary__toggle'),
    count: root.locator('.sf-cart-summary__count'),
    panel: root.locator('.sf-cart-summary__panel'),
  };
};
