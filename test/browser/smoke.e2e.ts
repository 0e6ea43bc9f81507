// Smoke: every host page loads in both flavours and languages with no browser error, and each server-rendered sf-* tag gets defined.
import { describe, expect, it } from 'vitest';
import { connectShop } from './support/browser.ts';
import { HOST_PAGES, MATRIX } from './support/matrix.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { waitForDefined } from './support/widgets.ts';

const shop = connectShop();

describe.each(MATRIX)('smoke – $flavour / $lang', ({ flavour, lang }) => {
  it.each(HOST_PAGES)('$name page loads and defines its sf-* tags', async ({ name, path, member }) => {
    const s = await shop.session({ flavour, lang });
    if (member) await s.login();
    const served = await s.context.request.get(s.url(path));
    // The tags the CMS page itself carries (hosts the bundle creates, such as sf-overlay, are not in it).
    const tags = [...new Set((await served.text()).match(/<sf-[a-z-]+/g)?.map((t) => t.slice(1)) ?? [])];
    expect(tags).toContain('sf-status-bar');
    await s.goto(path);
    expect(await s.page.locator('html').getAttribute('lang')).toBe(lang);
    await waitForDefined(s.page, tags);
    await s.page.waitForLoadState('networkidle');
    if (flavour === 'preact') await saveScreenshot(s.page, `page-${name}-${lang}`);
  });
});
