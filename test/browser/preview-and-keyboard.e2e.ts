// The content-editor preview overlay (moves nothing, keyboard-reachable), b2c / b2b mega-menu links, and the keyboard-only shopper journey.

import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { categoryGuid } from '../../demo-host/catalogue/generate.ts';
import { callTo } from '../support/endpoints.ts';
import { cartSummary, engineDialog, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL, HOST_PAGES } from './support/matrix.ts';
import { formOf } from './support/routes.ts';
import type { Flavour, Lang } from './support/session.ts';
import { islandsSettled } from './support/widgets.ts';

/** The first top-level category (Paper): the pages name categories by GUID, as the legacy server does. */
const PAPER = categoryGuid(1);

const shop = connectShop();

/** The editable sf-* elements of the page (the preview skips page machinery and its own toolbars). */
const editableTags = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('*'))
      .filter((e) => e.localName.startsWith('sf-') && e.localName !== 'sf-overlay' && !e.closest('.sf-preview-bar'))
      .map((e) => {
        const bar = e.previousElementSibling?.classList.contains('sf-preview-bar') ? e.previousElementSibling : null;
        const box = e.getBoundingClientRect();
        return {
          tag: e.localName,
          decorated: bar !== null,
          hasBox: box.width > 0 && box.height > 0,
          barShown: bar !== null && !(bar as HTMLElement).hidden,
          labels: Array.from(bar?.querySelectorAll('button') ?? [], (b) => b.textContent),
        };
      }),
  );

/** Where each sf-* widget sits on the page (document coordinates), to compare a page with and without preview. */
const widgetBoxes = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('*'))
      .filter((e) => e.localName.startsWith('sf-') && !e.closest('.sf-preview-bar'))
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.localName}@${Math.round(r.left)},${Math.round(r.top + window.scrollY)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
  );

/** Sum of every layout shift from now on (recent input included: an overlay must move nothing, even on a click). */
const startShiftMeter = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

describe.each(DIAGONAL)('content-editor preview – $flavour / $lang', ({ flavour, lang }) => {
  it('?preview=1: every sf-* widget gets "Edit this section" / "Edit the layout"; a click raises sf:edit-section with its identity', async () => {
    const s = await shop.session({ flavour, lang });
    // Preview is for a signed-in editor only (demo-host/README.md, what the reference server guarantees).
    await s.login('editor@example.com');
    const { page } = s;
    await s.goto('/?preview=1');
    await settled(page);
    expect((await page.locator('body').getAttribute('data-sf-preview'))?.toLowerCase()).toBe('true');
    const editSection = s.pick('Edit this section', 'Modifier cette section');
    const editLayout = s.pick('Edit the layout', 'Modifier la mise en page');
    const labels = [editSection, editLayout];
    // Decorated once the chunk has run over every element (also the async sections' widgets inserted later).
    await expect
      .poll(async () => (await editableTags(page)).filter((w) => !w.decorated).map((w) => w.tag), { timeout: 15_000 })
      .toEqual([]);
    const widgets = await editableTags(page);
    expect(widgets.length).toBeGreaterThan(3);
    for (const w of widgets) expect(w.labels, w.tag).toEqual(labels);
    // A widget with no box (the status bar while it has nothing to say) offers no toolbar.
    for (const w of widgets) expect(w.barShown, w.tag).toBe(w.hasBox);
    expect(widgets.some((w) => !w.hasBox)).toBe(true);
    const bar = page.locator('.sf-preview-bar:has(+ sf-header)');
    expect(await bar.getAttribute('role')).toBe('toolbar');
    // Out of sight until the widget is hovered; then shown over it.
    expect(await bar.evaluate((e) => getComputedStyle(e).opacity)).toBe('0');
    await page.locator('sf-header').hover({ position: { x: 600, y: 10 } });
    await expect.poll(() => bar.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    expect(await page.locator('sf-header').getAttribute('data-sf-preview-active')).toBe('');

    await page.evaluate(() => {
      const w = window as unknown as { __edits: unknown[] };
      w.__edits = [];
      for (const type of ['sf:edit-section', 'sf:edit-layout'])
        document.addEventListener(type, (e) => {
          w.__edits.push({ type, target: (e.target as Element).localName, detail: (e as CustomEvent).detail });
          e.preventDefault();
        });
    });
    const edits = () => page.evaluate(() => (window as unknown as { __edits: Record<string, unknown>[] }).__edits);
    const start = page.url();
    await bar.getByRole('button', { name: editSection }).click();
    await expect.poll(edits).toHaveLength(1);
    expect((await edits())[0]).toMatchObject({
      type: 'sf:edit-section',
      target: 'sf-header',
      detail: { tag: 'sf-header', widgetCode: 'ecomwgtheader', widgetUniqueCode: 'hdr-main' },
    });
    // Another widget: the cart summary carries its own identity.
    await page.locator('sf-cart-summary').first().hover();
    await page
      .locator('.sf-preview-bar:has(+ sf-cart-summary)')
      .first()
      .getByRole('button', { name: editSection })
      .click();
    await expect.poll(edits).toHaveLength(2);
    expect((await edits())[1]).toMatchObject({
      type: 'sf:edit-section',
      target: 'sf-cart-summary',
      detail: { tag: 'sf-cart-summary', widgetCode: 'ecomwgtshoppingcartsummary' },
    });
    await page.locator('sf-header').hover({ position: { x: 600, y: 10 } });
    await bar.getByRole('button', { name: editLayout }).click();
    await expect.poll(edits).toHaveLength(3);
    expect((await edits())[2]).toMatchObject({ type: 'sf:edit-layout', detail: { widgetUniqueCode: 'hdr-main' } });
    expect(page.url()).toBe(start);
  });

  // Every host page twice, as a signed-in editor (member pages take longer): more than the default minute here.
  it('preview moves nothing: every widget sits where it sits without preview, on every host page', {
    timeout: 150_000,
  }, async () => {
    const s = await shop.session({ flavour, lang });
    // Preview is for a signed-in editor only (demo-host/README.md, what the reference server guarantees).
    await s.login('editor@example.com');
    const { page } = s;
    for (const { name, path, member } of HOST_PAGES) {
      if (member) continue;
      const join = path.includes('?') ? '&' : '?';
      await s.goto(path);
      await settled(page);
      await islandsSettled(page);
      const plain = await widgetBoxes(page);
      await s.goto(`${path}${join}preview=1`);
      await settled(page);
      await islandsSettled(page);
      await expect
        .poll(async () => (await editableTags(page)).filter((w) => !w.decorated).map((w) => w.tag), { timeout: 15_000 })
        .toEqual([]);
      expect(await widgetBoxes(page), name).toEqual(plain);
    }
  });

  it('keyboard: Tab reaches each toolbar before its widget, shown with a focus ring; hover, Tab and the switch shift nothing', async () => {
    const s = await shop.session({ flavour, lang });
    // Preview is for a signed-in editor only (demo-host/README.md, what the reference server guarantees).
    await s.login('editor@example.com');
    const { page } = s;
    await s.goto('/?preview=1');
    await settled(page);
    const bar = page.locator('.sf-preview-bar:has(+ sf-header)');
    await bar.waitFor({ state: 'attached' });
    await startShiftMeter(page);
    const editSection = s.pick('Edit this section', 'Modifier cette section');
    // From the top of the page, Tab lands on the header's toolbar first: it sits just before the header.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe(editSection);
    expect(await focused.evaluate((e) => e.closest('.sf-preview-bar')?.nextElementSibling?.localName)).toBe(
      'sf-header',
    );
    expect(await bar.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    expect(await focused.evaluate((e) => e.matches(':focus-visible') && getComputedStyle(e).outlineStyle)).toBe(
      'solid',
    );
    expect(await page.locator('sf-header').getAttribute('data-sf-preview-active')).toBe('');
    // The header starts at the top of the page: no room above, so its toolbar sits inside its top edge.
    const [barBox, headerBox] = [await bar.boundingBox(), await page.locator('sf-header').boundingBox()];
    expect(barBox && headerBox && Math.abs(barBox.y - headerBox.y)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Past the toolbar, focus is in the header itself: still outlined, toolbar still offered.
    expect(await page.locator('sf-header').getAttribute('data-sf-preview-active')).toBe('');
    await page.locator('sf-listing, sf-home-carousel, sf-product-carousel').first().hover();
    await expect.poll(() => page.locator('[data-sf-preview-active]').count()).toBe(1);
    // The shown toolbar and the switch, under every WCAG 2.2 A/AA rule. Not "region" (a best practice): the toolbars
    // sit beside their section, outside its landmark, so that Tab reaches them in page order.
    const { violations } = await new AxeBuilder({ page })
      .include('.sf-preview-bar[data-active]')
      .include('.sf-preview-toggle')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const toggle = page.getByRole('button', { name: s.pick('Edit controls', 'Contrôles d’édition') });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('.sf-preview-bar:not([hidden])').count()).toBe(0);
    expect(await page.locator('[data-sf-preview-active]').count()).toBe(0);
    expect(await shifted(page)).toBe(0);
    // The choice holds on the next page of the session.
    await s.goto('/cart?preview=1');
    await settled(page);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await startShiftMeter(page);
    await toggle.click();
    await expect.poll(() => page.locator('.sf-preview-bar:not([hidden])').count()).toBeGreaterThan(0);
    await page.locator('sf-cart-page').hover();
    expect(await shifted(page)).toBe(0);
  });

  it('without preview: no editor actions', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/');
    await settled(page);
    await page.locator('sf-header .sf-header__search-input').waitFor();
    expect(await page.locator('body').getAttribute('data-sf-preview')).toBeNull();
    expect(await page.locator('.sf-preview-bar, .sf-preview-toggle').count()).toBe(0);
    expect(
      await page
        .getByRole('button', {
          name: s.pick(/Edit this section|Edit the layout/, /Modifier cette section|Modifier la mise en page/),
        })
        .count(),
    ).toBe(0);
  });
});

describe.each(DIAGONAL)('b2c vs b2b mega menu – $flavour / $lang', ({ flavour, lang }) => {
  const menuItem = (page: Page) => page.locator(`sf-header .sf-bigmenu__item[data-category-id="${PAPER}"]`);
  const openPanel = async (page: Page) => {
    // By keyboard: a mouse click would first open the panel on hover, then toggle it shut.
    const toggle = menuItem(page).locator('.sf-bigmenu__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await menuItem(page).locator('.sf-bigmenu__panel a').first().waitFor({ state: 'visible' });
  };

  it('category links are enabled with body class b2c and b2b', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    for (const site of ['b2c', 'b2b'] as const) {
      await s.goto(`/?site=${site}`);
      await settled(page);
      expect(await page.locator('body').getAttribute('class')).toBe(site);
      await openPanel(page);
      const top = menuItem(page).locator('.sf-bigmenu__link');
      expect(await top.evaluate((e) => e.localName)).toBe('a');
      expect(await top.getAttribute('href')).toBe(s.url('/category/1'));
      expect(await top.getAttribute('aria-disabled')).toBeNull();
      const panelLinks = menuItem(page).locator('.sf-bigmenu__panel a');
      expect(await panelLinks.count()).toBeGreaterThan(0);
      for (const a of await panelLinks.all()) {
        expect(await a.getAttribute('href')).toMatch(/\/category\//);
        expect(await a.getAttribute('aria-disabled')).toBeNull();
      }
      expect(await page.locator('sf-header a.sf-bigmenu__link[href]').count()).toBe(
        await page.locator('sf-header .sf-bigmenu__item').count(),
      );
    }
  });

  it('category links are disabled when the body has neither b2b nor b2c', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    // demo-host always renders one of the two: rewrite the body class of the documents.
    await page.route(
      (u) => !u.pathname.startsWith('/dist/') && !u.pathname.includes('.'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const body = (await response.text()).replace(/<body class="b2[bc]"/, '<body class=""');
        await route.fulfill({ response, body });
      },
    );
    await s.goto('/');
    await settled(page);
    expect(await page.locator('body').getAttribute('class')).toBe('');
    await openPanel(page);
    const item = menuItem(page);
    const top = item.locator('.sf-bigmenu__link');
    await top.waitFor();
    expect(await top.evaluate((e) => e.localName)).not.toBe('a');
    expect(await top.getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('sf-header .sf-bigmenu a[href]').count()).toBe(0);
    // The panel (server HTML) is there, with its links disabled the same way.
    const panelLinks = item.locator('.sf-bigmenu__panel a');
    for (const a of await panelLinks.all()) {
      expect(await a.getAttribute('href')).toBeNull();
      expect(await a.getAttribute('aria-disabled')).toBe('true');
    }
    // A click goes nowhere.
    const start = page.url();
    await panelLinks.first().click();
    await top.click({ force: true });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(page.url()).toBe(start);
  });
});

/** The focused element, whether :focus-visible matches it, and whether it shows an outline or a focus shadow. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { tag: 'body', visible: false, ring: false, desc: 'body' };
    const css = getComputedStyle(el);
    return {
      tag: el.localName,
      visible: el.matches(':focus-visible'),
      ring: (css.outlineStyle !== 'none' && Number.parseFloat(css.outlineWidth) > 0) || css.boxShadow !== 'none',
      desc: `${el.localName}.${el.className}`,
    };
  });

async function expectFocusVisible(page: Page, step: string): Promise<void> {
  const f = await focusState(page);
  expect(f.visible, `${step}: ${f.desc} matches :focus-visible`).toBe(true);
  expect(f.ring, `${step}: ${f.desc} shows a focus ring`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until the focused element matches the selector; every stop must match :focus-visible. */
async function tabTo(page: Page, selector: string, key = 'Tab', max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const [hit, f] = await Promise.all([
      page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector),
      focusState(page),
    ]);
    if (f.tag !== 'body') expect(f.visible, `Tab stop ${i}: ${f.desc} matches :focus-visible`).toBe(true);
    if (hit) return;
  }
  throw new Error(`${key} never reached ${selector} in ${max} presses`);
}

const KEYBOARD: { flavour: Flavour; lang: Lang }[] = [
  { flavour: 'preact', lang: 'en' },
  { flavour: 'react', lang: 'fr' },
];

describe.each(KEYBOARD)('keyboard only – $flavour / $lang', ({ flavour, lang }) => {
  it('search → suggestion → results → quantity + Enter → delivery-sector modal → mini-cart; Esc closes it, focus back on the opener', async () => {
    const s = await shop.session({ flavour, lang });
    const { page } = s;
    await s.goto('/');
    await settled(page);
    const input = page.locator('sf-header input.sf-header__search-input');
    await input.waitFor();

    await tabTo(page, 'sf-header input.sf-header__search-input');
    await expectFocusVisible(page, 'search box');
    const query = s.pick('paper', 'stylo');
    await page.keyboard.type(query);
    const options = page.locator('sf-header [role=listbox] [role=option]');
    await options.first().waitFor();
    // Arrows browse the suggestions (aria-activedescendant follows); Esc closes the list, Enter searches the typed text.
    const active = () => input.getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toMatch(/\S/);
    const first = await active();
    expect(await page.locator(`[id="${first}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    await expect.poll(active).toBe(first);
    await expectFocusVisible(page, 'search box with an active suggestion');
    await page.keyboard.press('Escape');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === s.url('/search') && u.searchParams.get('qs') === query);
    await settled(page);
    // A plain product (the customizer products, CUS-…, would open their own modal).
    const qtySelector = 'sf-listing .sf-add-to-cart:not([productcode^="CUS"]) .sf-qty';
    await page.locator(qtySelector).first().waitFor();

    await tabTo(page, qtySelector);
    await expectFocusVisible(page, 'quantity input');
    const qty = page.locator('sf-listing .sf-add-to-cart .sf-qty:focus');
    const code = await qty.getAttribute('productcode');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');

    // Anonymous visitor: the delivery-sector modal, its postal code field focused.
    const dialog = engineDialog(page, 'sector');
    const postal = dialog.locator('input[name=postalCode]');
    await postal.waitFor();
    await expect.poll(() => postal.evaluate((e) => e === document.activeElement)).toBe(true);
    await expectFocusVisible(page, 'postal code');
    await page.keyboard.type('h2x-1y4');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    const cart = cartSummary(page);
    await cart.panel.locator('.sf-cart-popup__line').first().waitFor();
    await expect.poll(() => cart.toggle.getAttribute('aria-expanded')).toBe('true');
    const adds = s.calls(callTo('addProducts')).map((c) => JSON.parse(formOf(c.body).products ?? '[]'));
    expect(adds).toEqual([[expect.objectContaining({ ProductCode: code, Qty: 2 })]]);
    expect(formOf(s.calls(callTo('validateSector'))[0]?.body ?? '').postalCode).toBe('H2X 1Y4');
    // The sector modal gave focus back to the quantity input it was opened from.
    expect(await page.evaluate(() => document.activeElement?.matches('sf-listing .sf-qty'))).toBe(true);
    await expectFocusVisible(page, 'quantity input after the modal');

    // Esc closes the mini-cart the add opened; focus stays on the quantity input the add came from.
    await page.keyboard.press('Escape');
    await expect.poll(() => cart.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await cart.panel.isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.matches('sf-listing .sf-qty'))).toBe(true);
    await expectFocusVisible(page, 'quantity input after Esc');
    // Open the cart by keyboard: Shift+Tab back to its button, Enter opens it.
    await tabTo(page, 'sf-cart-summary:not([data-for-quote="true" i]) .sf-cart-summary__toggle', 'Shift+Tab');
    await expectFocusVisible(page, 'cart button');
    // Reopened by keyboard from its button: Esc closes it and focus returns to that button.
    await page.keyboard.press('Enter');
    await expect.poll(() => cart.toggle.getAttribute('aria-expanded')).toBe('true');
    await cart.panel.locator('.sf-cart-popup__line').first().waitFor({ state: 'visible' });
    // Tab goes into the open panel; Esc from there closes it and puts focus back on the button.
    await page.keyboard.press('Tab');
    expect(await cart.panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    await expectFocusVisible(page, 'inside the mini-cart');
    await page.keyboard.press('Escape');
    await expect.poll(() => cart.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await cart.toggle.evaluate((b) => b === document.activeElement)).toBe(true);
    await expectFocusVisible(page, 'cart button after the second Esc');
  });
});
