// What a scroll and a "view more" click render: only what shows the change. The controls (dozens of options) stay as
// they are, so the shopper's input is answered within a frame on a slow phone.
import type { ComponentProps } from 'react';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';
import { readEntry } from './history/history-entry.ts';

const renders = vi.hoisted(() => ({ controls: 0 }));
vi.mock('./controls/ListingControls.tsx', async (original) => {
  const actual = await original<typeof import('./controls/ListingControls.tsx')>();
  return {
    ...actual,
    ListingControls: (props: ComponentProps<typeof actual.ListingControls>) => {
      renders.controls += 1;
      return actual.ListingControls(props);
    },
  };
});

beforeAll(() => define());

const results = `<div class="sf-listing-results" data-display-mode="list"><input type="hidden" name="ProductsTotalCount" value="100"><input type="hidden" name="LastPageNumber" value="5"><ul class="sf-products sf-products--list">${Array.from(
  { length: 24 },
  (_, i) => `<li class="sf-product" id="p${i}"><a href="/product/${i}">P${i}</a></li>`,
).join('')}</ul></div>`;

afterEach(() => vi.useRealTimers());
const mount = (key: string) =>
  mountHtml(
    `<sf-listing data-widget-ajax-url="${ENDPOINTS.listingProducts.path}" data-widget-unique-code="${key}">${results}</sf-listing>`,
  );
const scrollTo = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  await settle(() => window.dispatchEvent(new Event('scroll')));
};

it('shows and hides as the shopper scrolls past 300 px without rendering the listing controls again', async () => {
  const host = await mount('top');
  const button = host.querySelector('.sf-listing__back-to-top');
  expect(button?.classList.contains('is-visible')).toBe(false);
  const before = renders.controls;
  expect(before).toBeGreaterThan(0);
  await scrollTo(301);
  expect(button?.classList.contains('is-visible')).toBe(true);
  expect(button?.hasAttribute('aria-hidden')).toBe(false);
  await scrollTo(0);
  expect(button?.classList.contains('is-visible')).toBe(false);
  expect(button?.getAttribute('aria-hidden')).toBe('true');
  expect(renders.controls).toBe(before);
});

it('keeps the scroll height for Back once the shopper stops, without rendering the listing controls again', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.history.replaceState(null, '');
  await mount('kept');
  const before = renders.controls;
  await scrollTo(120);
  await settle(() => vi.advanceTimersByTime(200));
  expect(readEntry(window.history.state, 'kept')?.scrollHeight).toBe(120);
  expect(renders.controls).toBe(before);
});

it('"view more": the click renders what shows the load (the button, the results, the status) and not the controls', async () => {
  let answer: ((reply: Response) => void) | undefined;
  vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
  const host = await mount('more');
  const before = renders.controls;
  const button = host.querySelector<HTMLButtonElement>('.sf-listing__view-more');
  await settle(() => button?.click());
  expect(button?.getAttribute('aria-busy')).toBe('true');
  expect(host.querySelector('.sf-listing__results')?.getAttribute('aria-busy')).toBe('true');
  expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading products…');
  for (const mode of host.querySelectorAll('.sf-listing__mode'))
    expect(mode.getAttribute('aria-disabled')).toBe('true');
  expect(renders.controls).toBe(before);
  // The reply lands, and the busy state goes away everywhere it showed.
  await vi.waitFor(() => expect(answer).not.toBe(undefined));
  await settle(() =>
    answer?.(new Response(results.replaceAll('id="p', 'id="q'), { headers: { 'content-type': 'text/html' } })),
  );
  await vi.waitFor(() => expect(host.querySelectorAll('.sf-product')).toHaveLength(48));
  await vi.waitFor(() => expect(button?.getAttribute('aria-busy')).toBe('false'));
  expect(host.querySelector('.sf-listing__results')?.getAttribute('aria-busy')).toBe('false');
  for (const mode of host.querySelectorAll('.sf-listing__mode')) expect(mode.hasAttribute('aria-disabled')).toBe(false);
});
