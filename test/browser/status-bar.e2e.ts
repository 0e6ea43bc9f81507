// Status-bar journey: a page script shows a message, it appears in the right language region and hides after 4 s (page.clock).
import { describe, expect, it } from 'vitest';
import { connectShop } from './support/browser.ts';
import { advance, installClock } from './support/clock.ts';
import { MATRIX } from './support/matrix.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { statusRegion } from './support/status-bar.ts';
import { waitForDefined } from './support/widgets.ts';

const shop = connectShop();

describe.each(MATRIX)('status bar – $flavour / $lang', ({ flavour, lang }) => {
  it('a page script shows a success message that hides itself after 4 s', async () => {
    const s = await shop.session({ flavour, lang });
    await installClock(s.page);
    await s.goto('/tags');
    await waitForDefined(s.page, ['sf-status-bar']);
    await expect(s.page.locator('sf-status-bar section').getAttribute('aria-label')).resolves.toBe(
      s.pick('Store messages', 'Messages de la boutique'),
    );

    await s.page.evaluate(() => document.querySelector('sf-status-bar')?.show('Saved for later', 1));
    const region = statusRegion(s.page);
    await region.getByText('Saved for later').waitFor({ state: 'visible' });
    if (flavour === 'preact') await saveScreenshot(s.page, `status-bar-message-${lang}`);

    await advance(s.page, 3_500);
    expect(await region.getByText('Saved for later').isVisible()).toBe(true);
    await advance(s.page, 1_000);
    await region.getByText('Saved for later').waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('an error message goes to the assertive region and stays until closed', async () => {
    const s = await shop.session({ flavour, lang });
    await installClock(s.page);
    await s.goto('/tags');
    await waitForDefined(s.page, ['sf-status-bar']);
    await s.page.evaluate(() => document.querySelector('sf-status-bar')?.show('Out of paper', 3));
    const alert = s.page.locator('sf-status-bar [role=alert]');
    await alert.getByText('Out of paper').waitFor();
    await advance(s.page, 10_000);
    expect(await alert.getByText('Out of paper').isVisible()).toBe(true);
    await s.page
      .getByRole('button', { name: s.pick<string | RegExp>('Close this message', /Fermer/) })
      .first()
      .click();
    await alert.getByText('Out of paper').waitFor({ state: 'detached' });
  });
});
