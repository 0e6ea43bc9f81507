// Smoke: every host page loads in both flavours and languages with no browser error, and each server-rendered sf-* tag
// gets defined. The English loads page-loads.e2e.ts makes for its own checks are not made again here.
import { describe, expect, it } from 'vitest';
import { connectShop } from './support/browser.ts';
import { HOST_PAGES, loadedByPageLoads, MATRIX } from './support/matrix.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { waitForDefined } from './support/widgets.ts';

const shop = connectShop();

describe.each(MATRIX)('smoke – $flavour / $lang', ({ flavour, lang }) => {
  const pages = HOST_PAGES.filter(({ path }) => !loadedByPageLoads(path, lang));
  it.each(pages)('$name page loads and defines its sf-* tags', async ({ name, path, member }) => {
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

describe.each(MATRIX)('language texts – $flavour / $lang', ({ flavour, lang }) => {
  it('loads the French texts only on a French page, with the widgets, and the header speaks the page’s language', async () => {
    const s = await shop.session({ flavour, lang });
    const scripts: string[] = [];
    s.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await s.goto('/');
    await waitForDefined(s.page, ['sf-header']);
    await s.page.locator('sf-header[data-sf-island]').waitFor();
    await s.page.waitForLoadState('networkidle');
    const french = scripts.filter((path) => /\/chunks\/fr-[^/]*\.js$/.test(path));
    expect(french).toHaveLength(lang === 'fr' ? 1 : 0);
    expect(await s.page.locator('sf-header[data-sf-island] input[name="qs"]').first().getAttribute('placeholder')).toBe(
      s.pick('Search by keywords...', 'Rechercher par mots clés...'),
    );
  });
});
