// The batching rules without React: grouping per URL, the 0 ms burst window, and how reply items find their containers.

import { parseFragment } from '../../shared/dom/html.ts';
import type { AsyncSectionsItem } from './item.ts';
import type { ReplyItem } from './reply.ts';
import {
  $pendingSections,
  applyItem,
  flushSections,
  groupSections,
  registerSection,
  type SectionHandle,
} from './store.ts';

const item = (over: Partial<AsyncSectionsItem>): AsyncSectionsItem => ({
  ShowLoading: false,
  AsyncLoadHandleId: '',
  WidgetUniqueCode: '',
  UniqueListingString: '',
  AjaxUrl: '/a',
  PartialViewPath: 'PromoBanner',
  SingleCallMultipleContainers: true,
  HtmlContainerId: '',
  TempHtmlContainerId: '',
  DataJson: '{}',
  ...over,
});
const handle = (over: Partial<AsyncSectionsItem>, host: Element = document.createElement('div')) => {
  const filled: string[] = [];
  const serialised = (nodes: readonly Node[]) => {
    const box = document.createElement('div');
    box.append(...nodes);
    return box.innerHTML;
  };
  const section: SectionHandle = {
    item: item(over),
    host,
    fill: (nodes) => void filled.push(serialised(nodes)),
    settle: () => {},
  };
  return { section, filled };
};

/** A reply item applied as the store applies it: its HTML through the sanitiser first. */
const apply = (section: SectionHandle, reply: ReplyItem) =>
  applyItem(section, reply, Array.from(parseFragment(reply.Html).childNodes));

describe('groupSections', () => {
  it('puts grouped items of one URL together and keeps the others alone', () => {
    const a1 = handle({ AjaxUrl: '/a' }).section;
    const b1 = handle({ AjaxUrl: '/b' }).section;
    const a2 = handle({ AjaxUrl: '/a' }).section;
    const solo = handle({ AjaxUrl: '/a', SingleCallMultipleContainers: false }).section;
    expect(groupSections([a1, b1, a2, solo])).toEqual([[a1, a2], [b1], [solo]]);
  });
  it('makes no group from nothing', () => expect(groupSections([])).toEqual([]));
});

describe('registerSection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });
  it('collects a burst of sections and keeps them until the 0 ms timer fires', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    // Sections in the page (a detached one is dropped from the batch).
    const inPage = () => document.body.appendChild(document.createElement('div'));
    registerSection(handle({}, inPage()).section);
    registerSection(handle({}, inPage()).section);
    expect($pendingSections.get()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    expect($pendingSections.get()).toHaveLength(0);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
  it("sanitises a reply's HTML in slices, yielding to the browser between them, before it fills the section", async () => {
    vi.useRealTimers();
    const Html = Array.from({ length: 40 }, (_, i) => `<p class="row">${i}</p>`).join('');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ Result: 1, StatusMessages: [], AsyncSectionsItems: [{ Html }] })),
    );
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    // Each step of the walk takes 3 ms of a slow phone: a reply of 40 elements is more than one slice.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    const { section, filled } = handle({}, document.body.appendChild(document.createElement('div')));
    registerSection(section);
    await flushSections();
    expect(filled).toEqual([Html]);
    expect(yields.mock.calls.length).toBeGreaterThan(1);
    vi.unstubAllGlobals();
  });
  it('forgets a section removed before the batch goes out', () => {
    const stop = registerSection(handle({}).section);
    stop();
    expect($pendingSections.get()).toHaveLength(0);
  });
});

describe('applyItem', () => {
  afterEach(() => document.body.replaceChildren());
  it('fills the section itself when no container is named', () => {
    const { section, filled } = handle({});
    expect(apply(section, { Html: '<p>x</p>' })).toBe(true);
    expect(filled).toEqual(['<p>x</p>']);
  });
  it('fills the section when the container is inside it (the server placeholder)', () => {
    const host = document.createElement('div');
    host.innerHTML = '<div id="ph"></div>';
    document.body.append(host);
    const { section, filled } = handle({ HtmlContainerId: 'ph' }, host);
    expect(apply(section, { Html: 'in', HtmlContainerId: 'ph' })).toBe(true);
    expect(filled).toEqual(['in']);
  });
  it('fills an element elsewhere on the page that the section named, safely', () => {
    document.body.innerHTML = '<div id="far"></div>';
    const { section, filled } = handle({ TempHtmlContainerId: 'far' });
    apply(section, { Html: '<b onclick="x()">far</b><script>bad()</script>', TempHtmlContainerId: 'far' });
    expect(filled).toEqual([]);
    expect(document.getElementById('far')?.innerHTML).toBe('<b>far</b>');
  });
  it('refuses an element elsewhere whose id the section did not name, even when the reply names it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div id="account-menu">menu</div><div id="mine"></div>';
    const { section, filled } = handle({ HtmlContainerId: 'mine' });
    expect(apply(section, { Html: '<a href="/phish">Log in</a>', HtmlContainerId: 'account-menu' })).toBe(false);
    expect(document.getElementById('account-menu')?.innerHTML).toBe('menu');
    const unnamed = handle({});
    expect(apply(unnamed.section, { Html: 'x', TempHtmlContainerId: 'account-menu' })).toBe(false);
    expect(document.getElementById('account-menu')?.innerHTML).toBe('menu');
    expect([...filled, ...unnamed.filled]).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
  it('refuses the body, or any element holding the section, as a container', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.id = 'page';
    document.body.innerHTML = '<main id="main"><p>page</p><div class="host"></div></main>';
    const host = document.querySelector('.host') ?? document.createElement('div');
    try {
      for (const id of ['page', 'main']) {
        const { section, filled } = handle({ HtmlContainerId: id }, host);
        expect(apply(section, { Html: '<p>taken over</p>', HtmlContainerId: id })).toBe(false);
        expect(filled).toEqual([]);
      }
      expect(document.body.textContent).toBe('page');
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      document.body.removeAttribute('id');
    }
  });
  it('skips and logs an item whose container is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { section, filled } = handle({});
    expect(apply(section, { Html: 'x', HtmlContainerId: 'nowhere' })).toBe(false);
    expect(filled).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
