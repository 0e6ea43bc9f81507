// The search combobox in the page, on demo-host's handlers with replies held back: keys, Esc, stale and failed replies, floating search.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { setNavigator } from '../../shared/http/navigation.ts';
import { $statusQueue } from '../../shared/stores/status.ts';
import { createDemoFetch } from '../../test/support/demo-fetch.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { typeInto } from '../../tools/dev/typing.ts';
import { define } from './define.ts';

let app: FastifyInstance;
/** Held replies: release them in any order. */
let held: { release: () => void }[];

const TAG = `<sf-header data-search-url="/search" data-minimum-keyword-size="3">
  <form class="sf-header__search" action="/search"><input type="search" name="qs" value="blue pens"></form></sf-header>`;

beforeAll(async () => {
  define();
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-header-search-')) });
});
afterAll(() => app.close());
beforeEach(() => {
  const demoFetch = createDemoFetch(app);
  held = [];
  vi.stubGlobal('fetch', ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('getsearchsuggestions')) return demoFetch(input, init);
    return new Promise<Response>((resolve, reject) => {
      held.push({ release: () => demoFetch(input, init).then(resolve, reject) });
    });
  }) as typeof fetch);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const input = (host: HTMLElement) => host.querySelector<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
const key = (el: Element, k: string) =>
  settle(() => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
const flush = async () => {
  for (let i = 0; i < 30; i++) await settle(() => new Promise((r) => setImmediate(r)));
};
async function typeAndWait(host: HTMLElement, text: string) {
  await settle(() => typeInto(input(host), text));
  await settle(() => vi.advanceTimersByTime(600));
}

it('keeps what the shopper typed before the widget loaded', async () => {
  const host = await mountHtml(TAG);
  expect(input(host).value).toBe('blue pens');
});

it('browses suggestions with the arrow keys and submits the active one in qs', async () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const host = await mountHtml(TAG);
  await typeAndWait(host, 'paper');
  expect(host.querySelector('.sf-header__search-spinner')).not.toBeNull();
  held[0]?.release();
  await flush();
  expect(host.querySelector('.sf-header__search-spinner')).toBeNull();
  const options = host.querySelectorAll('[role="option"]');
  expect(options.length).toBeGreaterThan(1);
  await key(input(host), 'ArrowDown');
  await key(input(host), 'ArrowDown');
  expect(input(host).getAttribute('aria-activedescendant')).toBe(options[1]?.id);
  expect(options[1]?.getAttribute('aria-selected')).toBe('true');
  await settle(() => host.querySelector('form')?.requestSubmit());
  expect(nav.calls[0]?.url).toBe(
    `http://localhost:3000/search?qs=${encodeURIComponent(options[1]?.textContent ?? '').replace(/%20/g, '+')}`,
  );
});

it('Esc while the request is pending keeps the panel closed when the reply lands', async () => {
  const host = await mountHtml(TAG);
  await typeAndWait(host, 'paper');
  await key(input(host), 'Escape');
  held[0]?.release();
  await flush();
  expect(input(host).getAttribute('aria-expanded')).toBe('false');
  expect(host.querySelector<HTMLElement>('.sf-header__suggest')?.hidden).toBe(true);
});

it('never shows a stale reply and aborts silently', async () => {
  const host = await mountHtml(TAG);
  await typeAndWait(host, 'paper');
  await typeAndWait(host, 'toner');
  held[1]?.release();
  await flush();
  const shown = Array.from(host.querySelectorAll('[role="option"]'), (o) => o.textContent);
  held[0]?.release();
  await flush();
  expect(Array.from(host.querySelectorAll('[role="option"]'), (o) => o.textContent)).toEqual(shown);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((s) => /toner/i.test(s ?? ''))).toBe(true);
  expect($statusQueue.get()).toEqual([]);
});

it('on a failed call shows the request error and keeps the typed text', async () => {
  vi.stubGlobal('fetch', (() => Promise.resolve(new Response('oops', { status: 500 }))) as typeof fetch);
  const host = await mountHtml(TAG, 'fr');
  await typeAndWait(host, 'crayons');
  await flush();
  expect($statusQueue.get()[0]?.messages[0]?.Message).toBe('Erreur lors de la requête au serveur');
  expect(input(host).value).toBe('crayons');
});

it('never submits an empty query and says why', async () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const host = await mountHtml(TAG);
  await settle(() => typeInto(input(host), ' <> '));
  await settle(() => host.querySelector('form')?.requestSubmit());
  expect(nav.calls).toEqual([]);
  expect(host.querySelector('.sf-header__search-empty')?.textContent).toBe('Type what you are looking for.');
  expect(input(host).getAttribute('aria-invalid')).toBe('true');
});

it('shows and hides the floating search; hiding clears the mark and empties the input', async () => {
  const host = await mountHtml(TAG);
  const toggle = host.querySelector<HTMLButtonElement>('.sf-header__search-toggle');
  await settle(() => toggle?.click());
  expect(host.querySelector('form')?.hasAttribute('data-focused')).toBe(true);
  expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  await settle(() => typeInto(input(host), 'toner'));
  await settle(() => toggle?.click());
  expect(host.querySelector('form')?.hasAttribute('data-focused')).toBe(false);
  expect(input(host).value).toBe('');
});

it('on touch devices mirrors the field into the helper input and still suggests', async () => {
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(5);
  const host = await mountHtml(TAG);
  await typeAndWait(host, 'paper');
  expect(host.querySelector<HTMLInputElement>('.sf-header__search-helper')?.value).toBe('paper');
  expect(input(host).hasAttribute('name')).toBe(false);
  expect(held).toHaveLength(1);
});
