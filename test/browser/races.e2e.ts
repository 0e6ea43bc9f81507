// Races a shopper causes in a real browser: a second listing change or Back while a load is pending, a double Enter
// on a cart comment, and typing in the cart page while it refreshes. Replies are held and released in any order.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { callTo } from '../support/endpoints.ts';
import { settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf, holdRequests } from './support/routes.ts';
import type { Session } from './support/session.ts';

const shop = connectShop();

const LISTING = callTo('listingProducts');
const listingCalls = (s: Session) => s.calls(LISTING).map((c) => formOf(c.body));
const busy = (page: Page) => page.locator('sf-listing .sf-listing__results').getAttribute('aria-busy');

/** A request the page has since aborted can no longer be answered: releasing it is allowed to fail. */
const releaseStale = (release: Promise<void>) => release.catch(() => undefined);

/** Puts one product in the member's cart through the real endpoint (shares the context's session cookie). */
async function seedCart(s: Session, code: string): Promise<void> {
  const res = await s.context.request.post(ENDPOINTS.addProducts.path, {
    form: { products: JSON.stringify([{ ProductCode: code, Qty: 1, Uom: 0 }]) },
  });
  const json = await res.json();
  if (json.Result !== 1) throw new Error(`seeding the cart failed: ${JSON.stringify(json)}`);
}

describe.each(DIAGONAL)('races – $flavour / $lang', ({ flavour, lang }) => {
  it('listing: Grid, then a sort before Grid’s reply → Grid + the sort, whichever reply comes first', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/category/1');
    await settled(page);
    const listing = page.locator('sf-listing');
    await listing.locator('.sf-listing__results li.sf-product').first().waitFor();
    const holder = await holdRequests(page, LISTING);
    await listing.locator('.sf-listing__mode--grid').click();
    await holder.waitFor(1);
    // The shopper sees the choice at once, before its results.
    await expect.poll(() => listing.locator('.sf-listing__mode--grid').getAttribute('aria-pressed')).toBe('true');
    await listing.getByLabel(s.pick('Sort by', 'Trier par')).selectOption('1:ASC');
    await holder.waitFor(2);
    expect(listingCalls(s).slice(-2)).toEqual([
      expect.objectContaining({ displayMode: 'grid', sortBy: '0' }),
      expect.objectContaining({ displayMode: 'grid', sortBy: '1', sortOrder: 'ASC', pageFrom: '1' }),
    ]);
    await holder.release(1);
    await releaseStale(holder.release(0));
    await holder.stop();
    await expect.poll(() => busy(page)).toBe('false');
    await listing.locator('.sf-listing__results .sf-products--grid').waitFor();
    expect(await listing.locator('.sf-listing__mode--grid').getAttribute('aria-pressed')).toBe('true');
    expect(await listing.getByLabel(s.pick('Sort by', 'Trier par')).inputValue()).toBe('1:ASC');
    const entry = await page.evaluate(() => history.state?.sfListing);
    expect(Object.values(entry ?? {})).toEqual([expect.objectContaining({ displayMode: 'grid', sortBy: 1 })]);
  });

  it('listing: Back while a load is in flight → the entry Back lands on wins; the abandoned load changes nothing', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/category/1');
    await settled(page);
    const listing = page.locator('sf-listing');
    const mode = (name: string) => listing.locator(`.sf-listing__mode--${name}`);
    await listing.locator('.sf-listing__results li.sf-product').first().waitFor();
    // Category mode pushes a history entry: Back from it returns to the list.
    await mode('category').click();
    await expect.poll(() => mode('category').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => busy(page)).toBe('false');
    const holder = await holdRequests(page, LISTING);
    await mode('grid').click();
    await holder.waitFor(1);
    const before = listingCalls(s).length;
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => mode('list').getAttribute('aria-pressed')).toBe('true');
    // Back to the list: either from the session cache (no request) or by a reload of its range.
    if (holder.held.length > 1) await holder.release(1);
    await releaseStale(holder.release(0));
    await holder.stop();
    await expect.poll(() => busy(page)).toBe('false');
    await listing.locator('.sf-listing__results .sf-products--list').waitFor();
    expect(await listing.locator('.sf-listing__results .sf-products--grid').count()).toBe(0);
    expect(await mode('list').getAttribute('aria-pressed')).toBe('true');
    expect(
      listingCalls(s)
        .slice(before)
        .every((c) => c.displayMode === 'list'),
    ).toBe(true);
    const entry = await page.evaluate(() => history.state?.sfListing);
    expect(Object.values(entry ?? {})).toEqual([expect.objectContaining({ displayMode: 'list' })]);
  });

  it('listing: its results cache does not outlive a logout — Back afterwards reloads for the next visitor', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.login();
    await s.goto('/category/1');
    await settled(page);
    const listing = page.locator('sf-listing');
    const items = listing.locator('.sf-listing__results li.sf-product');
    await items.first().waitFor();
    const perPage = await items.count();
    const asked = listingCalls(s).length;
    await listing.locator('.sf-listing__view-more').click();
    // Two steps, so a failure says which one did not happen: the click's request, then its items.
    await expect.poll(() => listingCalls(s).length, { message: 'View more sent its request' }).toBe(asked + 1);
    await expect.poll(() => items.count(), { message: 'the next page was appended' }).toBeGreaterThan(perPage);
    const cached = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('sf-listing:')).length);
    // The snapshot is written when the browser is idle (at the latest when the page is left).
    await expect.poll(cached).toBeGreaterThan(0);
    await page.locator('sf-header .sf-header__services-toggle').click();
    const logout = page.locator('sf-header [data-sf-logout]');
    await logout.waitFor({ state: 'visible' });
    await logout.click();
    await page.waitForURL((u) => u.pathname === s.url('/'));
    await settled(page);
    expect(await cached()).toBe(0);
    const before = listingCalls(s).length;
    await page.goBack();
    await settled(page);
    // Not from the member's cached pages: page 1 is the server's own (rendered for the visitor it now sees), page 2
    // is asked again.
    await expect.poll(() => listingCalls(s).length).toBe(before + 1);
    expect(listingCalls(s).at(-1)).toMatchObject({ pageFrom: '2', pageTo: '2' });
    await expect.poll(() => items.count()).toBeGreaterThan(perPage);
  });

  it('cart page: a double Enter posts a comment once; a refresh keeps what is typed in another line and the quick-add row', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.login();
    await seedCart(s, 'PAP-0001');
    await seedCart(s, 'PAP-0002');
    await s.goto('/cart');
    await settled(page);
    const forms = page.locator('sf-cart-page form.sf-line-comment-form');
    await expect.poll(() => forms.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = [forms.nth(0), forms.nth(1)];
    const firstLine = await first.getAttribute('data-order-line-id');
    const secondLine = await second.getAttribute('data-order-line-id');
    const holder = await holdRequests(page, callTo('addComment'));
    const note = s.pick('Leave at the door', 'Laisser à la porte');
    await first.locator('input[name=comment]').fill(note);
    await first.locator('input[name=comment]').press('Enter');
    await first.locator('input[name=comment]').press('Enter');
    await holder.waitFor(1);
    // While the comment is on its way, the shopper fills the quick-add quantity and starts another line's comment.
    const quickQty = page.locator('sf-cart-page .sf-quick-add .sf-qty');
    await quickQty.fill('3');
    const other = second.locator('input[name=comment]');
    await other.click();
    await page.keyboard.type('Gift wrap');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await holder.release(0);
    await holder.stop();
    const firstAgain = page.locator(`sf-cart-page form.sf-line-comment-form[data-order-line-id="${firstLine}"]`);
    await page.locator(`sf-cart-page .sf-line-comment__remove[data-order-line-id="${firstLine}"]`).first().waitFor();
    expect(s.calls(callTo('addComment'))).toHaveLength(1);
    const otherAgain = page.locator(
      `sf-cart-page form.sf-line-comment-form[data-order-line-id="${secondLine}"] input[name=comment]`,
    );
    expect(await otherAgain.inputValue()).toBe('Gift wrap');
    expect(await quickQty.inputValue()).toBe('3');
    expect(await firstAgain.locator('input[name=comment]').inputValue()).toBe('');
    // Focus and caret stay where the shopper was typing: the next keys land in the middle of the same text.
    await page.keyboard.type('X');
    expect(await otherAgain.inputValue()).toBe('Gift wrXap');
  });
});
