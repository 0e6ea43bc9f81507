// Status-bar journeys: a message in the right language region, hidden after 4 s (page.clock); errors stay; a box the
// DOM refuses to insert is retried up to 2 times, then replaced by the bilingual error line.
import { describe, expect, it } from 'vitest';
import { connectShop } from './support/browser.ts';
import { advance, installClock, letEffectsRun } from './support/clock.ts';
import { DIAGONAL } from './support/matrix.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { statusRegion } from './support/status-bar.ts';
import { waitForDefined } from './support/widgets.ts';

const shop = connectShop();

describe.each(DIAGONAL)('status bar – $flavour / $lang', ({ flavour, lang }) => {
  it('a page script shows a success message that hides itself after 4 s', async () => {
    const s = await shop.session({ flavour, lang });
    await installClock(s.page);
    await s.goto('/tags');
    await waitForDefined(s.page, ['sf-status-bar']);
    await letEffectsRun(s.page);
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
    await region.getByText('Saved for later').waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('an error message goes to the assertive region and stays until closed', async () => {
    const s = await shop.session({ flavour, lang });
    await installClock(s.page);
    await s.goto('/tags');
    await waitForDefined(s.page, ['sf-status-bar']);
    await letEffectsRun(s.page);
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

  it('a burst of 10 boxes shows each one in turn, in order: success boxes hide after 4 s, the others on Esc', async () => {
    const s = await shop.session({ flavour, lang });
    await installClock(s.page);
    await s.goto('/tags');
    await waitForDefined(s.page, ['sf-status-bar']);
    await letEffectsRun(s.page);
    // Success, warning and error boxes mixed, as a page's bulk action answering line by line would queue them.
    const types = [1, 1, 3, 2, 1, 3, 1, 2, 2, 1] as const;
    await s.page.evaluate((list) => {
      const bar = document.querySelector('sf-status-bar');
      for (const [i, type] of list.entries()) bar?.show(`Burst message ${i + 1}`, type);
    }, types);
    const shown = s.page.locator('sf-status-bar .sf-status-box');
    const queued = s.page.locator('sf-status-bar .sf-status-queued');
    for (const [i, type] of types.entries()) {
      const waiting = types.length - 1 - i;
      await expect.poll(() => shown.allTextContents()).toEqual([expect.stringContaining(`Burst message ${i + 1}`)]);
      expect((await shown.textContent())?.match(/Burst message \d+/g)).toEqual([`Burst message ${i + 1}`]);
      const region = type === 1 ? 'status' : 'alert';
      expect(await s.page.locator(`sf-status-bar [role=${region}] .sf-status-box`).count(), `box ${i + 1}`).toBe(1);
      if (waiting === 0) expect(await queued.count()).toBe(0);
      else
        expect(await queued.textContent()).toBe(
          waiting === 1
            ? s.pick('1 more message waiting', '1 autre message en attente')
            : s.pick(`${waiting} more messages waiting`, `${waiting} autres messages en attente`),
        );
      if (type === 1) {
        // Still there just before its 4 s are up, gone after.
        await advance(s.page, 3_500);
        expect(await shown.textContent()).toContain(`Burst message ${i + 1}`);
        await advance(s.page, 500);
      } else {
        // Warnings and errors wait for the shopper, however long.
        await advance(s.page, 30_000);
        expect(await shown.textContent()).toContain(`Burst message ${i + 1}`);
        await s.page.keyboard.press('Escape');
        await letEffectsRun(s.page);
      }
    }
    await expect.poll(() => shown.count()).toBe(0);
  });

  it('a message box that fails to render is retried up to 2 times, then the bilingual error line shows', async () => {
    const s = await shop.session({ flavour, lang });
    // A real failure without a hook in the bundle: the page's DOM refuses to build the box the first N times, as a
    // broken third-party script patching the DOM would. The refusal happens while the box's element is being set up
    // (its data-kind attribute), which React and preact both report to the nearest error boundary.
    await s.page.addInitScript(() => {
      const w = window as unknown as { __sfRefuseBox: number; __sfRefused: number };
      w.__sfRefuseBox = 0;
      w.__sfRefused = 0;
      const { setAttribute } = Element.prototype;
      Element.prototype.setAttribute = function (this: Element, name: string, value: string): void {
        if (name === 'data-kind' && w.__sfRefuseBox > 0) {
          w.__sfRefuseBox--;
          w.__sfRefused++;
          throw new Error('status box insertion refused (test)');
        }
        setAttribute.call(this, name, value);
      };
    });
    const retries: string[] = [];
    s.page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().includes('render failed, retrying')) retries.push(m.text());
    });
    s.guard.allow(/status box insertion refused \(test\)/);
    await s.goto('/tags');
    await waitForDefined(s.page, ['sf-status-bar']);
    const alert = s.page.locator('sf-status-bar [role=alert]');
    const refused = () => s.page.evaluate(() => (window as unknown as { __sfRefused: number }).__sfRefused);

    // Two refusals: the third attempt renders the message.
    await s.page.evaluate(() => {
      (window as unknown as { __sfRefuseBox: number }).__sfRefuseBox = 2;
      document.querySelector('sf-status-bar')?.show('Printer out of toner', 3);
    });
    await alert.getByText('Printer out of toner').waitFor();
    expect(await refused()).toBe(2);
    expect(retries.length).toBeGreaterThanOrEqual(1);
    await s.page
      .getByRole('button', { name: s.pick<string | RegExp>('Close this message', /Fermer/) })
      .first()
      .click();
    await alert.getByText('Printer out of toner').waitFor({ state: 'detached' });

    // Refused every time: the boundary catches the first render and 2 retries, then shows the error line instead of a
    // silent gap. (React also re-renders once on its own before reporting, so the refusals are counted at the boundary.)
    retries.length = 0;
    await s.page.evaluate(() => {
      (window as unknown as { __sfRefuseBox: number }).__sfRefuseBox = 1_000;
      document.querySelector('sf-status-bar')?.show('Paper jam', 3);
    });
    await alert.getByText(s.pick('A message could not be displayed.', 'Un message n’a pas pu être affiché.')).waitFor();
    await expect.poll(() => retries.length).toBe(3);
    expect(await refused()).toBeGreaterThanOrEqual(2 + 3);
    expect(await alert.getByText('Paper jam').count()).toBe(0);
    expect(s.guard.pageErrors).toEqual([]);
  });
});
