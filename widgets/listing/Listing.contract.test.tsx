// sf-listing against demo-host's real handlers: adoption, view more, display modes, controls, history, cap, races.
import type { FastifyInstance } from 'fastify';
import { EMPTY_GUID } from '../../shared/constants.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import {
  type Call,
  choose,
  firstPage,
  hostTag,
  items,
  LISTING_FIELDS,
  startDemo,
  trackFetch,
} from '../../test/support/listing-demo.ts';
import { historyEntry } from '../../test/support/listing-history-entry.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { waitFor } from '../../test/support/wait.ts';
import { define } from './define.ts';

let app: FastifyInstance;
let calls: Call[];
let page1: string;

const backEntry = { ...historyEntry, pageFrom: 3, pageTo: 3, scrollHeight: 900 };
const listingCalls = () => calls.filter((c) => c.path === ENDPOINTS.listingProducts.path);
const labelled = (host: HTMLElement, text: string) => {
  const label = Array.from(host.querySelectorAll('label')).find((l) => l.textContent === text);
  return label ? host.querySelector<HTMLSelectElement>(`#${CSS.escape(label.htmlFor)}`) : null;
};
const viewMore = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('.sf-listing__view-more');
const mode = (host: HTMLElement, name: string) => host.querySelector<HTMLButtonElement>(`.sf-listing__mode--${name}`);
const busy = (host: HTMLElement) => host.querySelector('.sf-listing__results')?.getAttribute('aria-busy') === 'true';

beforeAll(async () => {
  define();
  app = await startDemo();
  page1 = await firstPage(app, { uniqueListingString: 'calculator' });
});
afterAll(() => app.close());
beforeEach(() => {
  calls = trackFetch(app);
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

const mountCalculators = (extra = '', inner = page1) =>
  mountHtml(hostTag(`data-searchstring="calculator" ${extra}`, inner));

/** The default listing, "view more" three times, then the page is left (the cache writes still waiting are done). */
async function viewThreeMoreThenLeave(): Promise<void> {
  const first = await mountHtml(hostTag('', await firstPage(app, {})));
  for (const n of [48, 72, 96]) {
    await settle(() => viewMore(first)?.click());
    await waitFor(() => items(first).length === n);
  }
  await waitFor(() => window.history.state.sfListing['lst-test'].pageTo === 4);
  window.dispatchEvent(new Event('pagehide'));
  first.remove();
  calls.length = 0;
}

describe('sf-listing (contract)', () => {
  it('adopts the server first page: same nodes, no request, total shown', async () => {
    const host = await mountCalculators();
    expect(items(host)).toHaveLength(24);
    expect(listingCalls()).toHaveLength(0);
    expect(host.querySelector('.sf-listing__total')?.textContent).toBe('33 products');
    expect(mode(host, 'list')?.getAttribute('aria-pressed')).toBe('true');
    expect(host.querySelector('sf-listing')?.serverContent?.childNodes.length).toBe(0);
  });

  it('view more posts exactly the 14 fields for the next page and appends without re-creating items', async () => {
    const host = await mountCalculators();
    const before = items(host);
    const replace = vi.spyOn(window.history, 'replaceState');
    await settle(() => viewMore(host)?.click());
    await waitFor(() => items(host).length === 33);
    const [call] = listingCalls();
    expect(Object.keys(call?.fields ?? {}).sort()).toEqual(LISTING_FIELDS);
    expect(call?.fields).toMatchObject({
      pageFrom: '2',
      pageTo: '2',
      uniqueListingString: 'calculator',
      displayMode: 'list',
      sortBy: '0',
      sortOrder: '0',
      subCategoryId: EMPTY_GUID,
      filterBy: 'all',
      enterBy: 'all',
      powerSearchFilter: '-1',
      userResultPerPage: '24',
      categoryId: '0',
      widgetUniqueCode: 'lst-test',
      widgetCode: 'ecomwgtproductlisting',
    });
    const after = items(host);
    for (const [i, node] of before.entries()) expect(after[i]).toBe(node);
    // Last page reached (2 of 2): view more goes away; the new items get focus (after their first frame) and the
    // count is announced.
    expect(viewMore(host)).toBeNull();
    await waitFor(() => document.activeElement === after[24]?.querySelector('a[href]'));
    expect(host.querySelector('[role="status"]')?.textContent).toBe('9 more products loaded; 33 of 33 shown.');
    expect(replace).toHaveBeenCalled();
    expect(window.history.state.sfListing['lst-test']).toMatchObject({ pageFrom: 2, pageTo: 2, displayMode: 'list' });
  });

  it('view more paints the new items first: the history entry and the focus move come after that frame', async () => {
    const host = await mountCalculators();
    const list = host.querySelector('.sf-listing__results .sf-products');
    if (!list) throw new Error('no product list');
    // Delivered right after the task that appended (before any frame): what had already happened by then.
    const seen: { pageTo: unknown; focused: boolean }[] = [];
    const observer = new MutationObserver(() =>
      seen.push({
        pageTo: window.history.state?.sfListing?.['lst-test']?.pageTo,
        focused: host.querySelector('.sf-listing__results')?.contains(document.activeElement) ?? false,
      }),
    );
    observer.observe(list, { childList: true });
    await settle(() => viewMore(host)?.click());
    await waitFor(() => items(host).length === 33);
    observer.disconnect();
    expect(seen[0]).toEqual({ pageTo: 1, focused: false });
    await waitFor(() => window.history.state.sfListing['lst-test'].pageTo === 2);
    await waitFor(() => document.activeElement === items(host)[24]?.querySelector('a[href]'));
  });

  it('a scroll recorded while view more waits for its frame keeps the new pages in the history entry', async () => {
    const host = await mountCalculators();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      await settle(() => viewMore(host)?.click());
      // The request goes after the click's own frame.
      for (const frame of frames.splice(0)) frame(performance.now());
      await waitFor(() => items(host).length === 33);
      // A busy phone: the shopper's scroll is recorded (200 ms after it stops) before the frame of the new items.
      window.scrollTo(0, 120);
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => window.history.state.sfListing['lst-test'].scrollHeight === 120);
    } finally {
      raf.mockRestore();
    }
    for (const frame of frames.splice(0)) frame(performance.now());
    await waitFor(() => window.history.state.sfListing['lst-test'].pageTo === 2);
    expect(window.history.state.sfListing['lst-test']).toMatchObject({ pageTo: 2, scrollHeight: 120 });
  });

  it('sends one request for a double click on view more', async () => {
    const host = await mountCalculators();
    await settle(() => {
      viewMore(host)?.click();
      viewMore(host)?.click();
    });
    await waitFor(() => items(host).length === 33);
    expect(listingCalls()).toHaveLength(1);
  });

  it('a display-mode change resets sub-category and sort order, reloads from page 1 the pages shown and replaces the history entry', async () => {
    const host = await mountCalculators('data-sort-order="DESC" data-sort-by="1"');
    await settle(() => viewMore(host)?.click());
    await waitFor(() => items(host).length === 33);
    const push = vi.spyOn(window.history, 'pushState');
    await settle(() => mode(host, 'grid')?.click());
    await waitFor(() => host.querySelector('.sf-products--grid') !== null);
    expect(listingCalls()[1]?.fields).toMatchObject({
      displayMode: 'grid',
      pageFrom: '1',
      pageTo: '2',
      sortOrder: 'ASC',
      subCategoryId: EMPTY_GUID,
    });
    expect(mode(host, 'grid')?.getAttribute('aria-pressed')).toBe('true');
    expect(mode(host, 'list')?.getAttribute('aria-pressed')).toBe('false');
    expect(items(host)).toHaveLength(33);
    expect(push).not.toHaveBeenCalled();
  });

  it('category mode clears filterBy (leaving it sends "all" again), hides power search and pushes a history entry', async () => {
    const host = await mountCalculators(
      'data-power-search-enabled="true" data-power-search-filters=\'["Casio","Sharp"]\'',
    );
    await settle(() => mode(host, 'simplelist')?.click());
    await waitFor(() => host.querySelector('.sf-products--simplelist') !== null);
    expect(listingCalls()[0]?.fields).toMatchObject({ displayMode: 'simplelist', powerSearchFilter: '-1' });
    expect(host.querySelector('.sf-listing__power-search')).not.toBeNull();
    const push = vi.spyOn(window.history, 'pushState');
    await settle(() => mode(host, 'category')?.click());
    await waitFor(
      () =>
        listingCalls().length === 2 &&
        host.querySelector('.sf-listing__results [data-display-mode="category"]') !== null,
    );
    expect(listingCalls()[1]?.fields).toMatchObject({ displayMode: 'category', filterBy: '' });
    expect(host.querySelector('.sf-listing__power-search')).toBeNull();
    expect(push).toHaveBeenCalledTimes(1);
    // Back to a product mode: the "all" the dropdown shows is what is posted, never an empty filterBy.
    await settle(() => mode(host, 'list')?.click());
    await waitFor(() => listingCalls().length === 3);
    expect(listingCalls()[2]?.fields).toMatchObject({ displayMode: 'list', filterBy: 'all' });
  });

  it('simplelist view more appends rows into the existing table body', async () => {
    const table = await firstPage(app, { uniqueListingString: 'calculator', displayMode: 'simplelist' });
    const host = await mountCalculators('data-display-mode="simplelist"', table);
    const tbody = host.querySelector('.sf-listing__results tbody');
    const rows = Array.from(tbody?.children ?? []);
    await settle(() => viewMore(host)?.click());
    await waitFor(() => (tbody?.children.length ?? 0) === 33);
    expect(host.querySelectorAll('.sf-listing__results table')).toHaveLength(1);
    for (const [i, row] of rows.entries()) expect(tbody?.children[i]).toBe(row);
  });

  it('sort, enter-by and filter reload from page 1 the pages shown; results per page also resets pageTo; empty filter sends the empty GUID', async () => {
    const host = await mountHtml(
      hostTag(
        'data-category-id="3" data-sub-categories=\'[{"Item1":"11111111-2222-3333-4444-555555555555","Item2":"Desk calculators"}]\'',
        await firstPage(app, { categoryId: '3' }),
      ),
    );
    await settle(() => viewMore(host)?.click());
    await waitFor(() => items(host).length === 33);
    await settle(() => choose(labelled(host, 'Sort by'), '1:DESC'));
    await waitFor(() => listingCalls().length === 2);
    expect(listingCalls()[1]?.fields).toMatchObject({ sortBy: '1', sortOrder: 'DESC', pageFrom: '1', pageTo: '2' });
    await waitFor(() => items(host).length === 33 && !busy(host));
    await settle(() => choose(labelled(host, 'Show'), 'new'));
    await waitFor(() => listingCalls().length === 3);
    expect(listingCalls()[2]?.fields).toMatchObject({ enterBy: 'new', pageFrom: '1', pageTo: '2' });
    await settle(() => choose(labelled(host, 'Filter by'), '11111111-2222-3333-4444-555555555555'));
    await waitFor(() => listingCalls().length === 4);
    expect(listingCalls()[3]?.fields.subCategoryId).toBe('11111111-2222-3333-4444-555555555555');
    await settle(() => choose(labelled(host, 'Filter by'), ''));
    await waitFor(() => listingCalls().length === 5);
    expect(listingCalls()[4]?.fields.subCategoryId).toBe(EMPTY_GUID);
    await settle(() => choose(labelled(host, 'Results per page'), '12'));
    await waitFor(() => listingCalls().length === 6);
    expect(listingCalls()[5]?.fields).toMatchObject({ userResultPerPage: '12', pageFrom: '1', pageTo: '1' });
  });

  it('a sort after many "view more" keeps the pages the server answered: the next "view more" asks the page after them', async () => {
    // One product per page: 21 pages shown, 4 more viewed; the server answers at most 21 pages per request.
    const inner = await firstPage(app, { uniqueListingString: 'calculator', userResultPerPage: '1', pageTo: '21' });
    const host = await mountCalculators('data-user-result-per-page="1" data-page-to="21"', inner);
    for (const n of [22, 23, 24, 25]) {
      await settle(() => viewMore(host)?.click());
      await waitFor(() => items(host).length === n);
    }
    calls.length = 0;
    await settle(() => choose(labelled(host, 'Sort by'), '1:DESC'));
    await waitFor(() => listingCalls().length === 1 && !busy(host));
    expect(listingCalls()[0]?.fields).toMatchObject({ pageFrom: '1', pageTo: '25' });
    expect(items(host)).toHaveLength(21);
    await settle(() => viewMore(host)?.click());
    await waitFor(() => listingCalls().length === 2);
    expect(listingCalls()[1]?.fields).toMatchObject({ pageFrom: '22', pageTo: '22' });
  });

  it('posts back the GUID category id of the page demo-host renders, exactly as written (not 0), and gets that category', async () => {
    const page = await app.inject({ method: 'GET', url: '/category/3' });
    const tag = /<sf-listing[\s\S]*?<\/sf-listing>/.exec(page.body)?.[0] ?? '';
    const guid = /data-category-id="([^"]*)"/.exec(tag)?.[1] ?? '';
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const host = await mountHtml(tag);
    await settle(() => viewMore(host)?.click());
    await waitFor(() => listingCalls().length === 1 && items(host).length > 24);
    expect(listingCalls()[0]?.fields.categoryId).toBe(guid);
    // The leaf holds 33 products: all of them and nothing else (categoryId 0 would have listed the whole catalogue).
    expect(items(host)).toHaveLength(33);
  });

  it('hides the header options and the count when nothing matches', async () => {
    const host = await mountCalculators();
    await settle(() => choose(labelled(host, 'Only'), 'digital'));
    await waitFor(() => host.querySelector('.sf-listing-empty') !== null);
    expect(host.querySelector<HTMLElement>('.sf-listing__options')?.hidden).toBe(true);
    expect(host.querySelector<HTMLElement>('.sf-listing__total')?.hidden).toBe(true);
    expect(viewMore(host)).toBeNull();
    expect(host.querySelector('[role="status"]')?.textContent).toBe('No products match your selection.');
  });

  it('warns when sorting by price is unavailable for this many products', async () => {
    const host = await mountHtml(hostTag('data-max-product-to-sort-by-price-asc-desc="150"', await firstPage(app, {})));
    expect(host.querySelector('.sf-listing__price-warning')?.textContent).toContain('up to 150 products');
  });

  it('a change made while a load is pending builds on it (Grid then Sort → Grid + the sort), against the real server', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    calls = trackFetch(app, (_call, index) => (index === 0 ? gate : undefined));
    const host = await mountCalculators();
    await settle(() => mode(host, 'grid')?.click());
    // Grid's request goes after its frame; Sort comes while it is on its way.
    await waitFor(() => listingCalls().length === 1);
    await settle(() => choose(labelled(host, 'Sort by'), '1:ASC'));
    await waitFor(
      () =>
        listingCalls().length === 2 &&
        labelled(host, 'Sort by')?.value === '1:ASC' &&
        host.querySelector('.sf-listing__results')?.getAttribute('aria-busy') === 'false',
    );
    release();
    await settle(() => new Promise((r) => setTimeout(r, 30)));
    expect(host.querySelector('.sf-products--grid')).not.toBeNull();
    expect(mode(host, 'grid')?.getAttribute('aria-pressed')).toBe('true');
    expect(labelled(host, 'Sort by')?.value).toBe('1:ASC');
    expect(listingCalls()[1]?.fields).toMatchObject({ displayMode: 'grid', sortBy: '1', sortOrder: 'ASC' });
  });

  it('Back restores all items from the session cache after three view mores, without a request', async () => {
    await viewThreeMoreThenLeave();
    const again = await mountHtml(hostTag('', await firstPage(app, {})));
    await waitFor(() => items(again).length === 96 && again.querySelector('[aria-busy="true"]') === null);
    expect(listingCalls()).toHaveLength(0);
    await settle(() => viewMore(again)?.click());
    await waitFor(() => items(again).length === 120);
    expect(listingCalls()[0]?.fields).toMatchObject({ pageFrom: '5', pageTo: '5' });
  });

  it('Back without a cached copy keeps the server’s first page and reloads the rest of the range', async () => {
    window.history.replaceState(
      {
        sfListing: {
          'lst-test': backEntry,
        },
      },
      '',
    );
    const host = await mountHtml(hostTag('', await firstPage(app, {})));
    await waitFor(() => items(host).length === 72);
    expect(listingCalls().map((c) => [c.fields.pageFrom, c.fields.pageTo])).toEqual([['2', '3']]);
  });

  it('Back without a cached copy past the server’s range cap (43 pages) reloads every page, range by range', async () => {
    // One product per page keeps it light: 43 pages, where the server answers at most 21 per request.
    const entry = { ...backEntry, pageFrom: 43, pageTo: 43, userResultPerPage: 1 };
    window.history.replaceState({ sfListing: { 'lst-test': entry } }, '');
    const first = await firstPage(app, { userResultPerPage: '1' });
    const host = await mountHtml(hostTag('data-user-result-per-page="1"', first));
    await waitFor(() => items(host).length === 43 && host.querySelector('[aria-busy="true"]') === null);
    // The server's own first page is kept; pages 2–43 are asked once each, a few per request (each reply is parsed
    // in a task of its own), never past the range the server caps.
    const ranges = listingCalls().map((c): [number, number] => [Number(c.fields.pageFrom), Number(c.fields.pageTo)]);
    expect(ranges[0]?.[0]).toBe(2);
    expect(ranges.at(-1)?.[1]).toBe(43);
    for (const [i, [from, to]] of ranges.entries()) {
      expect(to - from).toBeLessThan(21);
      if (i > 0) expect(from).toBe((ranges[i - 1]?.[1] ?? 0) + 1);
    }
    expect(new Set(items(host).map((item) => item.id)).size).toBe(43);
  });

  it('view more keeps one session-storage entry per page reply and never serialises the whole list', async () => {
    const host = await mountHtml(hostTag('', await firstPage(app, {})));
    const area = host.querySelector('.sf-listing__results');
    const read = vi.spyOn(Element.prototype, 'innerHTML', 'get');
    for (const n of [48, 72, 96]) {
      await settle(() => viewMore(host)?.click());
      await waitFor(() => items(host).length === n);
    }
    await waitFor(() => window.history.state.sfListing['lst-test'].pageTo === 4);
    window.dispatchEvent(new Event('pagehide'));
    expect(read.mock.contexts.filter((element) => element === area || area?.contains(element as Node))).toEqual([]);
    const stored = Object.keys(sessionStorage)
      .filter((key) => key.startsWith('sf-listing:'))
      .map((key) => (sessionStorage.getItem(key) ?? '').split('class="sf-product"').length - 1);
    // Pages 2, 3 and 4, each in its own entry (the server's first page is on the page when the shopper comes back).
    expect(stored.filter((n) => n > 0).sort()).toEqual([24, 24, 24]);
  });

  it('Back restores a cached listing in slices, its first page first, without a request', async () => {
    await viewThreeMoreThenLeave();
    // Each observer callback is delivered after the task that changed the list: what it saw, one per slice.
    const counts: number[] = [];
    let serverPage: Element[] = [];
    const observer = new MutationObserver(() => {
      const shown = Array.from(document.querySelectorAll('.sf-listing__results .sf-product'));
      if (shown.length === 0 || shown.length === counts.at(-1)) return;
      counts.push(shown.length);
      if (shown.length === 24) serverPage = shown;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // Nothing on screen is stale: the shown results never fade while pages arrive below them.
    const faded: string[] = [];
    const busy = new MutationObserver((records) => {
      for (const r of records)
        if (r.target instanceof Element && r.target.matches('.sf-listing__results--replacing')) faded.push('faded');
    });
    busy.observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
    const again = await mountHtml(hostTag('', await firstPage(app, {})));
    await waitFor(() => items(again).length === 96);
    observer.disconnect();
    busy.disconnect();
    expect(faded).toEqual([]);
    expect(listingCalls()).toHaveLength(0);
    // The server's first page shows first and stays (the same nodes); pages 2–4 follow in more than one task.
    expect(counts[0]).toBe(24);
    expect(counts.length).toBeGreaterThan(2);
    expect(counts.at(-1)).toBe(96);
    expect(serverPage).toHaveLength(24);
    for (const [i, node] of serverPage.entries()) expect(items(again)[i]).toBe(node);
  });

  it('pages the server rendered in the tag are kept for Back page by page, as view more replies are', async () => {
    const three = await firstPage(app, { pageFrom: '1', pageTo: '3' });
    const first = await mountHtml(hostTag('data-page-to="3"', three));
    expect(items(first)).toHaveLength(72);
    await settle(() => viewMore(first)?.click());
    await waitFor(() => items(first).length === 96);
    await waitFor(() => window.history.state.sfListing['lst-test'].pageTo === 4);
    window.dispatchEvent(new Event('pagehide'));
    const stored = Object.keys(sessionStorage)
      .filter((key) => key.startsWith('sf-listing:'))
      .map((key) => (sessionStorage.getItem(key) ?? '').split('class="sf-product"').length - 1);
    expect(stored.filter((n) => n > 0)).toEqual([24, 24, 24]);
    const ids = items(first).map((item) => item.id);
    first.remove();
    calls.length = 0;
    // Back: the server renders its first page only; pages 2–4 come from the session cache.
    const again = await mountHtml(hostTag('', await firstPage(app, {})));
    await waitFor(() => items(again).length === 96 && again.querySelector('[aria-busy="true"]') === null);
    expect(listingCalls()).toHaveLength(0);
    expect(items(again).map((item) => item.id)).toEqual(ids);
  });

  it('popstate restores the entry it lands on', async () => {
    const host = await mountCalculators();
    const listState = window.history.state;
    await settle(() => mode(host, 'category')?.click());
    await waitFor(() => mode(host, 'category')?.getAttribute('aria-pressed') === 'true');
    await settle(() => window.dispatchEvent(new PopStateEvent('popstate', { state: listState })));
    await waitFor(() => mode(host, 'list')?.getAttribute('aria-pressed') === 'true');
    expect(items(host)).toHaveLength(24);
  });

  it('unit change sets the multiple, refreshes the product with its fields and keeps the quantity', async () => {
    const host = await mountCalculators('data-category-id="0"');
    const select = Array.from(host.querySelectorAll<HTMLSelectElement>('.sf-uom')).find((s) => s.options.length > 1);
    const item = select?.closest('.sf-product');
    const option = select?.options[1];
    const qty = item?.querySelector<HTMLInputElement>('.sf-qty');
    await settle(() => choose(select, option?.value ?? ''));
    expect(qty?.value).toBe(option?.getAttribute('qtymultiple'));
    await waitFor(() => !item?.isConnected);
    const refresh = calls.find((c) => c.path === ENDPOINTS.refreshProduct.path);
    expect(refresh?.fields).toEqual({
      productId: item?.getAttribute('data-product-id'),
      selectedUom: option?.value,
      uniqueListingString: '0',
      displayMode: 'list',
      widgetUniqueCode: 'lst-test',
    });
    const fresh = host.querySelector(`#${item?.id}`);
    expect(fresh).not.toBe(item);
    expect(fresh?.querySelector<HTMLInputElement>('.sf-qty')?.value).toBe(option?.getAttribute('qtymultiple'));
    expect(fresh?.querySelector<HTMLSelectElement>('.sf-uom')?.value).toBe(option?.value);
  });

  it('speaks French', async () => {
    const host = await mountHtml(hostTag('data-searchstring="calculator"', page1), 'fr');
    expect(host.querySelector('.sf-listing__total')?.textContent).toBe('33 produits');
    expect(viewMore(host)?.textContent).toBe('Voir plus');
    expect(mode(host, 'grid')?.textContent).toBe('Grille');
  });

  it('shows the configuration message when the results URL is missing, keeping the server page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mountHtml(`<sf-listing>${page1}</sf-listing>`);
    expect(host.querySelector('.sf-listing__config-error')?.textContent).toContain('data-widget-ajax-url');
    expect(items(host)).toHaveLength(24);
  });
});
