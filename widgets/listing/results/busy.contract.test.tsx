// The results area says it is loading (aria-busy) for every load, against demo-host's real getproducts: a control
// change, "view more" and Back's restore; a page script waits for aria-busy="false" to act after any of them.
import type { FastifyInstance } from 'fastify';
import { firstPage, hostTag, items, startDemo, trackFetch } from '../../../test/support/listing-demo.ts';
import { mountHtml, settle } from '../../../test/support/render.tsx';
import { waitFor } from '../../../test/support/wait.ts';
import { define } from '../define.ts';

let app: FastifyInstance;

beforeAll(async () => {
  define();
  app = await startDemo();
});
afterAll(() => app.close());
beforeEach(() => {
  trackFetch(app);
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

const RESULTS = '.sf-listing__results';
const viewMore = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('.sf-listing__view-more');

/**
 * Every aria-busy value the results area takes, in order, from the moment it is inserted, with the number of
 * products it holds at that moment; and whether it was ever faded (the look of a load that replaces the results).
 */
function recordBusy() {
  const trail: { busy: string | null; items: number }[] = [];
  let faded = false;
  const note = (area: Element) => {
    const busy = area.getAttribute('aria-busy');
    if (area.classList.contains('sf-listing__results--replacing')) faded = true;
    if (trail.at(-1)?.busy !== busy) trail.push({ busy, items: area.querySelectorAll('.sf-product').length });
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof Element && record.target.matches(RESULTS)) note(record.target);
      for (const node of Array.from(record.addedNodes))
        if (node instanceof Element) for (const area of node.querySelectorAll(RESULTS)) note(area);
    }
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'class'],
  });
  onTestFinished(() => observer.disconnect());
  return {
    values: () => trail.map((t) => t.busy),
    itemsWhenDone: () => trail.findLast((t) => t.busy === 'false')?.items,
    faded: () => faded,
  };
}

describe('aria-busy on the results', () => {
  it('"view more": true while the page loads, false once its products are in; the results do not fade', async () => {
    const host = await mountHtml(hostTag('', await firstPage(app, {})));
    const busy = recordBusy();
    await settle(() => viewMore(host)?.click());
    await waitFor(
      () => items(host).length === 48 && host.querySelector(RESULTS)?.getAttribute('aria-busy') === 'false',
    );
    expect(busy.values()).toEqual(['true', 'false']);
    expect(busy.itemsWhenDone()).toBe(48);
    expect(busy.faded()).toBe(false);
  });

  it('Back’s restore: true while the pages come back, false once they all are in; the results do not fade', async () => {
    const first = await mountHtml(hostTag('', await firstPage(app, {})));
    for (const n of [48, 72]) {
      await settle(() => viewMore(first)?.click());
      await waitFor(() => items(first).length === n);
    }
    await waitFor(() => window.history.state.sfListing['lst-test'].pageTo === 3);
    window.dispatchEvent(new Event('pagehide'));
    first.remove();
    const busy = recordBusy();
    const again = await mountHtml(hostTag('', await firstPage(app, {})));
    await waitFor(
      () => items(again).length === 72 && again.querySelector(RESULTS)?.getAttribute('aria-busy') === 'false',
    );
    expect(busy.values()).toEqual(['true', 'false']);
    expect(busy.itemsWhenDone()).toBe(72);
    expect(busy.faded()).toBe(false);
  });

  it('a control change: true until the new results replace the old, which fade meanwhile', async () => {
    const host = await mountHtml(hostTag('', await firstPage(app, {})));
    const busy = recordBusy();
    await settle(() => host.querySelector<HTMLButtonElement>('.sf-listing__mode--grid')?.click());
    await waitFor(
      () =>
        host.querySelector('.sf-products--grid') !== null &&
        host.querySelector(RESULTS)?.getAttribute('aria-busy') === 'false',
    );
    expect(busy.values()).toEqual(['true', 'false']);
    expect(busy.faded()).toBe(true);
    expect(host.querySelector(RESULTS)?.classList.contains('sf-listing__results--replacing')).toBe(false);
  });
});
