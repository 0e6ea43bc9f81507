// Redirects: a RedirectUrl off the store's origin or with a dangerous scheme is refused with an error; a same-origin path navigates.

import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { addFromSection, detailSection, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { answerJson } from './support/routes.ts';

const shop = connectShop();
const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  'https://shop@evil.example',
  'javascript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
];

describe.each(DIAGONAL)('redirects – $flavour / $lang', ({ flavour, lang }) => {
  it('hostile RedirectUrl values are refused with an error and no navigation', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    s.guard.allow(/refus|redirect/i);
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const start = s.page.url();
    let answer = '';
    await s.page.route(callTo('addProducts'), (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ Result: 3, RedirectUrl: answer, StatusMessages: [] }),
      }),
    );
    const shownAlerts = s.page.locator('sf-status-bar [role=alert]').filter({ hasText: /\S/ });
    const refused = s.pick(
      'This page tried to send you to another site; the link was blocked.',
      'Cette page a tenté de vous envoyer vers un autre site; le lien a été bloqué.',
    );
    for (const url of HOSTILE) {
      answer = url;
      // Each answer must raise its own alert: none may be left over from the previous one.
      expect(await shownAlerts.count(), `an alert was still shown before trying ${url}`).toBe(0);
      await addFromSection(detailSection(s.page), '1');
      await shownAlerts.first().waitFor({ timeout: 10_000 });
      expect(await shownAlerts.allTextContents(), url).toEqual([expect.stringContaining(refused)]);
      expect(s.page.url(), url).toBe(start);
      await s.page.keyboard.press('Escape');
      await shownAlerts.first().waitFor({ state: 'detached', timeout: 10_000 });
    }
    expect(await s.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBe(0);
  });

  it('a same-origin /checkout RedirectUrl navigates (add call answered by the test)', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    s.guard.allow(/404 \(Not Found\) \(http:\/\/[^)]+\/checkout\)$/); // demo-host has no checkout page
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await answerJson(s.page, callTo('addProducts'), {
      Result: 3,
      RedirectUrl: '/checkout',
      StatusMessages: [],
    });
    await addFromSection(detailSection(s.page), '1');
    await s.page.waitForURL((u) => u.pathname === '/checkout');
  });
});
