// sf-listing under races: replies released out of order, changes made while a load is pending, Back mid-request,
// the element removed or moved mid-request. The fake fetch ignores aborts, so stale replies really arrive.

import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { type FakeCall, fakeFetch, turns } from '../../test/support/fake-fetch.ts';
import { choose } from '../../test/support/listing-demo.ts';
import { historyEntry } from '../../test/support/listing-history-entry.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { waitFor } from '../../test/support/wait.ts';
import { define } from './define.ts';
import type { HistoryEntry } from './history/history-entry.ts';

const URL_ = ENDPOINTS.listingProducts.path;
const TAG = (inner: string) =>
  `<sf-listing data-widget-ajax-url="${URL_}" data-widget-unique-code="race" data-sort-options='["0","1:ASC","1:DESC","2:ASC"]'>${inner}</sf-listing>`;
/** A results fragment whose items say which request they answer. */
const results = (mark: string, n = 24, mode = 'list') =>
  `<div class="sf-listing-results" data-display-mode="${mode}"><input type="hidden" name="ProductsTotalCount" value="100"><input type="hidden" name="LastPageNumber" value="5"><ul class="sf-products sf-products--${mode}">${Array.from({ length: n }, (_, i) => `<li class="sf-product" data-mark="${mark}"><a href="/p/${mark}/${i}">${mark} ${i}</a></li>`).join('')}</ul></div>`;
const marks = (host: ParentNode) =>
  Array.from(new Set(Array.from(host.querySelectorAll<HTMLElement>('.sf-product')).map((p) => p.dataset.mark)));
const mode = (host: HTMLElement, name: string) => host.querySelector<HTMLButtonElement>(`.sf-listing__mode--${name}`);
const sortSelect = (host: HTMLElement) => {
  const label = Array.from(host.querySelectorAll('label')).find((l) => l.textContent === 'Sort by');
  return host.querySelector<HTMLSelectElement>(`#${CSS.escape(label?.htmlFor ?? '')}`);
};
/** A frame and the task after it (happy-dom runs requestAnimationFrame on a timer): a change's request is sent then. */
const afterFrame = () => settle(() => turns());
/** Holds frames back, so a change's own task can be seen alone; the function returned lets the next frame run. */
function holdFrames(): () => Promise<void> {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return async () => {
    vi.advanceTimersToNextFrame();
    vi.useRealTimers();
    await afterFrame();
  };
}
/** What the page would send next: the fields of a fresh request. */
const fieldsOf = (call: FakeCall | undefined) => call?.fields ?? {};

beforeAll(() => define());
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

describe('sf-listing: a change made while a load is pending', () => {
  it('Grid then Sort before the first reply asks for Grid + the new sort, and ends there whatever the reply order', async () => {
    for (const order of ['in order', 'reversed'] as const) {
      sessionStorage.clear();
      window.history.replaceState(null, '');
      const { callsTo } = fakeFetch({ abort: 'ignore' });
      const host = await mountHtml(TAG(results('server')));
      await settle(() => mode(host, 'grid')?.click());
      await afterFrame();
      await settle(() => choose(sortSelect(host), '1:ASC'));
      await afterFrame();
      const [grid, sort] = callsTo(URL_);
      expect(fieldsOf(grid)).toMatchObject({ displayMode: 'grid', sortBy: '0' });
      expect(fieldsOf(sort)).toMatchObject({ displayMode: 'grid', sortBy: '1', sortOrder: 'ASC', pageFrom: '1' });
      const replies = [
        () => grid?.reply(results('grid', 24, 'grid')),
        () => sort?.reply(results('grid+sort', 24, 'grid')),
      ];
      if (order === 'reversed') replies.reverse();
      for (const release of replies) await settle(release);
      expect(marks(host), order).toEqual(['grid+sort']);
      expect(mode(host, 'grid')?.getAttribute('aria-pressed'), order).toBe('true');
      expect(sortSelect(host)?.value, order).toBe('1:ASC');
      expect(window.history.state.sfListing.race, order).toMatchObject({ displayMode: 'grid', sortBy: 1 });
      await settle(async () => {
        host.remove();
        await turns();
      });
    }
  });

  it('shows the shopper’s choices at once, while their results load', async () => {
    fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    await settle(() => mode(host, 'grid')?.click());
    await settle(() => choose(sortSelect(host), '1:DESC'));
    expect(mode(host, 'grid')?.getAttribute('aria-pressed')).toBe('true');
    expect(sortSelect(host)?.value).toBe('1:DESC');
    expect(marks(host)).toEqual(['server']);
  });

  it('a failed load leaves the controls on what the page shows, and the next change starts from there', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mountHtml(TAG(results('server')));
    await settle(() => mode(host, 'grid')?.click());
    await afterFrame();
    await settle(() => callsTo(URL_)[0]?.reply('down', { status: 503 }));
    expect(mode(host, 'list')?.getAttribute('aria-pressed')).toBe('true');
    await settle(() => choose(sortSelect(host), '1:ASC'));
    await afterFrame();
    expect(fieldsOf(callsTo(URL_)[1])).toMatchObject({ displayMode: 'list', sortBy: '1' });
  });
});

describe('sf-listing: a reply is sanitised in slices (input is handled in between)', () => {
  it('a change made while the Grid reply is being sanitised wins: the Grid results are never shown', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    await settle(() => mode(host, 'grid')?.click());
    await afterFrame();
    const shownMarks = new Set<string>();
    const seen = new MutationObserver(() => {
      for (const mark of marks(host)) if (mark) shownMarks.add(mark);
    });
    seen.observe(host, { childList: true, subtree: true });
    // Every reading of the clock is past the slice's budget, so the sanitiser yields after its first element; and its
    // yield (scheduler.yield, shared/dom/tasks.ts) is held until the shopper's change is made: the change lands
    // mid-sanitising however fast or loaded the machine is.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 100));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let yields = 0;
    const scheduler = Reflect.get(globalThis, 'scheduler');
    Reflect.set(globalThis, 'scheduler', {
      yield: () => {
        yields++;
        return held;
      },
    });
    await settle(() => callsTo(URL_)[0]?.reply(results('grid', 24, 'grid')));
    expect(yields).toBeGreaterThan(0);
    await settle(() => choose(sortSelect(host), '1:ASC'));
    now.mockRestore();
    Reflect.set(globalThis, 'scheduler', scheduler);
    release();
    await settle(() => waitFor(() => callsTo(URL_).length === 2));
    await settle(() => callsTo(URL_)[1]?.reply(results('grid+sort', 24, 'grid')));
    await settle(() => turns(80));
    seen.disconnect();
    expect(fieldsOf(callsTo(URL_)[1])).toMatchObject({ displayMode: 'grid', sortBy: '1' });
    expect(marks(host)).toEqual(['grid+sort']);
    expect([...shownMarks]).not.toContain('grid');
    await settle(async () => {
      host.remove();
      await turns();
    });
  });
});

describe('sf-listing: replies released out of order', () => {
  it('the older reply, released last, never replaces the newer results nor the history entry', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    await settle(() => choose(sortSelect(host), '1:ASC'));
    await afterFrame();
    await settle(() => choose(sortSelect(host), '2:ASC'));
    await afterFrame();
    const [older, newer] = callsTo(URL_);
    expect(older?.aborted()).toBe(true);
    await settle(() => newer?.reply(results('newer')));
    const entry = window.history.state.sfListing.race;
    await settle(() => older?.reply(results('older')));
    expect(marks(host)).toEqual(['newer']);
    expect(sortSelect(host)?.value).toBe('2:ASC');
    expect(window.history.state.sfListing.race).toEqual(entry);
    expect(host.querySelector('.sf-listing__results')?.getAttribute('aria-busy')).toBe('false');
  });

  it('a double click on view more sends one request and appends its page once', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    const more = host.querySelector<HTMLButtonElement>('.sf-listing__view-more');
    await settle(() => {
      more?.click();
      more?.click();
    });
    await settle(() => turns());
    expect(callsTo(URL_)).toHaveLength(1);
    await settle(() => callsTo(URL_)[0]?.reply(results('page2')));
    expect(host.querySelectorAll('.sf-product')).toHaveLength(48);
  });

  it('a view-more reply that lands after a control change is not appended to the new results', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    await settle(() => host.querySelector<HTMLButtonElement>('.sf-listing__view-more')?.click());
    // Its request goes after the click's frame.
    await settle(() => turns());
    await settle(() => choose(sortSelect(host), '1:ASC'));
    await afterFrame();
    const [more, sort] = callsTo(URL_);
    await settle(() => sort?.reply(results('sorted')));
    await settle(() => more?.reply(results('page2')));
    expect(marks(host)).toEqual(['sorted']);
    expect(host.querySelectorAll('.sf-product')).toHaveLength(24);
  });
});

describe('sf-listing: Back while a load is in flight', () => {
  const listEntry: HistoryEntry = { ...historyEntry, pageFrom: 1, pageTo: 1, scrollHeight: -1 };

  it('the entry Back lands on wins over the pending load, whose late reply changes nothing', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    await settle(() => mode(host, 'category')?.click());
    await afterFrame();
    const pending = callsTo(URL_)[0];
    expect(fieldsOf(pending)).toMatchObject({ displayMode: 'category' });
    const back = { sfListing: { race: { ...listEntry, sortBy: 2, sortOrder: 'ASC' } } };
    window.history.replaceState(back, '');
    await settle(() => window.dispatchEvent(new PopStateEvent('popstate', { state: back })));
    // Nothing cached for that entry: the range is reloaded, and the pending load is superseded.
    const reload = callsTo(URL_)[1];
    expect(pending?.aborted()).toBe(true);
    expect(fieldsOf(reload)).toMatchObject({ displayMode: 'list', sortBy: '2' });
    await settle(() => reload?.reply(results('back')));
    const push = vi.spyOn(window.history, 'pushState');
    await settle(() => pending?.reply(results('category', 6, 'category')));
    expect(marks(host)).toEqual(['back']);
    expect(mode(host, 'list')?.getAttribute('aria-pressed')).toBe('true');
    expect(sortSelect(host)?.value).toBe('2:ASC');
    expect(push).not.toHaveBeenCalled();
    expect(window.history.state.sfListing.race).toMatchObject({ displayMode: 'list', sortBy: 2 });
    // The next change starts from the entry Back restored, not from the abandoned one.
    await settle(() => mode(host, 'grid')?.click());
    await afterFrame();
    expect(fieldsOf(callsTo(URL_)[2])).toMatchObject({ displayMode: 'grid', sortBy: '2' });
  });
});

describe('sf-listing: the element leaves or moves mid-request', () => {
  it('removed from the page: the request is aborted and its reply does not touch the detached results', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    const listing = host.querySelector('sf-listing');
    await settle(() => choose(sortSelect(host), '1:ASC'));
    await afterFrame();
    const call = callsTo(URL_)[0];
    const replace = vi.spyOn(window.history, 'replaceState');
    await settle(async () => {
      listing?.remove();
      await Promise.resolve();
    });
    expect(call?.aborted()).toBe(true);
    await settle(() => call?.reply(results('late')));
    expect(marks(listing?.serverContent ?? document.createDocumentFragment())).toEqual(['server']);
    expect(replace).not.toHaveBeenCalled();
  });

  it('moved (removed and re-inserted in one task): the request goes on and its reply is shown', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    const listing = host.querySelector('sf-listing');
    await settle(() => choose(sortSelect(host), '1:ASC'));
    await afterFrame();
    const other = document.createElement('div');
    document.body.append(other);
    await settle(async () => {
      if (listing) other.append(listing);
      await Promise.resolve();
    });
    const call = callsTo(URL_)[0];
    expect(call?.aborted()).toBe(false);
    await settle(() => call?.reply(results('sorted')));
    expect(marks(other)).toEqual(['sorted']);
    await settle(async () => {
      other.remove();
      await turns();
    });
  });
});

describe("sf-listing: a control change's own task (answered within one frame)", () => {
  it('shows the choice and the fading results; the request waits for the next frame', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    const nextFrame = holdFrames();
    await settle(() => choose(sortSelect(host), '1:ASC'));
    expect(sortSelect(host)?.value).toBe('1:ASC');
    expect(host.querySelector('.sf-listing__results')?.getAttribute('aria-busy')).toBe('true');
    expect(callsTo(URL_)).toHaveLength(0);
    await nextFrame();
    expect(callsTo(URL_).map((c) => c.fields.sortBy)).toEqual(['1']);
    await settle(() => callsTo(URL_)[0]?.reply(results('sorted')));
    expect(marks(host)).toEqual(['sorted']);
    expect(host.querySelector('.sf-listing__results')?.getAttribute('aria-busy')).toBe('false');
  });

  it('Grid then Sort within one frame: one request, for both', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    const nextFrame = holdFrames();
    await settle(() => mode(host, 'grid')?.click());
    await settle(() => choose(sortSelect(host), '1:ASC'));
    await nextFrame();
    expect(callsTo(URL_).map((c) => [c.fields.displayMode, c.fields.sortBy])).toEqual([['grid', '1']]);
    await settle(() => callsTo(URL_)[0]?.reply(results('grid+sort', 24, 'grid')));
    expect(marks(host)).toEqual(['grid+sort']);
    expect(window.history.state.sfListing.race).toMatchObject({ displayMode: 'grid', sortBy: 1 });
  });
});

describe("sf-listing: view more's own task (a click answered within one frame)", () => {
  it('the click shows only the busy button; the request waits for the next frame, then its page is appended', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    const more = host.querySelector<HTMLButtonElement>('.sf-listing__view-more');
    const nextFrame = holdFrames();
    await settle(() => more?.click());
    expect(more?.getAttribute('aria-busy')).toBe('true');
    expect(callsTo(URL_)).toHaveLength(0);
    await nextFrame();
    expect(callsTo(URL_).map((c) => c.fields.pageFrom)).toEqual(['2']);
    await settle(() => callsTo(URL_)[0]?.reply(results('page2')));
    expect(marks(host)).toEqual(['server', 'page2']);
    expect(more?.getAttribute('aria-busy')).toBe('false');
  });

  it('a control change before that frame: view more sends nothing, the change loads', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(TAG(results('server')));
    const nextFrame = holdFrames();
    await settle(() => {
      host.querySelector<HTMLButtonElement>('.sf-listing__view-more')?.click();
      choose(sortSelect(host), '1:ASC');
    });
    await nextFrame();
    expect(callsTo(URL_).map((c) => [c.fields.pageFrom, c.fields.sortBy])).toEqual([['1', '1']]);
    await settle(() => callsTo(URL_)[0]?.reply(results('sorted')));
    expect(marks(host)).toEqual(['sorted']);
    expect(host.querySelector('.sf-listing__results')?.getAttribute('aria-busy')).toBe('false');
  });
});

describe('sf-listing: a unit-of-measure change (its own task shows only the pending state)', () => {
  const REFRESH = ENDPOINTS.refreshProduct.path;
  const UNITS = [
    ['1', '1', 'Each'],
    ['2', '12', 'Box of 12'],
    ['3', '144', 'Case of 144'],
  ];
  /** One product as refreshproduct renders it, its options carrying the quantity multiple. */
  const product = (mark: string, uom = '1') =>
    `<li class="sf-product" id="p-7" data-product-id="7" data-mark="${mark}"><div class="sf-add-to-cart" productid="7"><input class="sf-qty" value=""><select class="sf-uom">${UNITS.map(([value, multiple, label]) => `<option value="${value}" qtymultiple="${multiple}"${value === uom ? ' selected' : ''}>${label}</option>`).join('')}</select></div></li>`;
  const mountProduct = () =>
    mountHtml(
      `<sf-listing data-widget-ajax-url="${URL_}" data-refresh-product-ajax-url="${REFRESH}" data-widget-unique-code="race"><div class="sf-listing-results" data-display-mode="list"><input type="hidden" name="ProductsTotalCount" value="1"><input type="hidden" name="LastPageNumber" value="1"><ul class="sf-products sf-products--list">${product('server')}</ul></div></sf-listing>`,
    );
  const item = (host: HTMLElement) => host.querySelector<HTMLElement>('.sf-product');
  const unit = (host: HTMLElement) => host.querySelector<HTMLSelectElement>('.sf-uom');
  const qty = (host: HTMLElement) => host.querySelector<HTMLInputElement>('.sf-qty');

  it('the change sets the quantity and marks the item busy; the refresh is asked after the next frame and clears it, keeping what was typed', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountProduct();
    const server = item(host);
    const nextFrame = holdFrames();
    await settle(() => choose(unit(host), '2'));
    expect(qty(host)?.value).toBe('12');
    expect(server?.getAttribute('aria-busy')).toBe('true');
    expect(callsTo(REFRESH)).toHaveLength(0);
    await nextFrame();
    expect(callsTo(REFRESH).map((c) => c.fields)).toEqual([
      expect.objectContaining({ productId: '7', selectedUom: '2' }),
    ]);
    // The shopper types while the refresh runs: the fresh item gets what they typed.
    const typed = qty(host);
    if (typed) typed.value = '30';
    await settle(() => callsTo(REFRESH)[0]?.reply(product('fresh', '2')));
    expect(item(host)?.dataset.mark).toBe('fresh');
    expect(item(host)?.hasAttribute('aria-busy')).toBe(false);
    expect(qty(host)?.value).toBe('30');
    expect(unit(host)?.value).toBe('2');
  });

  it('two changes before any reply: each asks for its own unit, the newer reply wins in either order, busy until it lands', async () => {
    for (const order of ['in order', 'reversed'] as const) {
      const { callsTo } = fakeFetch({ abort: 'ignore' });
      const host = await mountProduct();
      await settle(() => {
        choose(unit(host), '2');
        choose(unit(host), '3');
      });
      await afterFrame();
      const [older, newer] = callsTo(REFRESH);
      expect([older?.fields.selectedUom, newer?.fields.selectedUom], order).toEqual(['2', '3']);
      expect(qty(host)?.value, order).toBe('144');
      if (order === 'in order') {
        await settle(() => older?.reply(product('older', '2')));
        expect(item(host)?.dataset.mark, order).toBe('server');
        expect(item(host)?.getAttribute('aria-busy'), order).toBe('true');
        await settle(() => newer?.reply(product('newer', '3')));
      } else {
        await settle(() => newer?.reply(product('newer', '3')));
        await settle(() => older?.reply(product('older', '2')));
      }
      expect(item(host)?.dataset.mark, order).toBe('newer');
      expect(item(host)?.hasAttribute('aria-busy'), order).toBe(false);
      await settle(async () => {
        host.remove();
        await turns();
      });
    }
  });

  it('a failed refresh leaves the item in place, with its new quantity, no longer busy', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mountProduct();
    const server = item(host);
    await settle(() => choose(unit(host), '3'));
    expect(server?.getAttribute('aria-busy')).toBe('true');
    await afterFrame();
    await settle(() => callsTo(REFRESH)[0]?.reply('down', { status: 503 }));
    expect(item(host)).toBe(server);
    expect(server?.hasAttribute('aria-busy')).toBe(false);
    expect(qty(host)?.value).toBe('144');
  });
});
