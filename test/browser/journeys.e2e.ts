// Shopper journeys (search, listing, history, header menus, customizer, preview); member pages, order approval and configurators are in member-journeys.e2e.ts.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { categoryGuid } from '../../demo-host/catalogue/generate.ts';
import { callTo } from '../support/endpoints.ts';
import { addFromSection, cartSummary, detailSection, engineDialog, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { afterRender, deliverDespiteAbort } from './support/late-replies.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf, holdRequests } from './support/routes.ts';
import type { Session } from './support/session.ts';

/** The first top-level category (Paper): the pages name categories by GUID, as the legacy server does. */
const PAPER = categoryGuid(1);

const shop = connectShop();

const searchInput = (page: Page) => page.locator('sf-header input.sf-header__search-input');
const items = (page: Page) => page.locator('sf-listing .sf-listing__results li.sf-product');
const listingCalls = (s: Session) => s.calls(callTo('listingProducts')).map((c) => formOf(c.body));

describe.each(DIAGONAL)('journeys – $flavour / $lang', ({ flavour, lang }) => {
  it('search with suggestions and preview → results → mode, sort, filter → view more ×3 → product → Back restores items and scroll', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    // Five letters: the fifth keystroke asks for suggestions at once (no debounce to wait for).
    const query = s.pick('paper', 'stylo');
    await s.goto('/');
    await settled(page);
    await searchInput(page).click();
    await page.keyboard.type(query);
    const options = page.locator('sf-header [role=listbox] [role=option]');
    await options.first().waitFor();
    await page.locator('sf-header .sf-header__suggest-preview').waitFor();
    await expect.poll(() => searchInput(page).getAttribute('aria-expanded')).toBe('true');
    const suggestCalls = s.calls(callTo('searchSuggestions')).map((c) => formOf(c.body).uniqueSearchString);
    expect(suggestCalls.at(-1)).toBe(query);
    expect(await options.count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === s.url('/search') && u.searchParams.get('qs') === query);
    await settled(page);
    const listing = page.locator('sf-listing');
    await items(page).first().waitFor();

    await listing.locator('.sf-listing__mode--grid').click();
    await expect.poll(() => listing.locator('.sf-listing__mode--grid').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => listingCalls(s).at(-1)?.displayMode).toBe('grid');
    await listing.getByLabel(s.pick('Sort by', 'Trier par')).selectOption('1:ASC');
    await expect.poll(() => listingCalls(s).at(-1)?.sortBy).toBe('1');
    await listing.getByLabel(s.pick('Only', 'Seulement')).selectOption('instock');
    await expect.poll(() => listingCalls(s).at(-1)?.filterBy).toBe('instock');
    const last = listingCalls(s).at(-1);
    expect(last).toMatchObject({ displayMode: 'grid', sortBy: '1', sortOrder: 'ASC', uniqueListingString: query });
    await expect.poll(() => listing.locator('.sf-listing__results').getAttribute('aria-busy')).toBe('false');

    const perPage = Number(last?.userResultPerPage);
    const total = Number((await listing.locator('.sf-listing__total').textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(perPage * 3);
    const before = listingCalls(s).length;
    for (let i = 1; i <= 3; i++) {
      await listing.locator('.sf-listing__view-more').click();
      await expect.poll(() => items(page).count()).toBe(Math.min(total, perPage * (i + 1)));
    }
    expect(
      listingCalls(s)
        .slice(before)
        .map((c) => [c.pageFrom, c.pageTo, c.filterBy]),
    ).toEqual([
      ['2', '2', 'instock'],
      ['3', '3', 'instock'],
      ['4', '4', 'instock'],
    ]);
    const count = await items(page).count();

    // Scroll down to an item of the third page and let the listing record the scroll height.
    const target = items(page).nth(perPage * 2 + 3);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const scrollY = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrollY).toBeGreaterThan(1000);
    // Where the scroll settles once the items coming into view are rendered (content-visibility) is what is recorded.
    await page.waitForFunction(
      () => (history.state?.sfListing?.['lst-search']?.scrollHeight ?? -1) === Math.round(window.scrollY),
    );
    const href = await target.locator('a.sf-product__title').getAttribute('href');
    const productId = await target.getAttribute('data-product-id');
    const topOf = () =>
      page
        .locator(`sf-listing li.sf-product[data-product-id="${productId}"]`)
        .evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const top = await topOf();
    await target.locator('a.sf-product__title').click();
    await page.waitForURL((u) => u.pathname === href);

    await page.goBack();
    await expect.poll(() => items(page).count()).toBe(count);
    // The product the shopper left is back exactly where it was, although <sf-header> may finish rendering (and grow)
    // after the listing restored the position: the restore is relative to where the results start.
    // The scroll height itself may differ: items above that were not shown again since count at an estimated height
    // (content-visibility), so the listing puts the product back, not a height.
    await expect.poll(() => topOf(), { message: 'product back in place' }).toBe(top);
    expect(await listing.locator('.sf-listing__mode--grid').getAttribute('aria-pressed')).toBe('true');
  });

  it('suggestion replies released in reverse order: only the newest query renders', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/');
    await settled(page);
    // A fake clock, flowing with real time: typing five letters takes far less than the debounce, so only the forced
    // call of every 5th keystroke goes out, never a debounced one.
    await page.clock.install();
    const held = await holdRequests(page, callTo('searchSuggestions'));
    // The page aborts the older request when the newer keystroke comes; let its reply reach fetch() anyway, as when a
    // reply lands just as the abort starts: only the store's stale-reply guard stands between it and the screen.
    const delivered = await deliverDespiteAbort(page, callTo('searchSuggestions'));
    await searchInput(page).click();
    await page.keyboard.type('paper');
    await held.waitFor(1);
    await page.keyboard.type('clips');
    await held.waitFor(2);
    expect(held.held.map((h) => formOf(h.request.postData()).uniqueSearchString)).toEqual(['paper', 'paperclips']);
    const options = page.locator('sf-header [role=listbox] [role=option]');
    await held.release(1, { json: { Suggestions: ['Newest A', 'Newest B'], hasProduct: false, ProductValue: '' } });
    await expect.poll(() => options.allTextContents()).toEqual(['Newest A', 'Newest B']);
    await held.release(0, { json: { Suggestions: ['Stale'], hasProduct: true, ProductValue: '<p>stale</p>' } });
    await expect.poll(async () => (await delivered()).length).toBe(2);
    expect((await delivered()).map((r) => [JSON.parse(r.body).Suggestions[0], r.abortedFirst])).toEqual([
      ['Newest A', false],
      ['Stale', true],
    ]);
    await afterRender(page);
    expect(await options.allTextContents()).toEqual(['Newest A', 'Newest B']);
    expect(await page.locator('sf-header .sf-header__suggest-preview').count()).toBe(0);
  });

  it('a double click on "view more" sends one request', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/search?qs=paper');
    await settled(page);
    const before = listingCalls(s).length;
    await page.locator('sf-listing .sf-listing__view-more').dblclick();
    await expect.poll(() => items(page).count()).toBe(48);
    await page.waitForLoadState('networkidle');
    expect(
      listingCalls(s)
        .slice(before)
        .map((c) => [c.pageFrom, c.pageTo]),
    ).toEqual([['2', '2']]);
    expect(await items(page).count()).toBe(48);
  });

  it('category quick search: three cascading levels → the category page', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/');
    await settled(page);
    const opener = page.locator('sf-header .sf-header__quick-search');
    await opener.click();
    const dialog = page.locator('dialog.sf-header__quick-search-dialog');
    await dialog.waitFor({ state: 'visible' });
    const selects = dialog.locator('select');
    await expect.poll(() => selects.count()).toBe(3);
    for (let level = 0; level < 3; level++) {
      const select = selects.nth(level);
      await expect.poll(() => select.isEnabled()).toBe(true);
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      const value = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(value ?? '');
    }
    const chosen = await selects.evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));
    await dialog.locator('button[type=submit]').click();
    await page.waitForURL((u) => new RegExp(`^${s.url('/category/')}\\d+$`).test(u.pathname));
    const submit = s.calls(callTo('quickSearch')).map((c) => formOf(c.body));
    expect(submit).toEqual([expect.objectContaining({ selectedCategories: chosen.join('|') })]);
    const levels = s.calls(/\/getcategoryquicksearchoptions$/).map((c) => formOf(c.body));
    expect(levels.map((l) => l.level)).toEqual(['1', '2', '3']);
    expect(levels[1]?.idParentOption).toBe(chosen[0]);
  });

  it('mega menu by keyboard: Enter opens a lazily loaded panel, Esc closes it with focus on its button, Space reopens', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/');
    await settled(page);
    const toggle = page.locator(`sf-header .sf-bigmenu__item[data-category-id="${PAPER}"] .sf-bigmenu__toggle`);
    const panel = page.locator(`sf-header .sf-bigmenu__item[data-category-id="${PAPER}"] .sf-bigmenu__panel`);
    expect(s.calls(callTo('submenu'))).toEqual([]);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await panel.locator('a').first().waitFor({ state: 'visible' });
    expect(s.calls(callTo('submenu')).map((c) => formOf(c.body).categoryId)).toEqual([PAPER]);
    // Tab moves into the open panel; Esc closes it and puts focus back on its button.
    await page.keyboard.press('Tab');
    await expect.poll(() => panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isHidden()).toBe(true);
    expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await panel.locator('a').first().waitFor({ state: 'visible' });
    // Loaded once, then cached.
    expect(s.calls(callTo('submenu')).length).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('mega menu by mouse: hovering opens the panel, a click on its button then keeps it open, a second click closes it', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/');
    await settled(page);
    const toggle = page.locator(`sf-header .sf-bigmenu__item[data-category-id="${PAPER}"] .sf-bigmenu__toggle`);
    await toggle.hover();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await page
      .locator(`sf-header .sf-bigmenu__item[data-category-id="${PAPER}"] .sf-bigmenu__panel a`)
      .first()
      .waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('customizer path (CUS-0034): the modal asks for the values, then the add is re-posted with them', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.canDeliver();
    await s.goto('/product/CUS-0034');
    await settled(page);
    const adds = () => s.calls(callTo('addProducts')).map((c) => formOf(c.body));
    await addFromSection(detailSection(page), '2');
    const dialog = engineDialog(page, 'customizer');
    await dialog.locator('.sf-customizer__product').waitFor();
    expect(adds()).toHaveLength(1);
    for (const field of await dialog
      .locator('input.sf-customizer__field[type=text], textarea.sf-customizer__field')
      .all())
      await field.fill('ACME Inc.');
    await dialog.locator('button[type=submit]').first().click();
    await cartSummary(page).panel.locator('.sf-cart-popup__line').first().waitFor();
    await expect.poll(() => adds().length).toBe(2);
    const second = adds()[1] ?? {};
    expect(second.validateProductCustomizer).toBe('false');
    const [line] = JSON.parse(second.products ?? '[]');
    expect(line).toMatchObject({ ProductCode: 'CUS-0034', Qty: 2 });
    expect(line.ProductCustomizerValues).toEqual(
      expect.arrayContaining([expect.objectContaining({ Value: 'ACME Inc.' })]),
    );
    expect(await dialog.isVisible()).toBe(false);
  });
});
