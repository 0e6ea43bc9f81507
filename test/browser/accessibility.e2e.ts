// Accessibility: axe-core finds 0 violations on every host page (en and fr) and on the open states that exist.
import { describe, expect, it } from 'vitest';
import { addFromSection, cartSummary, detailSection, engineDialog, settled } from './support/add-to-cart.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL, HOST_PAGES, LANGS } from './support/matrix.ts';
import type { Session } from './support/session.ts';
import { statusRegion } from './support/status-bar.ts';

const shop = connectShop();

// Every page in the preact flavour (the markup both flavours render is the same); the React flavour on two pages.
const RUNS = [
  ...LANGS.flatMap((lang) => HOST_PAGES.map((p) => ({ flavour: 'preact' as const, lang, ...p }))),
  ...LANGS.flatMap((lang) =>
    HOST_PAGES.filter((p) => p.name === 'home' || p.name === 'product').map((p) => ({
      flavour: 'react' as const,
      lang,
      ...p,
    })),
  ),
];

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

describe.each(LANGS)('accessibility – open states (preact / %s)', (lang) => {
  it('status bar showing a message', async () => {
    const s = await shop.session({ flavour: 'preact', lang });
    await s.goto('/tags');
    await settled(s.page);
    await s.page.evaluate(() => document.querySelector('sf-status-bar')?.show('Saved', 1));
    await statusRegion(s.page).getByText('Saved').waitFor();
    await expectNoAxeViolations(s.page, `status bar ${lang}`);
  });

  it('mini-cart open after an add', async () => {
    const s = await shop.session({ flavour: 'preact', lang });
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await addFromSection(detailSection(s.page), '1');
    await cartSummary(s.page).panel.locator('.sf-cart-popup__line').first().waitFor();
    await expectNoAxeViolations(s.page, `mini-cart ${lang}`);
  });

  it('delivery-sector modal open', async () => {
    const s = await shop.session({ flavour: 'preact', lang });
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await addFromSection(detailSection(s.page), '1');
    await engineDialog(s.page, 'sector').locator('input[name=postalCode]').waitFor();
    await expectNoAxeViolations(s.page, `sector modal ${lang}`);
  });

  it('search suggestions open', async () => {
    const s = await shop.session({ flavour: 'preact', lang });
    await openSuggestions(s);
    await expectNoAxeViolations(s.page, `suggestions ${lang}`);
  });

  it('mega-menu panel open', async () => {
    const s = await shop.session({ flavour: 'preact', lang });
    await s.goto('/');
    await settled(s.page);
    const toggle = s.page.locator('sf-header .sf-bigmenu__item[data-category-id="1"] .sf-bigmenu__toggle');
    await toggle.focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await s.page.locator('sf-header .sf-bigmenu__item[data-category-id="1"] .sf-bigmenu__panel a').first().waitFor();
    await expectNoAxeViolations(s.page, `mega menu ${lang}`);
  });

  it('quantity confirmation modal open (mode 1)', async () => {
    const s = await shop.session({ flavour: 'preact', lang });
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const threshold = Number(await detailSection(s.page).locator('.sf-qty').getAttribute('mustconfirmqty'));
    expect(threshold).toBeGreaterThan(0);
    await addFromSection(detailSection(s.page), String(threshold + 1));
    await engineDialog(s.page, 'confirm').locator('form.sf-qty-confirm[data-mode="1"]').waitFor();
    await expectNoAxeViolations(s.page, `quantity confirmation ${lang}`);
  });

  it('customizer modal open (CUS-0034)', async () => {
    const s = await shop.session({ flavour: 'preact', lang });
    await openCustomizer(s);
    await expectNoAxeViolations(s.page, `customizer ${lang}`);
  });
});

describe('accessibility – open states (react / en)', () => {
  it('customizer modal open (CUS-0034)', async () => {
    const s = await shop.session({ flavour: 'react', lang: 'en' });
    await openCustomizer(s);
    await expectNoAxeViolations(s.page, 'customizer react/en');
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
