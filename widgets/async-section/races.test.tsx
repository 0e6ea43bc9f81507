// sf-async-section with a held fetch: sections removed before or during the batch, the reply's Result, and a reply
// whose items are applied one by one (a missing container does not stop the others).

import { ISLAND_ATTRIBUTE } from '../../shared/define.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { $statusQueue } from '../../shared/stores/status.ts';
import { fakeFetch, turns } from '../../test/support/fake-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { statusMessages, statusTexts } from '../../test/support/status.ts';
import { define } from './define.ts';
import { flushSections } from './store.ts';

interface SentItem {
  AsyncLoadHandleId: string;
  HtmlContainerId: string;
}
const section = (i: number) =>
  `<sf-async-section data-ajax-url="${ENDPOINTS.asyncRender.path}" data-single-call-multiple-containers="true" data-show-loading="true"
     data-html-container-id="async-${i}" data-async-load-handle-id="h${i}" data-partial-view-path="PromoBanner">
     <div id="async-${i}" class="sf-async-placeholder">Loading</div></sf-async-section>`;
const sentItems = (json: unknown) =>
  (json as { asyncHtmlRequest: { AsyncSectionsItems: SentItem[] } }).asyncHtmlRequest.AsyncSectionsItems;
/** The server's answer: each item back with its HTML. */
const answer = (items: SentItem[], extra: object = {}) => ({
  Result: 1,
  StatusMessages: [],
  AsyncSectionsItems: items.map((item) => ({ ...item, Html: `<p class="filled">${item.AsyncLoadHandleId}</p>` })),
  ...extra,
});
const filled = (root: ParentNode) => Array.from(root.querySelectorAll('.filled')).map((p) => p.textContent);
const states = (root: ParentNode) =>
  Array.from(root.querySelectorAll('.sf-async-section')).map((s) => s.getAttribute('data-state'));
const unmount = (element: Element | null | undefined) =>
  settle(async () => {
    element?.remove();
    await Promise.resolve();
  });

beforeAll(() => define());
afterEach(() => vi.useRealTimers());
/** Holds the batch's 0 ms timer, so what happens "before the batch goes out" does not depend on act's timing. */
const holdBatchTimer = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('sf-async-section: the first commit', () => {
  it('already holds the server placeholder (or a reply that came first), so nothing collapses for a frame', async () => {
    fakeFetch({ abort: 'ignore' });
    holdBatchTimer();
    // The island marks its host in a layout effect, after its children's: the last moment before the browser paints.
    const atFirstPaint: string[] = [];
    const setAttribute = Element.prototype.setAttribute;
    const spy = vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name, value) {
      if (name === ISLAND_ATTRIBUTE && this.localName === 'sf-async-section')
        atFirstPaint.push(this.querySelector('.sf-async-section__content')?.innerHTML ?? '(no content box)');
      setAttribute.call(this, name, value);
    });
    await mountHtml(section(0));
    spy.mockRestore();
    expect(atFirstPaint).toEqual([expect.stringContaining('class="sf-async-placeholder"')]);
  });
});

describe('sf-async-section: sections that leave the page', () => {
  it('a section removed before the batch goes out is not requested', async () => {
    const { calls } = fakeFetch({ abort: 'ignore' });
    holdBatchTimer();
    const host = await mountHtml(section(0) + section(1) + section(2));
    await unmount(host.querySelectorAll('sf-async-section')[1]);
    vi.useRealTimers();
    const flushed = flushSections();
    await turns();
    expect(calls).toHaveLength(1);
    expect(sentItems(calls[0]?.sent).map((i) => i.AsyncLoadHandleId)).toEqual(['h0', 'h2']);
    await settle(() => calls[0]?.reply(answer(sentItems(calls[0]?.sent))));
    await settle(() => flushed);
    expect(filled(host)).toEqual(['h0', 'h2']);
  });

  it('a section removed before the batch and put back later is requested then', async () => {
    const { calls } = fakeFetch({ abort: 'ignore' });
    holdBatchTimer();
    const host = await mountHtml(section(0));
    const element = host.querySelector('sf-async-section');
    await unmount(element);
    vi.useRealTimers();
    await settle(() => flushSections());
    expect(calls).toHaveLength(0);
    await settle(() => element && host.append(element));
    const flushed = flushSections();
    await turns();
    expect(calls).toHaveLength(1);
    await settle(() => calls[0]?.reply(answer(sentItems(calls[0]?.sent))));
    await settle(() => flushed);
    expect(filled(host)).toEqual(['h0']);
  });

  it('every section of a call removed while it is on its way: the call is aborted and nothing is applied', async () => {
    const { calls } = fakeFetch({ abort: 'ignore' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mountHtml(section(0) + section(1));
    const flushed = flushSections();
    await turns();
    const [call] = calls;
    const [first, second] = Array.from(host.querySelectorAll('sf-async-section'));
    await unmount(first);
    expect(call?.aborted()).toBe(false);
    await unmount(second);
    expect(call?.aborted()).toBe(true);
    await settle(() => call?.reply(answer(sentItems(call?.sent))));
    await settle(() => flushed);
    expect(first?.querySelector('.filled') ?? second?.querySelector('.filled')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect($statusQueue.get()).toEqual([]);
  });
});

describe('sf-async-section: the reply', () => {
  it('a missing container skips that item only: the items before and after it are applied', async () => {
    const { calls } = fakeFetch({ abort: 'ignore' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mountHtml(section(0) + section(1) + section(2));
    const flushed = flushSections();
    await turns();
    const items = sentItems(calls[0]?.sent);
    const reply = answer(items);
    // The server points the middle item at a container no one has.
    const middle = reply.AsyncSectionsItems[1];
    if (middle) {
      middle.HtmlContainerId = 'nowhere';
      middle.AsyncLoadHandleId = 'other';
    }
    await settle(() => calls[0]?.reply(reply));
    await settle(() => flushed);
    expect(filled(host)).toEqual(['h0', 'h2']);
    expect(states(host)).toEqual(['loaded', 'failed', 'loaded']);
    expect(warn).toHaveBeenCalled();
  });

  it('applies one item per task: a reply for a whole page of sections is not one long task', async () => {
    const { calls } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(section(0) + section(1) + section(2));
    const flushed = flushSections();
    await turns();
    // From here every yield waits for the test to let the browser's turn end.
    const gates: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => gates.push(resolve)) });
    await settle(() => calls[0]?.reply(answer(sentItems(calls[0]?.sent))));
    expect(filled(host)).toEqual(['h0']);
    expect(gates).toHaveLength(1);
    await settle(() => gates.shift()?.());
    expect(filled(host)).toEqual(['h0', 'h1']);
    await settle(() => gates.shift()?.());
    await settle(() => flushed);
    expect(filled(host)).toEqual(['h0', 'h1', 'h2']);
    expect(states(host)).toEqual(['loaded', 'loaded', 'loaded']);
  });

  it('a section removed while the items before it are applied gets nothing, not even in a container elsewhere', async () => {
    const { calls } = fakeFetch({ abort: 'ignore' });
    // The middle section fills an element outside itself: what it would get stays visible after it left.
    const far = section(1).replace('data-html-container-id="async-1"', 'data-html-container-id="far"');
    const host = await mountHtml(`${section(0)}${far}${section(2)}<div id="far"></div>`);
    const flushed = flushSections();
    await turns();
    const gates: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => gates.push(resolve)) });
    await settle(() => calls[0]?.reply(answer(sentItems(calls[0]?.sent))));
    await unmount(host.querySelectorAll('sf-async-section')[1]);
    while (gates.length) await settle(() => gates.shift()?.());
    await settle(() => flushed);
    expect(filled(host)).toEqual(['h0', 'h2']);
    expect(host.querySelector('#far')?.childNodes).toHaveLength(0);
  });

  it('Result 2: no item is applied, the sections fail and the server’s messages are shown', async () => {
    const { calls } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(section(0) + section(1));
    const flushed = flushSections();
    await turns();
    const refusal = { Result: 2, StatusMessages: [{ Message: 'Not available in your region', Type: 3 }] };
    await settle(() => calls[0]?.reply(answer(sentItems(calls[0]?.sent), refusal)));
    await settle(() => flushed);
    expect(filled(host)).toEqual([]);
    expect(states(host)).toEqual(['failed', 'failed']);
    expect(statusTexts()).toEqual(['Not available in your region']);
  });

  it('Result 2 without a message: no item is applied and the request error is shown, in the page language', async () => {
    const { calls } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(section(0), 'fr');
    const flushed = flushSections();
    await turns();
    await settle(() => calls[0]?.reply(answer(sentItems(calls[0]?.sent), { Result: 2 })));
    await settle(() => flushed);
    expect(filled(host)).toEqual([]);
    expect(states(host)).toEqual(['failed']);
    const shown = statusMessages();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.Type).toBe(3);
    expect(shown[0]?.Message).toMatch(/serveur/i);
  });
});
