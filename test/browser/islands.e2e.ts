// How islands take over server markup in a real browser (happy-dom has no inert documents): the copy each widget
// reads is made where it loads no image and upgrades no element.
import { describe, expect, it } from 'vitest';
import { connectShop } from './support/browser.ts';

const shop = connectShop();

describe('island takeover', () => {
  it.each(['preact', 'react'] as const)('copies the server children into an inert document (%s)', async (flavour) => {
    const s = await shop.session({ flavour, lang: 'en' });
    await s.goto('/category/15');
    await s.page.locator('sf-header[data-sf-island]').waitFor();
    // A copy in the page's own document fetched its images and upgraded its elements: 20 ms for a listing at 4× CPU.
    const copy = await s.page.evaluate(() => {
      const header = document.querySelector<HTMLElement & { serverContent: DocumentFragment | null }>('sf-header');
      const content = header?.serverContent;
      return {
        copied: !!content,
        inPage: content?.ownerDocument === document,
        hasWindow: !!content?.ownerDocument.defaultView,
      };
    });
    expect(copy).toEqual({ copied: true, inPage: false, hasWindow: false });
  });
});
