// Add-to-cart paths in Chromium (widgets/add-to-cart/README.md): ActionOnConfirm, bulk mode 0, with comments, quick-add warnings, school, paste, portal.

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { callTo } from '../support/endpoints.ts';
import { addFromSection, cartSummary, detailSection, engineDialog, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf } from './support/routes.ts';
import type { Flavour, Lang, Session } from './support/session.ts';
import { alertRegion, waitForStatusText } from './support/status-bar.ts';
import { islandsSettled } from './support/widgets.ts';

const shop = connectShop();

const bodiesOf = (s: Session, pattern: RegExp) => s.calls(pattern).map((c) => formOf(c.body));
const productsOf = (form: Record<string, string> | undefined): unknown => JSON.parse(form?.products ?? 'null');
/** The yes/no box: a WARNING question, so in the assertive region. */
const question = (page: Page): Locator => alertRegion(page).locator('.sf-status-box[data-kind="confirm"]');
const cartBadge = (page: Page): Locator => page.locator('sf-header .sf-header__badge--cart .sf-header__badge-count');
const quotePanel = (page: Page): Locator =>
  page.locator('sf-cart-summary[data-for-quote="true" i] .sf-cart-summary__panel').first();
const lineFor = (panel: Locator, code: string): Locator =>
  panel.locator(`.sf-cart-popup__line a[href$="/product/${code}"]`);

// demo-host's seeded catalogue: PAP-0007 is discontinued and replaced by PAP-0008; TEC-0298 is a digital product.
const DISCONTINUED = {
  en: '"PAP-0007" is discontinued. Add its replacement "PAP-0008" instead?',
  fr: '« PAP-0007 » n’est plus offert. Ajouter plutôt son remplaçant « PAP-0008 » ?',
};
const PREBOOKING = {
  en: 'These products are part of a prebooking promotion and will ship on the promotion date. Continue?',
  fr: 'Ces produits font partie d’une promotion de précommande et seront expédiés à la date de la promotion. Continuer ?',
};
const DIGITAL = {
  en: 'TEC-0298 is a digital product: quantity set to 1.',
  fr: 'TEC-0298 est un produit numérique : quantité ramenée à 1.',
};

/** Waits for the yes/no question, checks its text and its two buttons in the page's language, returns them. */
async function askedInStatusBar(s: Session, text: string): Promise<{ yes: Locator; no: Locator }> {
  const box = question(s.page);
  await box.waitFor({ state: 'visible' });
  expect(await box.locator('.sf-status-message').allTextContents()).toEqual([
    `${s.pick('Warning', 'Avertissement')}: ${text}`,
  ]);
  const buttons = box.locator('.sf-status-actions button');
  expect(await buttons.allTextContents()).toEqual(s.pick(['Yes', 'No'], ['Oui', 'Non']));
  return { yes: buttons.nth(0), no: buttons.nth(1) };
}

/** A shopper adds 2 of the discontinued PAP-0007 from its page; the status bar asks whether to take its replacement. */
async function addDiscontinued(flavour: Flavour, lang: Lang) {
  const s = await shop.session({ flavour, lang });
  await s.canDeliver();
  await s.goto('/product/PAP-0007');
  await settled(s.page);
  const cart = cartSummary(s.page);
  await addFromSection(detailSection(s.page), '2');
  return { s, cart, answer: await askedInStatusBar(s, DISCONTINUED[lang]) };
}

/** Puts text on the system clipboard and pastes it with the keyboard (a trusted paste: paste + beforeinput events). */
async function paste(page: Page, input: Locator, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

describe.each(DIAGONAL)('add-to-cart paths – $flavour / $lang', ({ flavour, lang }) => {
  it('ActionOnConfirm (discontinued PAP-0007): the question shows with Yes/No; No closes the cart and posts nothing more', async () => {
    const { s, cart, answer } = await addDiscontinued(flavour, lang);
    const { no } = answer;
    const first = bodiesOf(s, callTo('addProducts'));
    expect(first).toHaveLength(1);
    expect(productsOf(first[0])).toEqual([expect.objectContaining({ ProductCode: 'PAP-0007', Qty: 2 })]);
    // Still loading (OPENLOADING) while the question waits for an answer.
    expect(await cart.panel.isVisible()).toBe(true);
    const posts = s.calls(/./).length;

    await no.click();
    await question(s.page).waitFor({ state: 'detached' });
    await cart.panel.waitFor({ state: 'hidden' });
    await settled(s.page);
    expect(s.calls(/./).length).toBe(posts);
    expect(s.calls(/confirmed$/)).toEqual([]);
    await expect.poll(() => cartBadge(s.page).getAttribute('data-count')).toBe('0');
  });

  it('ActionOnConfirm (discontinued PAP-0007): Yes posts the products and the prebooking id to the action, then the cart refreshes', async () => {
    const { s, cart, answer } = await addDiscontinued(flavour, lang);
    const { yes } = answer;
    expect(s.calls(/confirmed$/)).toEqual([]);

    await yes.click();
    await lineFor(cart.panel, 'PAP-0008').waitFor();
    const sent = bodiesOf(s, callTo('addProductsConfirmed'));
    expect(sent).toEqual([{ products: expect.any(String), idPriceListPromotionWebPrebooking: '0' }]);
    expect(productsOf(sent[0])).toEqual(productsOf(bodiesOf(s, callTo('addProducts'))[0]));
    expect(productsOf(sent[0])).toEqual([expect.objectContaining({ ProductCode: 'PAP-0007', Qty: 2 })]);
    // The refresh comes after the action: the popup content is asked for again once the action answered.
    const urls = s.calls(/./).map((c) => new URL(c.url).pathname);
    expect(urls.lastIndexOf(ENDPOINTS.cartSummary.path)).toBeGreaterThan(
      urls.indexOf(ENDPOINTS.addProductsConfirmed.path),
    );
    expect(await cart.panel.isVisible()).toBe(true);
    expect(await lineFor(cart.panel, 'PAP-0007').count()).toBe(0);
    await expect.poll(() => cartBadge(s.page).getAttribute('data-count')).toBe('1');
  });

  it('ActionOnConfirm (prebooking listing): Yes posts the products with IdPriceListPromotionWebPrebooking, then the cart refreshes', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await s.goto('/category/1?prebooking=1');
    await settled(s.page);
    // The add engine is defined with the page's islands: React's listing can still be mounting, without a request,
    // after the network went quiet, and a click before then reaches a plain server button.
    await islandsSettled(s.page);
    const prebooking = await s.page
      .locator('sf-listing input[name="IdPriceListPromotionWebPrebooking"]')
      .last()
      .getAttribute('value');
    expect(Number(prebooking)).toBeGreaterThan(0);
    const section = s.page
      .locator('sf-listing .sf-add-to-cart')
      .filter({ has: s.page.locator('.sf-qty[multiqty="1"][minqty="1"]') })
      .first();
    const code = (await section.locator('.sf-qty').getAttribute('productcode')) ?? '';
    await addFromSection(section, '3');
    const { yes } = await askedInStatusBar(s, PREBOOKING[lang]);
    const first = bodiesOf(s, callTo('addProducts'));
    expect(first).toEqual([expect.objectContaining({ idPriceListPromotionWebPrebooking: prebooking })]);

    await yes.click();
    const cart = cartSummary(s.page);
    await lineFor(cart.panel, code).waitFor();
    const sent = bodiesOf(s, callTo('addProductsConfirmed'));
    expect(sent).toEqual([{ products: expect.any(String), idPriceListPromotionWebPrebooking: prebooking }]);
    expect(productsOf(sent[0])).toEqual([expect.objectContaining({ ProductCode: code, Qty: 3 })]);
    await expect.poll(() => cartBadge(s.page).getAttribute('data-count')).toBe('1');
  });

  it('ActionOnConfirm on a quote add (logged in): Yes posts only the products (no prebooking id), then the quote opens', async () => {
    const s = await shop.session({ flavour, lang });
    await s.login();
    await s.goto('/product/PAP-0007');
    await settled(s.page);
    await addFromSection(detailSection(s.page), '4', 'quote');
    const { yes } = await askedInStatusBar(s, DISCONTINUED[lang]);
    await yes.click();
    const panel = quotePanel(s.page);
    await lineFor(panel, 'PAP-0008').waitFor();
    const sent = bodiesOf(s, callTo('addProductsToQuoteConfirmed'));
    expect(sent).toEqual([{ products: expect.any(String) }]);
    expect(productsOf(sent[0])).toEqual([expect.objectContaining({ ProductCode: 'PAP-0007', Qty: 4 })]);
    expect(s.calls(callTo('addProducts'))).toEqual([]);
    expect(s.calls(callTo('addProductsConfirmed'))).toEqual([]);
  });

  it('quick order (bulk table, mode 0): a quantity above its threshold opens the confirmation in mode 0; confirm → one add', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await s.goto('/quick-order');
    await settled(s.page);
    const table = s.page.locator('table.sf-bulk-order[data-sf-confirm-mode="0"]');
    const inputs = table.locator('.sf-add-to-cart .sf-qty');
    // A row whose threshold + 1 is a valid quantity of at most 4 digits (so only the threshold is passed).
    const pickRow = await inputs.evaluateAll((all) =>
      all
        .map((el, index) => {
          const n = (name: string) => Number(el.getAttribute(name));
          return {
            index,
            code: el.getAttribute('productcode') ?? '',
            must: n('mustconfirmqty'),
            ok: n('multiqty') === 1 && n('minqty') <= n('mustconfirmqty') + 1 && n('maxqty') > n('mustconfirmqty'),
          };
        })
        .find((r) => r.ok && r.must > 0 && r.must < 9999),
    );
    if (!pickRow) throw new Error('no quick-order row with a usable confirmation threshold');
    const qty = String(pickRow.must + 1);
    const section = table.locator('.sf-add-to-cart').nth(pickRow.index);
    await addFromSection(section, qty);

    const dialog = engineDialog(s.page, 'confirm');
    const form = dialog.locator('form.sf-qty-confirm[data-mode="0"]');
    await form.waitFor();
    expect(await form.locator('.sf-qty-confirm__intro').textContent()).toBe(
      s.pick(
        'Some quantities are invalid or need your confirmation.',
        'Certaines quantités sont invalides ou doivent être confirmées.',
      ),
    );
    expect(await form.locator('.sf-qty-confirm__reason').allTextContents()).toEqual([
      s.pick(`Above ${pickRow.must}`, `Plus de ${pickRow.must}`),
    ]);
    const asked = bodiesOf(s, callTo('quantityConfirmation'));
    expect(asked).toEqual([{ productsToConfirm: expect.any(String), productsConfirmed: '[]', mode: '0' }]);
    expect(JSON.parse(asked[0]?.productsToConfirm ?? '[]')).toEqual([
      expect.objectContaining({ ProductCode: pickRow.code, Qty: pickRow.must + 1 }),
    ]);
    expect(s.calls(callTo('addProducts'))).toEqual([]);

    await dialog.locator('[data-sf-confirm="yes"]').click();
    const cart = cartSummary(s.page);
    await lineFor(cart.panel, pickRow.code).waitFor();
    await settled(s.page);
    const adds = bodiesOf(s, callTo('addProducts'));
    expect(adds).toHaveLength(1);
    expect(productsOf(adds[0])).toEqual([
      expect.objectContaining({ ProductCode: pickRow.code, Qty: pickRow.must + 1 }),
    ]);
    expect(await dialog.count()).toBe(0);
  });

  it(`add with comments (logged in): the purchase-list page posts ${ENDPOINTS.addProductsWithComments.path}; the list comment reaches the cart line`, async () => {
    const s = await shop.session({ flavour, lang });
    // As the approver: the buyer's cart lines must stay without comments for the order-line comments journey.
    await s.login('approver@example.com');
    // A purchase list with one commented line, through the real endpoint (a new list answers REDIRECT to it).
    const comment = `Deliver to room ${flavour}-${lang}`;
    const res = await s.context.request.post(ENDPOINTS.addToPurchaseList.path, {
      form: {
        products: JSON.stringify([{ ProductCode: 'PAP-0001', Qty: 2, Uom: 0, UniqueCodes: '', Comment: comment }]),
        purchaseListId: '0',
      },
    });
    const listId = Number(/purchaseListId=(\d+)/.exec(String((await res.json()).RedirectUrl))?.[1]);
    expect(listId).toBeGreaterThan(0);

    await s.goto(`/account/purchase-list?id=${listId}`);
    await settled(s.page);
    await expect(s.page.locator('.sf-purchase-list__comment').first().textContent()).resolves.toBe(comment);
    await s.page.locator('[data-sf-add="cart-comments"]').click();

    const cart = cartSummary(s.page);
    await lineFor(cart.panel, 'PAP-0001').waitFor();
    const sent = bodiesOf(s, callTo('addProductsWithComments'));
    expect(sent).toEqual([
      {
        products: expect.any(String),
        purchaseListId: '0',
        idPriceListPromotionWebPrebooking: '0',
        idPurchaseListCopyComments: String(listId),
      },
    ]);
    expect(productsOf(sent[0])).toEqual([expect.objectContaining({ ProductCode: 'PAP-0001', Qty: 2 })]);
    expect(s.calls(callTo('addProducts'))).toEqual([]);
    await waitForStatusText(
      s.page,
      s.pick(/1 product\(s\) added to your cart\./, /1 produit\(s\) ajouté\(s\) à votre panier\./),
    );
    // The server copied the list's comment onto the cart line.
    await s.goto('/cart');
    await s.page.locator('.sf-line-comments li', { hasText: comment }).first().waitFor();
  });

  it(`quick add on the cart page: ${ENDPOINTS.addProduct.path} warnings show as a WARNING (role=alert), not as a success`, async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await s.goto('/cart');
    await settled(s.page);
    const section = s.page.locator('sf-cart-page .sf-quick-add');
    await section.locator('.sf-quick-code').fill('TEC-0298');
    await addFromSection(section, '3');

    const warning = alertRegion(s.page).locator('.sf-status-message.sf-status-warning');
    await warning.waitFor();
    expect(await warning.allTextContents()).toEqual([`${s.pick('Warning', 'Avertissement')}: ${DIGITAL[lang]}`]);
    expect(bodiesOf(s, callTo('addProduct'))).toEqual([{ productCode: 'TEC-0298', qty: '3', uom: '0' }]);
    expect(s.calls(callTo('addProducts'))).toEqual([]);
    // A warning means nothing was added (the storefront spec: an empty list is the success): the popup stays closed
    // and the cart holds nothing, so the shopper changes the quantity and adds again.
    const cart = cartSummary(s.page);
    expect(await cart.panel.isVisible()).toBe(false);
    expect(await cartBadge(s.page).getAttribute('data-count')).toBe('0');
    await section.locator('.sf-qty').fill('1');
    await section.locator('[data-sf-add="cart"]').click();
    await expect.poll(() => cartBadge(s.page).getAttribute('data-count')).toBe('1');
    // (The engine keeps the typed quantity, see fidelity.test.ts; here the cart page's own refresh re-renders the row.)
  });

  it('the back-to-school button fills each quantity input of its listing with its minqty', async () => {
    const s = await shop.session({ flavour, lang });
    await s.goto('/category/1');
    await settled(s.page);
    const listing = s.page.locator('sf-listing .sf-listing-results').first();
    const inputs = listing.locator('.sf-add-to-cart .sf-qty');
    const read = () =>
      inputs.evaluateAll((all) =>
        all.map((el) => ({ value: (el as HTMLInputElement).value, min: el.getAttribute('minqty') ?? '' })),
      );
    const before = await read();
    expect(before.length).toBeGreaterThan(1);
    expect(before.every((i) => i.value === '')).toBe(true);
    // Not only ones: the check would not tell a real minimum from a default.
    expect(before.some((i) => Number(i.min) > 1)).toBe(true);

    await listing.getByRole('button', { name: s.pick('Back-to-school quantities', 'Quantités de la rentrée') }).click();
    const after = await read();
    expect(after.map((i) => i.value)).toEqual(after.map((i) => String(Number(i.min) > 0 ? Number(i.min) : 1)));
    // Filling is all it does: nothing is added.
    expect(s.calls(/addproduct/i)).toEqual([]);
  });

  it('the quantity input filters pastes and keys: "12a 3" and "1 000" are refused, maxlength 4 holds, space is rejected', async () => {
    const s = await shop.session({ flavour, lang });
    const origin = new URL(shop.baseUrl).origin;
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const input = detailSection(s.page).locator('.sf-qty');
    expect(await input.getAttribute('maxlength')).toBe('4');
    const value = () => input.inputValue();

    await paste(s.page, input, '12a 3');
    expect(await value()).toBe('');
    await paste(s.page, input, '1 000');
    expect(await value()).toBe('');
    // A clean paste goes in (the refusals above are the filter's, not a paste that never happens).
    await paste(s.page, input, '12');
    expect(await value()).toBe('12');
    // "12" + "345" would be five digits.
    await paste(s.page, input, '345');
    expect(await value()).toBe('12');
    // insertText fires a trusted beforeinput (insertText), as a mobile keyboard or IME would.
    await s.page.keyboard.insertText('3 4');
    expect(await value()).toBe('12');

    await s.page.keyboard.press('Space');
    await s.page.keyboard.type('a-');
    expect(await value()).toBe('12');
    await s.page.keyboard.type('345');
    expect(await value()).toBe('1234');
    await s.page.keyboard.press('Backspace');
    await s.page.keyboard.type(',');
    expect(await value()).toBe('123,');
  });

  it(`provider B portal: the button posts ${ENDPOINTS.deskdesignPortal.path} and opens its URL in a new tab (no opener)`, async () => {
    const s = await shop.session({ flavour, lang });
    await s.goto('/product/FUR-0166');
    await settled(s.page);
    const button = s.page.getByRole('button', {
      name: s.pick('Open the DeskDesign portal', 'Ouvrir le portail DeskDesign'),
    });
    const opened = s.context.waitForEvent('page');
    await button.click();
    const tab = await opened;
    await tab.waitForLoadState('load');
    expect(new URL(tab.url()).pathname).toBe('/provider/deskdesign/portal');
    expect(await tab.locator('h1').textContent()).toBe('deskdesign portal');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(s.calls(callTo('deskdesignPortal'))).toEqual([expect.objectContaining({ body: '' })]);
    // The shop page stays where it was, with no configurator dialog.
    expect(new URL(s.page.url()).pathname).toBe(s.url('/product/FUR-0166'));
    expect(await engineDialog(s.page).count()).toBe(0);
    await tab.close();
  });
});
