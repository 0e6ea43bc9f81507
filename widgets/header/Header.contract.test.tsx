// sf-header against demo-host's real handlers, in-process: search, quick search, mega menu, services, logout, cart count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { setNavigator } from '../../shared/http/navigation.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import {
  $cartCounts,
  $statusQueue,
  CartPopupEvent,
  emitSfEvent,
  raiseCartPopupEvent,
} from '../../shared/stores/index.ts';
import { createDemoFetch, type DemoFetch } from '../../test/support/demo-fetch.ts';
import { visibleTextInName } from '../../test/support/label-in-name.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { waitFor } from '../../test/support/wait.ts';
import { typeInto } from '../../tools/dev/typing.ts';
import { define } from './define.ts';

let app: FastifyInstance;
let demoFetch: DemoFetch;
let requests: string[];

const TAG = `<sf-header data-widget-code="ecomwgtheader" data-widget-unique-code="hdr-main" data-header-url="/ecomwgtheader"
  data-search-url="/search" data-minimum-keyword-size="3" data-page-version-id="home-v3" data-control-index="0" data-control-value="header" data-login-url="/login">
  <a class="sf-header__logo" href="/">Northern Office Supply</a>
  <form class="sf-header__search" action="/search"><input type="search" name="qs"><button>Search</button></form>
  <a class="sf-header__ink-toner" href="/search?inktoner=1">Ink</a>
  <nav class="sf-bigmenu"><ul>
    <li class="sf-bigmenu__item" data-category-id="1"><a href="/category/1">Paper</a><div class="sf-bigmenu__panel" data-category-id="1"></div></li>
    <li class="sf-bigmenu__item" data-category-id="2"><a href="/category/2">Writing</a><div class="sf-bigmenu__panel" data-category-id="2"></div></li>
  </ul></nav></sf-header>`;

beforeAll(async () => {
  define();
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-header-')) });
});
afterAll(() => app.close());
beforeEach(() => {
  demoFetch = createDemoFetch(app);
  requests = [];
  const tracked = ((input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
    return demoFetch(input, init);
  }) as typeof fetch;
  vi.stubGlobal('fetch', tracked);
  document.body.className = 'b2b';
});

const bare = (path: string) => path.toLowerCase().replace(/\/$/, '');
const count = (path: string) => requests.filter((p) => bare(p).endsWith(bare(path))).length;
const logIn = () =>
  demoFetch('http://localhost/login', {
    method: 'POST',
    body: new URLSearchParams({ email: 'buyer@example.com', password: 'demo' }),
    redirect: 'manual',
  });

describe('sf-header with demo-host', () => {
  it('shows suggestions with the product preview and announces the count', async () => {
    const host = await mountHtml(TAG);
    const input = host.querySelector<HTMLInputElement>('[role="combobox"]');
    expect(input?.placeholder).toBe('Search by keywords...');
    await settle(() => input && typeInto(input, 'paper'));
    await waitFor(() => host.querySelectorAll('[role="option"]').length > 0);
    expect(count(ENDPOINTS.searchSuggestions.path)).toBe(1);
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    expect(host.querySelectorAll('[role="option"]').length).toBeLessThanOrEqual(30);
    expect(host.querySelector('.sf-header__suggest-preview .sf-suggest-product')).not.toBeNull();
    expect(host.querySelector('[role="status"]')?.textContent).toMatch(/\d+ suggestions? available/);
  });

  it('reads the scroll position for the sticky bar in the next frame, not in the mount (a forced layout there)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const scrollY = vi.fn(() => 400);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollY });
    try {
      const host = await mountHtml(TAG);
      expect(scrollY).not.toHaveBeenCalled();
      await settle(() => {
        for (const frame of frames.splice(0)) frame(0);
      });
      expect(scrollY).toHaveBeenCalled();
      expect(host.querySelector('.sf-header__nav')?.hasAttribute('data-sticky')).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'scrollY');
    }
  });

  it('speaks French in a French page', async () => {
    const host = await mountHtml(TAG, 'fr');
    expect(host.querySelector<HTMLInputElement>('[role="combobox"]')?.placeholder).toBe('Rechercher par mots clés...');
    expect(host.querySelector('.sf-header__services-toggle')?.textContent).toBe('Mes services');
  });

  it('loads each mega-menu panel once, lazily, and caches it', async () => {
    const host = await mountHtml(TAG);
    expect(count(ENDPOINTS.submenu.path)).toBe(0);
    const toggle = host.querySelector<HTMLButtonElement>('.sf-bigmenu__item[data-category-id="1"] .sf-bigmenu__toggle');
    await settle(() => toggle?.click());
    await waitFor(() => host.querySelector('.sf-bigmenu-panel__link') !== null);
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    await settle(() => toggle?.click());
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    await settle(() => toggle?.click());
    expect(count(ENDPOINTS.submenu.path)).toBe(1);
    expect(host.querySelector('nav [role="menu"]')).toBeNull();
  });

  it('disables category links when the site is neither b2b nor b2c', async () => {
    document.body.className = '';
    const host = await mountHtml(TAG);
    expect(host.querySelector('.sf-bigmenu__link')?.hasAttribute('href')).toBe(false);
    const toggle = host.querySelector<HTMLButtonElement>('.sf-bigmenu__toggle');
    await settle(() => toggle?.click());
    await waitFor(() => host.querySelector('.sf-bigmenu-panel__link') !== null);
    expect(host.querySelector('.sf-bigmenu-panel__link')?.getAttribute('aria-disabled')).toBe('true');
    expect(host.querySelector('.sf-bigmenu-panel__link')?.hasAttribute('href')).toBe(false);
  });

  it('loads my services once and logs out through the Result REDIRECT', async () => {
    await logIn();
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    const host = await mountHtml(TAG);
    const toggle = host.querySelector<HTMLButtonElement>('.sf-header__services-toggle');
    await settle(() => toggle?.click());
    await waitFor(() => host.querySelector('[data-sf-logout]') !== null);
    expect(count(ENDPOINTS.myServices.path)).toBe(1);
    // What the bundle keeps for this visitor in session storage (the listing's results cache) goes with the logout.
    sessionStorage.setItem('sf-listing:member:/category/1:lst', '{"x":{"html":"member prices","at":1}}');
    const loggedOut = vi.fn();
    document.addEventListener('sf:logout', loggedOut, { once: true });
    await settle(() => host.querySelector<HTMLButtonElement>('[data-sf-logout]')?.click());
    await waitFor(() => nav.calls.length > 0);
    expect(nav.calls).toEqual([{ kind: 'assign', url: 'http://localhost:3000/' }]);
    expect(count(ENDPOINTS.logout.path)).toBe(1);
    expect(sessionStorage.getItem('sf-listing:member:/category/1:lst')).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
  });

  it('uses the configured services path', async () => {
    const host = await mountHtml(TAG.replace('<sf-header ', '<sf-header data-services-path="bpwgtheaderb2x" '));
    await settle(() => host.querySelector<HTMLButtonElement>('.sf-header__services-toggle')?.click());
    await waitFor(() => host.querySelector('.sf-my-services') !== null);
    expect(count(ENDPOINTS.myServicesB2x.path)).toBe(1);
    expect(host.querySelector('.sf-my-services__login')).not.toBeNull();
  });

  it('cascades the quick search, requires every level, then goes to RedirectUrl', async () => {
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    const host = await mountHtml(TAG);
    await settle(() => host.querySelector<HTMLButtonElement>('.sf-header__quick-search')?.click());
    const selects = () =>
      Array.from(document.querySelectorAll<HTMLSelectElement>('.sf-header__quick-search-form select'));
    await waitFor(() => (selects()[0]?.options.length ?? 0) > 1);
    expect(selects()).toHaveLength(3);
    expect(selects()[1]?.disabled).toBe(true);
    const choose = async (i: number) => {
      const select = selects()[i];
      const value = select?.options[1]?.value ?? '';
      await settle(() => {
        if (!select) return;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      return value;
    };
    await choose(0);
    await waitFor(() => (selects()[1]?.options.length ?? 0) > 1);
    await settle(() => document.querySelector<HTMLFormElement>('.sf-header__quick-search-form')?.requestSubmit());
    expect(document.querySelector('.sf-header__quick-search-error')?.textContent).toBe(
      'Choose a category at every level.',
    );
    expect(count('/categoryquicksearch')).toBe(0);
    await choose(1);
    await waitFor(() => (selects()[2]?.options.length ?? 0) > 1);
    await choose(2);
    await settle(() => document.querySelector<HTMLFormElement>('.sf-header__quick-search-form')?.requestSubmit());
    await waitFor(() => nav.calls.length > 0);
    expect(nav.calls[0]?.url).toMatch(/^http:\/\/localhost:3000\/category\/\d+$/);
  });

  it('shows the cart count and refreshes it on the cart refresh event and REFRESH', async () => {
    const host = await mountHtml(TAG);
    await waitFor(() => $cartCounts.get().cart !== null);
    expect($cartCounts.get().cart).toBe(0);
    const badge = host.querySelector('.sf-header__badge--cart');
    expect(badge?.getAttribute('aria-label')).toBe('Shopping cart, 0 items');
    // The visible count is part of the badge's name (WCAG 2.5.3, label in name).
    expect(badge && visibleTextInName(badge)).toBe(true);
    // As a visitor who passed the delivery-sector check: the server refuses a quick add before it.
    demoFetch.cookies.set('CanDeliverToSector', '1');
    await demoFetch(`http://localhost${ENDPOINTS.addProduct.path}`, {
      method: 'POST',
      body: new URLSearchParams({ productCode: 'PAP-0001', qty: '2', uom: '1' }),
    });
    await settle(() => emitSfEvent('sf:cart-refresh', { target: 'cart' }));
    await waitFor(() => ($cartCounts.get().cart ?? 0) > 0);
    const before = count(ENDPOINTS.cartCount.path);
    await settle(() => raiseCartPopupEvent('cart', CartPopupEvent.REFRESH));
    await waitFor(() => count(ENDPOINTS.cartCount.path) === before + 1);
    await settle(() => raiseCartPopupEvent('cart', CartPopupEvent.CLOSE));
    expect(count(ENDPOINTS.cartCount.path)).toBe(before + 1);
    expect($statusQueue.get()).toEqual([]);
  });
});
