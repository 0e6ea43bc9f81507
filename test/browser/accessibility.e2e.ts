// Accessibility: axe-core finds 0 violations on every host page (preact / English here; the other combinations in the
// engine journeys) and on each open state.
import { describe, expect, it } from 'vitest';
import { categoryGuid } from '../../demo-host/catalogue/generate.ts';
import { DEMO_PAGES } from '../../demo-host/pages/list.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import {
  addFromSection,
  cartSummary,
  detailSection,
  engineDialog,
  qtyPopover,
  settled,
} from './support/add-to-cart.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL, HOST_PAGES, loadedByPageLoads } from './support/matrix.ts';
import type { Lang, Session } from './support/session.ts';
import { statusRegion } from './support/status-bar.ts';
import { islandsSettled } from './support/widgets.ts';

/** The first top-level category (Paper): the pages name categories by GUID, as the legacy server does. */
const PAPER = categoryGuid(1);

const shop = connectShop();

// Every page in preact / English, the combination the engine journeys do not walk (Firefox and WebKit check every page
// in preact / French and React / English, docs/contributing.md "Browser journeys in three engines"); React / French on two pages.
// The pages page-loads.e2e.ts loads in English get their preact / English check there, in that load.
const RUNS = [
  // axe checks every page demo-host serves (the whole demo page list), not only the suites' walk.
  ...DEMO_PAGES.filter(({ path }) => !loadedByPageLoads(path, 'en')).map(({ name, path, member }) => ({
    flavour: 'preact' as const,
    lang: 'en' as const,
    name,
    path,
    member,
  })),
  ...HOST_PAGES.filter((p) => p.name === 'home' || p.name === 'product').map((p) => ({
    flavour: 'react' as const,
    lang: 'fr' as const,
    ...p,
  })),
];

describe('accessibility – the check itself', () => {
  // axe runs in the page (its legacy mode, no second page to finish the run): it still fails on what it finds.
  it('fails, naming the rule, on a page with a button that has no name', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    await s.page.setContent('<html lang="en"><title>t</title><main><h1>t</h1><button></button></main></html>');
    await expect(expectNoAxeViolations(s.page, 'unnamed button')).rejects.toThrow(/button-name/);
  });
});

describe('accessibility – host pages', () => {
  it.each(RUNS)('$name ($flavour / $lang) has no axe violations', async ({ flavour, lang, path, member, name }) => {
    const s = await shop.session({ flavour, lang });
    if (member) await s.login();
    await s.goto(path);
    await settled(s.page);
    await expectNoAxeViolations(s.page, `${name} ${flavour}/${lang}`);
  });
});

describe.each(DIAGONAL)('target size (WCAG 2.5.8) – $flavour / $lang', ({ flavour, lang }) => {
  // axe passes an undersized target that has room around it; the bundle's own controls are simply 24 px or more.
  it('the category tree’s +/− toggles are at least 24 × 24 px', async () => {
    const s = await shop.session({ flavour, lang });
    await s.goto('/category/1');
    await settled(s.page);
    const toggles = s.page.locator('.sf-category-tree__toggle');
    await toggles.first().waitFor();
    // Toggles inside a closed branch are not shown (no target); every shown one is measured.
    const boxes = await toggles.evaluateAll((els) =>
      els
        .filter((e) => e.checkVisibility())
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { width: r.width, height: r.height };
        }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });
});

describe('accessibility – open states', () => {
  // Each open state once, the diagonal's runs taken in turn: together they cover both flavours and both languages
  // (every page itself is checked in both languages above).
  let turn = 0;
  const openState = (name: string, check: (s: Session, lang: Lang) => Promise<void>) => {
    const { flavour, lang } = DIAGONAL[turn++ % DIAGONAL.length] as (typeof DIAGONAL)[number];
    it(`${name} (${flavour} / ${lang})`, async () => check(await shop.session({ flavour, lang }), lang));
  };

  openState('status bar showing a message', async (s, lang) => {
    await s.goto('/tags');
    await settled(s.page);
    await s.page.evaluate(() => document.querySelector('sf-status-bar')?.show('Saved', 1));
    await statusRegion(s.page).getByText('Saved').waitFor();
    await expectNoAxeViolations(s.page, `status bar ${lang}`);
  });

  openState('mini-cart open after an add', async (s, lang) => {
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await addFromSection(detailSection(s.page), '1');
    await cartSummary(s.page).panel.locator('.sf-cart-popup__line').first().waitFor();
    await expectNoAxeViolations(s.page, `mini-cart ${lang}`);
  });

  openState('delivery-sector modal open', async (s, lang) => {
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await addFromSection(detailSection(s.page), '1');
    await engineDialog(s.page, 'sector').locator('input[name=postalCode]').waitFor();
    await expectNoAxeViolations(s.page, `sector modal ${lang}`);
  });

  openState('search suggestions open', async (s, lang) => {
    await openSuggestions(s);
    await expectNoAxeViolations(s.page, `suggestions ${lang}`);
  });

  openState('mega-menu panel open', async (s, lang) => {
    await s.goto('/');
    await settled(s.page);
    const toggle = s.page.locator(`sf-header .sf-bigmenu__item[data-category-id="${PAPER}"] .sf-bigmenu__toggle`);
    await toggle.focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await s.page
      .locator(`sf-header .sf-bigmenu__item[data-category-id="${PAPER}"] .sf-bigmenu__panel a`)
      .first()
      .waitFor();
    await expectNoAxeViolations(s.page, `mega menu ${lang}`);
  });

  openState('quantity confirmation modal open (mode 1)', async (s, lang) => {
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const threshold = Number(await detailSection(s.page).locator('.sf-qty').getAttribute('mustconfirmqty'));
    expect(threshold).toBeGreaterThan(0);
    await addFromSection(detailSection(s.page), String(threshold + 1));
    await engineDialog(s.page, 'confirm').locator('form.sf-qty-confirm[data-mode="1"]').waitFor();
    await expectNoAxeViolations(s.page, `quantity confirmation ${lang}`);
  });

  openState('customizer modal open (CUS-0034)', async (s, lang) => {
    await openCustomizer(s);
    await expectNoAxeViolations(s.page, `customizer ${lang}`);
  });

  openState('quantity popover shown (invalid quantity)', async (s, lang) => {
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await addFromSection(detailSection(s.page), '0');
    await qtyPopover(s.page).waitFor();
    await expectNoAxeViolations(s.page, `quantity popover ${lang}`);
  });

  openState('external-link confirmation open (Ok / Cancel)', async (s, lang) => {
    await s.login();
    await s.goto('/account/profile');
    await settled(s.page);
    await s.page.locator('a[data-sf-external-link], a.external-link').first().click();
    await s.page.locator('sf-status-bar .sf-status-box[data-kind="confirm"]').waitFor();
    await expectNoAxeViolations(s.page, `external-link confirmation ${lang}`);
  });

  openState('message reply modal open', async (s, lang) => {
    await s.login();
    await s.goto('/account/messages');
    await settled(s.page);
    await s.page.locator('[data-sf-message-reply]').first().click();
    await s.page.locator('dialog[open] textarea').first().waitFor();
    await expectNoAxeViolations(s.page, `message reply ${lang}`);
  });

  openState('my services menu open', async (s, lang) => {
    await s.login();
    await s.goto('/');
    await settled(s.page);
    const toggle = s.page.locator('sf-header .sf-header__services-toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await s.page.waitForLoadState('networkidle');
    await expectNoAxeViolations(s.page, `my services ${lang}`);
  });

  openState('category quick search dialog open', async (s, lang) => {
    await s.goto('/');
    await settled(s.page);
    await s.page.locator('sf-header .sf-header__quick-search').click();
    const dialog = s.page.locator('dialog.sf-header__quick-search-dialog');
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => dialog.locator('select').first().locator('option').count()).toBeGreaterThan(1);
    await expectNoAxeViolations(s.page, `quick search ${lang}`);
  });

  openState('purchase-list page (a list with one line)', async (s, lang) => {
    // As the approver, as the add-with-comments journey does: the buyer's data stays as the other suites expect.
    await s.login('approver@example.com');
    // A new list through the real endpoint: it answers REDIRECT to the list's page.
    const res = await s.context.request.post(ENDPOINTS.addToPurchaseList.path, {
      form: {
        products: JSON.stringify([{ ProductCode: 'PAP-0001', Qty: 2, Uom: 0, UniqueCodes: '', Comment: 'Room 12' }]),
        purchaseListId: '0',
      },
    });
    const listId = Number(/purchaseListId=(\d+)/.exec(String((await res.json()).RedirectUrl))?.[1]);
    expect(listId).toBeGreaterThan(0);
    await s.goto(`/account/purchase-list?id=${listId}`);
    await settled(s.page);
    await expectNoAxeViolations(s.page, `purchase list ${lang}`);
  });

  openState('ink and toner dialog open', async (s, lang) => {
    await s.goto('/');
    await settled(s.page);
    await s.page.locator('sf-header .sf-header__ink-toner').click();
    await s.page.locator('dialog.sf-header__ink-toner-dialog input').waitFor({ state: 'visible' });
    await expectNoAxeViolations(s.page, `ink and toner ${lang}`);
  });

  openState('quantity confirmation modal open (mode 0, quick order)', async (s, lang) => {
    await s.canDeliver();
    await s.goto('/quick-order');
    await settled(s.page);
    const section = s.page.locator('table.sf-bulk-order .sf-add-to-cart').first();
    await addFromSection(section, '0');
    await engineDialog(s.page, 'confirm').locator('form.sf-qty-confirm[data-mode="0"]').waitFor();
    await expectNoAxeViolations(s.page, `quantity confirmation mode 0 ${lang}`);
  });

  openState('category tree with every branch open', async (s, lang) => {
    await s.goto('/category/1');
    // The toggles are the listing island's: network idle can come before it has mounted on a busy machine.
    await islandsSettled(s.page);
    const closed = s.page.locator('.sf-category-tree__toggle[aria-expanded="false"]:visible');
    expect(await closed.count()).toBeGreaterThan(0);
    for (let i = 0; i < 50 && (await closed.count()) > 0; i++) await closed.first().click();
    expect(await closed.count()).toBe(0);
    await expectNoAxeViolations(s.page, `category tree open ${lang}`);
  });
});

async function openSuggestions(s: Session): Promise<void> {
  await s.goto('/');
  await settled(s.page);
  await s.page.locator('sf-header input.sf-header__search-input').click();
  await s.page.keyboard.type(s.pick('paper', 'stylo'));
  await s.page.locator('sf-header [role=listbox] [role=option]').first().waitFor();
  await s.page.locator('sf-header .sf-header__suggest-preview').waitFor();
}

async function openCustomizer(s: Session): Promise<void> {
  await s.canDeliver();
  await s.goto('/product/CUS-0034');
  await settled(s.page);
  await addFromSection(detailSection(s.page), '2');
  await engineDialog(s.page, 'customizer').locator('.sf-customizer__product').waitFor();
}
