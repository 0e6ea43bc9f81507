// Store pages in Chromium: my baskets, form rules, tracking, the home carousel's timing,
// external-link and unsaved-changes confirmations, in every flavour × language.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { addFromSection, cartSummary, detailSection, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { advance, installClock, letEffectsRun } from './support/clock.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf } from './support/routes.ts';
import {
  confirmBox,
  dataLayer,
  describedText,
  EXTERNAL_LINK_TEXT,
  focusedField,
  layerEvents,
  recordFormPosts,
  UNSAVED_CHANGES_TEXT,
} from './support/store-pages.ts';
import { waitForDefined, waitForWidget } from './support/widgets.ts';

const shop = connectShop();

// This suite writes (a new current cart, cart lines, a saved profile): it does so as the approver, so the buyer
// account other suites read keeps its state.
const MEMBER = 'approver@example.com';

/** The home page's slides, as demo-host renders them (catalogue-pages.ts). */
const SLIDES = {
  en: ['Back to school, sorted', 'Ergonomic chairs from $250', 'Find ink for your printer'],
  fr: ['La rentrée, c’est réglé', 'Chaises ergonomiques dès 250 $', 'Trouvez l’encre de votre imprimante'],
} as const;

/** The "Frequently ordered" list of /account/profile as GA4 items: the spec's Product entity fields, mapped. */
const FREQUENT_ITEMS = {
  en: [
    [
      'PAP-0004',
      'Papeterie Saint-Laurent Copy paper, 24 lb, 96 bright, 11 x 17 in',
      'Papeterie Saint-Laurent',
      'Copy paper',
      29.99,
      29.99,
    ],
    ['SCH-0005', 'Maple Office Tempera paint, 1 L, black', 'Maple Office', 'Paint', 30.99, 30.99],
    // Minimum quantity 4: the price for the minimum quantity is 4 × 21.99.
    ['SCH-0006', 'Boréal Tempera paint, 1 L, blue', 'Boréal', 'Paint', 21.99, 87.96],
  ],
  fr: [
    [
      'PAP-0004',
      'Papier à photocopie Papeterie Saint-Laurent, 24 lb, blancheur 96, 11 x 17 po',
      'Papeterie Saint-Laurent',
      'Papier à photocopie',
      29.99,
      29.99,
    ],
    ['SCH-0005', 'Gouache Maple Office, 1 L, noir', 'Maple Office', 'Peinture', 30.99, 30.99],
    ['SCH-0006', 'Gouache Boréal, 1 L, bleu', 'Boréal', 'Peinture', 21.99, 87.96],
  ],
} as const;
const ga4Items = (lang: 'en' | 'fr') =>
  FREQUENT_ITEMS[lang].map(([code, title, brand, category, price, forMin], i) => ({
    item_id: code,
    item_name: title,
    item_brand: brand,
    item_category: category,
    item_variant: '',
    index: i + 1,
    price,
    price_for_min_quantity: forMin,
  }));

/** The spec's Product entities of the same list, as the page embeds them (what the tag manager's triggers read). */
const specProducts = (lang: 'en' | 'fr') =>
  FREQUENT_ITEMS[lang].map(([Code, Title, Brand, Category, Price, PriceForMinQuantity], i) => ({
    Code,
    Title,
    Brand,
    Category,
    Configurations: '',
    ListPosition: i + 1,
    Price,
    PriceForMinQuantity,
  }));
/** The push before each event: every key the events use is cleared, as the tag manager merges arrays and objects. */
const RESET = { ecommerce: null, Products: null, Category: null, Order: null, ShippingMethod: null };

describe.each(DIAGONAL)('store pages – $flavour / $lang', ({ flavour, lang }) => {
  it('my baskets: an empty name gets a linked, focused bilingual error and is not posted; a name creates the cart', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.login(MEMBER);
    await s.goto('/account/baskets');
    await waitForDefined(page, ['sf-baskets']);
    const form = page.locator('sf-baskets form.sf-basket-create');
    const field = form.locator('input[name="name"]');
    const create = form.getByRole('button', { name: s.pick('Create cart', 'Créer le panier') });
    // The widget has taken the form over (our messages instead of the browser's bubble).
    await expect.poll(() => form.evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
    const posts = recordFormPosts(page, s.url('/account/baskets'));
    await page.evaluate(() => {
      (window as unknown as { __samePage?: boolean }).__samePage = true;
    });

    await field.fill('   ');
    await create.click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const required = s.pick('Please enter a name for the new cart.', 'Veuillez saisir un nom pour le nouveau panier.');
    expect(await describedText(field)).toBe(required);
    const error = page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await error.isVisible()).toBe(true);
    expect(await focusedField(page)).toBe(await field.getAttribute('id'));
    // Not posted: no request, and the page was not replaced.
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    // The error goes as soon as the name is valid; the form then posts natively with the field "name".
    const name = `${s.pick('Supplies', 'Fournitures')} ${flavour}-${lang}`;
    await field.fill(name);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe(null);
    expect(await error.count()).toBe(0);
    await create.click();
    const created = page.locator('ul.sf-baskets li').filter({ hasText: name });
    await created.waitFor();
    expect(posts).toEqual([{ path: s.url('/account/baskets'), fields: { name } }]);
    // A new cart becomes the current one.
    expect(await created.textContent()).toContain(s.pick('— current', '— actif'));
  });

  it('form rules on the profile form: required, email, postal code and phone in the page language; submit blocked until valid', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.login(MEMBER);
    await s.goto('/account/profile');
    const form = page.locator('form.sf-profile-form[data-sf-validate]');
    await expect.poll(() => form.evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
    const name = form.locator('#profile-name');
    const email = form.locator('#profile-email');
    const zip = form.locator('#profile-zip');
    const phone = form.locator('#profile-phone');
    const save = form.getByRole('button', { name: s.pick('Save', 'Enregistrer') });
    const posts = recordFormPosts(page, s.url('/account/profile'));

    await name.fill('');
    await email.fill('camille.example.com');
    await form.locator('#profile-country').selectOption('CA');
    await zip.fill('h2x1y');
    await phone.fill('555 1234');
    // Clicked straight from the invalid phone field: its error must not move Save from under the pointer and
    // swallow the click (the submit itself shows every error).
    await save.click();
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(name)).toBe(s.pick('This field is required.', 'Ce champ est obligatoire.'));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(email)).toBe(
      s.pick('Please enter a valid email address.', 'Veuillez fournir une adresse électronique valide.'),
    );
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(zip)).toBe(
      s.pick('Please enter a valid postal code.', 'Veuillez fournir un code postal valide.'),
    );
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(phone)).toBe(
      s.pick('Please enter a valid phone number.', 'Veuillez fournir un numéro de téléphone valide.'),
    );
    expect(await form.locator('.sf-form-summary').textContent()).toBe(
      s.pick('4 fields need your attention.', '4 champs demandent votre attention.'),
    );
    expect(await focusedField(page)).toBe('profile-name');
    expect(posts).toEqual([]);

    // Corrected fields lose their error as they are typed; postal code and phone are rewritten to their format.
    await name.fill('Alex Martin');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe(null);
    await email.fill('alex.martin@example.com');
    await zip.fill('');
    await zip.pressSequentially('h2x1y4');
    await zip.press('Tab');
    await expect.poll(() => zip.inputValue()).toBe('H2X 1Y4');
    expect(await zip.getAttribute('aria-invalid')).toBe(null);
    await phone.fill('');
    await phone.pressSequentially('514 555 1234');
    await phone.press('Tab');
    await expect.poll(() => phone.inputValue()).toBe('(514) 555-1234');
    expect(await phone.getAttribute('aria-invalid')).toBe(null);
    expect(posts).toEqual([]);

    await save.click();
    await page.locator('.sf-profile-saved').waitFor();
    expect(await page.locator('.sf-profile-saved').textContent()).toBe(
      s.pick('Your profile has been saved.', 'Votre profil a été enregistré.'),
    );
    expect(posts).toEqual([
      {
        path: s.url('/account/profile'),
        fields: {
          name: 'Alex Martin',
          email: 'alex.martin@example.com',
          country: 'CA',
          zip: 'H2X 1Y4',
          phone: '(514) 555-1234',
        },
      },
    ]);
    expect(await page.locator('#profile-zip').inputValue()).toBe('H2X 1Y4');
  });

  it('tracking: the profile page’s product list and an add to cart from it reach window.dataLayer with the entity fields', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.login(MEMBER);
    await s.goto('/account/profile');
    await settled(page);
    const list = {
      event: 'view_item_list',
      Products: specProducts(lang),
      Category: {
        Code: 'frequently-ordered',
        Title: s.pick('Frequently ordered', 'Commandés souvent'),
        ParentTitle: s.pick('My account', 'Mon compte'),
      },
      ecommerce: {
        item_list_id: 'frequently-ordered',
        item_list_name: s.pick('Frequently ordered', 'Commandés souvent'),
        items: ga4Items(lang),
      },
    };
    await expect.poll(() => dataLayer(page)).toEqual([RESET, list]);

    const section = page.locator('.sf-frequently-ordered li[data-product-code="SCH-0006"] .sf-add-to-cart');
    await addFromSection(section, '4');
    await cartSummary(page).panel.waitFor({ state: 'visible' });
    const sch0006 = ga4Items(lang)[2];
    await expect.poll(() => layerEvents(page, 'add_to_cart')).toHaveLength(1);
    expect(await dataLayer(page)).toEqual([
      RESET,
      list,
      RESET,
      {
        event: 'add_to_cart',
        Products: [{ ...specProducts(lang)[2], Quantity: 4 }],
        ecommerce: { currency: 'CAD', value: 87.96, items: [{ ...sch0006, quantity: 4 }] },
      },
    ]);
    expect(JSON.parse(formOf(s.calls(callTo('addProducts'))[0]?.body ?? '').products ?? '[]')).toEqual([
      expect.objectContaining({ ProductCode: 'SCH-0006', Qty: 4 }),
    ]);
  });

  it('tracking: the product page sends view_item, and an add to cart add_to_cart with its Product entity; no tag manager needed', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(page);
    // No tag manager on the host page: the tracking behaviour creates window.dataLayer itself.
    expect(await page.evaluate(() => 'google_tag_manager' in window)).toBe(false);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    await expect.poll(() => layerEvents(page, 'view_item')).toHaveLength(1);
    const title = (await page.locator('article.sf-product-detail h1').textContent())?.trim();
    const item = { item_id: 'PAP-0001', item_name: title, item_brand: expect.any(String), price: expect.any(Number) };
    const entity = { Code: 'PAP-0001', Title: title, Brand: expect.any(String), Price: expect.any(Number) };
    expect((await dataLayer(page))?.slice(0, 2)).toEqual([
      RESET,
      expect.objectContaining({
        event: 'view_item',
        Products: [expect.objectContaining(entity)],
        ecommerce: expect.objectContaining({ items: [expect.objectContaining(item)] }),
      }),
    ]);

    await addFromSection(detailSection(page), '2');
    const cart = cartSummary(page);
    await cart.panel.locator('.sf-cart-popup__line').first().waitFor();
    await expect.poll(() => layerEvents(page, 'add_to_cart')).toHaveLength(1);
    const layer = await dataLayer(page);
    expect(layer).toHaveLength(4);
    expect(layer?.[2]).toEqual(RESET);
    // The add carries the page's Product entity for that code, with the quantity added.
    expect(layer?.[3]).toMatchObject({
      event: 'add_to_cart',
      Products: [expect.objectContaining({ ...entity, Quantity: 2 })],
      ecommerce: { currency: 'CAD', items: [expect.objectContaining({ ...item, quantity: 2 })] },
    });
  });

  describe('home carousel (page.clock, paused)', () => {
    const shown = (s: { page: Page }) =>
      s.page.locator('sf-home-carousel .sf-home-carousel__slide:not([hidden])').textContent();

    it('advances after its 5 s interval; hovering or focusing it pauses auto-advance', async () => {
      const s = await shop.session({ flavour, lang });
      const { page } = s;
      await installClock(page);
      await s.goto('/');
      await waitForWidget(page, 'sf-home-carousel', '.sf-home-carousel__slide');
      await letEffectsRun(page);
      const slides = SLIDES[lang];
      expect(await shown(s)).toBe(slides[0]);
      expect(
        await page.locator('sf-home-carousel [aria-roledescription="slide"]').first().getAttribute('aria-label'),
      ).toBe(s.pick('1 of 3', '1 sur 3'));
      // The interval started within the settling 100 ms: still the first slide before 5 s, the second after.
      await advance(page, 4_800);
      expect(await shown(s)).toBe(slides[0]);
      await advance(page, 200);
      expect(await shown(s)).toBe(slides[1]);

      const region = page.locator('sf-home-carousel .sf-home-carousel__slides');
      await region.hover();
      await advance(page, 15_000);
      expect(await shown(s)).toBe(slides[1]);
      expect(await region.getAttribute('aria-live')).toBe('polite');
      await page.mouse.move(1, 1);
      await advance(page, 5_000);
      expect(await shown(s)).toBe(slides[2]);

      const next = page.locator('sf-home-carousel .sf-home-carousel__next');
      await next.focus();
      await advance(page, 15_000);
      expect(await shown(s)).toBe(slides[2]);
      await next.blur();
      await advance(page, 5_000);
      expect(await shown(s)).toBe(slides[0]);
    });

    it('with prefers-reduced-motion it never auto-advances and offers to start', async () => {
      const s = await shop.session({ flavour, lang });
      const { page } = s;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await installClock(page);
      await s.goto('/');
      await waitForWidget(page, 'sf-home-carousel', '.sf-home-carousel__slide');
      await letEffectsRun(page);
      await advance(page, 30_000);
      expect(await shown(s)).toBe(SLIDES[lang][0]);
      expect(await page.locator('sf-home-carousel .sf-home-carousel__rotation').getAttribute('aria-label')).toBe(
        s.pick('Start automatic slide show', 'Démarrer le défilement automatique'),
      );
      expect(await page.locator('sf-home-carousel .sf-home-carousel__slides').getAttribute('aria-live')).toBe('polite');
    });

    it('the play/pause button stops and restarts auto-advance', async () => {
      const s = await shop.session({ flavour, lang });
      const { page } = s;
      await installClock(page);
      await s.goto('/');
      await waitForWidget(page, 'sf-home-carousel', '.sf-home-carousel__rotation');
      await letEffectsRun(page);
      const rotation = page.locator('sf-home-carousel .sf-home-carousel__rotation');
      const pause = s.pick('Stop automatic slide show', 'Arrêter le défilement automatique');
      const play = s.pick('Start automatic slide show', 'Démarrer le défilement automatique');
      // Leaves the carousel with pointer and focus, so only the button's state decides.
      const leave = async () => {
        await page.mouse.move(1, 1);
        await rotation.blur();
      };
      expect(await rotation.getAttribute('aria-label')).toBe(pause);
      await rotation.click();
      await leave();
      expect(await rotation.getAttribute('aria-label')).toBe(play);
      await advance(page, 20_000);
      expect(await shown(s)).toBe(SLIDES[lang][0]);

      await rotation.click();
      await leave();
      expect(await rotation.getAttribute('aria-label')).toBe(pause);
      await advance(page, 5_000);
      expect(await shown(s)).toBe(SLIDES[lang][1]);
    });
  });

  it('external link: asks with the spec text; Cancel stays, Ok opens a new tab with noopener', async () => {
    const s = await shop.session({ flavour, lang });
    const { page, context } = s;
    // The closed network has no Canada Post: the new tab gets a stand-in page.
    await context.route(/^https:\/\/www\.canadapost-postescanada\.ca\//, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Canada Post</title><p>Find a postal code</p></html>',
      }),
    );
    await s.login(MEMBER);
    await s.goto('/account/profile');
    await settled(page);
    const here = page.url();
    const link = page.getByRole('link', {
      name: s.pick('Find a postal code (Canada Post)', 'Trouver un code postal (Postes Canada)'),
    });
    const href = await link.getAttribute('href');
    const { box, yes, no } = confirmBox(s, EXTERNAL_LINK_TEXT[lang], 'ok-cancel');

    await link.click();
    await box.waitFor();
    expect(await box.locator('.sf-status-message').textContent()).toContain(EXTERNAL_LINK_TEXT[lang]);
    // A question takes focus on its first answer.
    await expect.poll(() => yes.evaluate((b) => b === document.activeElement)).toBe(true);
    await no.click();
    await box.waitFor({ state: 'detached' });
    expect(page.url()).toBe(here);

    await link.click();
    await box.waitFor();
    const [tab] = await Promise.all([context.waitForEvent('page'), yes.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    expect(await tab.title()).toBe('Canada Post');
    // noopener (and noreferrer): the new tab cannot reach back to the store.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(await tab.evaluate(() => document.referrer)).toBe('');
    // Only Ok opened a tab (Cancel opened none), and the store page stayed where it was.
    expect(context.pages()).toHaveLength(2);
    expect(page.url()).toBe(here);
  });

  it('unsaved changes: an edited profile form asks before an internal link; Cancel stays, Ok navigates', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await s.login(MEMBER);
    await s.goto('/account/profile');
    await settled(page);
    const form = page.locator('form.sf-profile-form[data-sf-unsaved-warning]');
    const name = form.locator('#profile-name');
    const baskets = page
      .getByRole('navigation', { name: s.pick('My account', 'Mon compte') })
      .getByRole('link', { name: s.pick('My baskets', 'Mes paniers') });
    const { box, yes, no } = confirmBox(s, UNSAVED_CHANGES_TEXT[lang], 'ok-cancel');

    await name.fill('Alex M.');
    await expect.poll(() => form.getAttribute('data-sf-changed')).toBe('true');
    await baskets.click();
    await box.waitFor();
    expect(await box.locator('.sf-status-message').textContent()).toContain(UNSAVED_CHANGES_TEXT[lang]);
    await no.click();
    await box.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(s.url('/account/profile'));
    expect(await name.inputValue()).toBe('Alex M.');

    await baskets.click();
    await box.waitFor();
    await yes.click();
    await page.waitForURL((u) => u.pathname === s.url('/account/baskets'));
    await page.locator('sf-baskets').waitFor();
    // Ok is the shopper's answer: the browser's own leave prompt does not ask a second time.
    expect(dialogs).toEqual([]);
  });
});
