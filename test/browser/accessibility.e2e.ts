// Accessibility: axe-core finds 0 violations on every host page (en and fr) and on the open states that exist.
import { describe, it } from 'vitest';
import { addFromSection, cartSummary, detailSection, engineDialog, settled } from './support/add-to-cart.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { connectShop } from './support/browser.ts';
import { HOST_PAGES, LANGS } from './support/matrix.ts';
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
});
