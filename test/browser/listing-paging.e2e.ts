// The listing's paging as a shopper sees it: a sort or a display mode after "view more" keeps the pages shown, results
// per page starts again at one page, and leaving the category mode sends filterBy "all" again (widgets/listing/README.md).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf } from './support/routes.ts';
import type { Session } from './support/session.ts';

const shop = connectShop();
const items = (page: Page) => page.locator('sf-listing .sf-listing__results li.sf-product');
const listingCalls = (s: Session) => s.calls(callTo('listingProducts')).map((c) => formOf(c.body));
const idle = (page: Page) =>
  expect.poll(() => page.locator('sf-listing .sf-listing__results').getAttribute('aria-busy')).toBe('false');

describe.each(DIAGONAL)('listing paging – $flavour / $lang', ({ flavour, lang }) => {
  it('view more ×2, then a sort and a display mode keep the three pages; results per page goes back to one', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/category/1');
    await settled(page);
    const listing = page.locator('sf-listing');
    await items(page).first().waitFor();
    const perPage = await items(page).count();
    for (let i = 1; i <= 2; i++) {
      await listing.locator('.sf-listing__view-more').click();
      await expect.poll(() => items(page).count()).toBe(perPage * (i + 1));
    }

    await listing.getByLabel(s.pick('Sort by', 'Trier par')).selectOption('1:ASC');
    await expect.poll(() => listingCalls(s).at(-1)?.sortBy).toBe('1');
    expect(listingCalls(s).at(-1)).toMatchObject({ pageFrom: '1', pageTo: '3' });
    await idle(page);
    expect(await items(page).count()).toBe(perPage * 3);

    await listing.locator('.sf-listing__mode--grid').click();
    await expect.poll(() => listingCalls(s).at(-1)?.displayMode).toBe('grid');
    expect(listingCalls(s).at(-1)).toMatchObject({ pageFrom: '1', pageTo: '3' });
    await idle(page);
    expect(await items(page).count()).toBe(perPage * 3);

    await listing.getByLabel(s.pick('Results per page', 'Résultats par page')).selectOption('12');
    await expect.poll(() => listingCalls(s).at(-1)?.userResultPerPage).toBe('12');
    expect(listingCalls(s).at(-1)).toMatchObject({ pageFrom: '1', pageTo: '1' });
    await expect.poll(() => items(page).count()).toBe(12);
  });

  it('category mode sends filterBy empty; the next mode sends "all" again', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/category/1');
    await settled(page);
    const listing = page.locator('sf-listing');
    await items(page).first().waitFor();
    await listing.locator('.sf-listing__mode--category').click();
    await expect.poll(() => listingCalls(s).at(-1)?.displayMode).toBe('category');
    expect(listingCalls(s).at(-1)?.filterBy).toBe('');
    await idle(page);
    await listing.locator('.sf-listing__mode--list').click();
    await expect.poll(() => listingCalls(s).at(-1)?.displayMode).toBe('list');
    expect(listingCalls(s).at(-1)?.filterBy).toBe('all');
  });
});
