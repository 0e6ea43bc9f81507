// Configurator flow against demo-host: cookie set to 0, framed modal, 5 s polling, done / error / closed, portal.

import { setNavigator } from '../../../shared/http/navigation.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { CartPopupEvent } from '../../../shared/stores/cart.ts';
import { writeCookie } from '../../../shared/stores/site.ts';
import {
  login,
  productHtml,
  recordSignals,
  startDemo,
  typeQty,
  until,
} from '../../../test/support/add-to-cart-demo.ts';
import { mountHtml, recordNavigation, settle } from '../../../test/support/render.tsx';
import { attachEngineForFile } from '../../../test/support/signed-in-engine.ts';
import { statusTexts } from '../../../test/support/status.ts';
import { $dialog, resetOverlay } from '../store.ts';
import { frameableUrl, frameSandboxFor } from './configurator.ts';

const clearCookie = (name: string) => {
  writeCookie(name, '', 0);
};

async function openConfigurator() {
  const t = await startDemo();
  await login(t.fetch);
  document.body.dataset.authenticated = 'true';
  const p = await productHtml(t, "p.configurator = 'easyprint' AND p.discontinued = 0");
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  const signals = recordSignals();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  typeQty(host.querySelector<HTMLInputElement>('.sf-qty'), String(p.min));
  await settle(() => host.querySelector<HTMLButtonElement>('[data-sf-add="cart"]')?.click());
  await until(() => document.querySelector('sf-overlay iframe') !== null);
  return { t, p, signals };
}

attachEngineForFile();
afterEach(() => {
  resetOverlay();
  vi.useRealTimers();
  delete document.body.dataset.authenticated;
  clearCookie('easyprintFinishDoc');
});

it('frames the provider page sandboxed, polls the cookie every 5 s and refreshes the cart when it turns "1"', async () => {
  const { t, p, signals } = await openConfigurator();
  expect(document.cookie).toContain('easyprintFinishDoc=0');
  const frame = document.querySelector<HTMLIFrameElement>('sf-overlay iframe');
  expect(frame?.getAttribute('src')).toContain(`/provider/easyprint?productcode=${p.code}`);
  // A page of this origin may post its form (and get FinishDoc set) but runs no script: with allow-scripts and
  // allow-same-origin together it could remove its own sandbox and reach this page's DOM and cookies.
  expect(frame?.getAttribute('sandbox')?.split(/\s+/).sort()).toEqual(['allow-forms', 'allow-same-origin']);
  expect(t.calls).toEqual([ENDPOINTS.easyprintStart.path]);
  await settle(() => vi.advanceTimersByTime(5000));
  expect($dialog.get()?.kind).toBe('frame');
  writeCookie('easyprintFinishDoc', '1', 60); // what the provider page does
  await settle(() => vi.advanceTimersByTime(4999));
  expect($dialog.get()?.kind).toBe('frame');
  await settle(() => vi.advanceTimersByTime(1));
  await until(() => signals.length > 0);
  expect($dialog.get()).toBeNull();
  expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.REFRESH]);
});

it('stops on "error": request error shown, cart refreshed', async () => {
  const { signals } = await openConfigurator();
  writeCookie('easyprintFinishDoc', 'error', 60);
  await settle(() => vi.advanceTimersByTime(5000));
  await until(() => signals.length > 0);
  expect(statusTexts()).toContain('Error while contacting server');
  expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.REFRESH]);
});

it.each([
  ['a malformed escape', '%E0%A4%A'],
  ['an unknown value', 'done'],
  ['an empty value', ''],
])('keeps polling through %s in the FinishDoc cookie, without an exception', async (_name, garbage) => {
  const { signals } = await openConfigurator();
  const thrown: unknown[] = [];
  const onError = (event: ErrorEvent) => thrown.push(event.error);
  window.addEventListener('error', onError);
  try {
    // The raw cookie string, as a provider (or another script) could leave it: writeCookie would encode it.
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants a value writeCookie cannot produce.
    document.cookie = `easyprintFinishDoc=${garbage}; path=/`;
    await settle(() => vi.advanceTimersByTime(15_000));
    expect($dialog.get()?.kind).toBe('frame');
    expect(signals).toEqual([]);
    expect(thrown).toEqual([]);
    writeCookie('easyprintFinishDoc', '1', 60);
    await settle(() => vi.advanceTimersByTime(5000));
    await until(() => signals.length > 0);
    expect($dialog.get()).toBeNull();
    expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.REFRESH]);
  } finally {
    window.removeEventListener('error', onError);
  }
});

it('a failed start call shows the request error, frames nothing and refreshes the cart', async () => {
  const t = await startDemo();
  await login(t.fetch);
  document.body.dataset.authenticated = 'true';
  const p = await productHtml(t, "p.configurator = 'easyprint' AND p.discontinued = 0");
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  const signals = recordSignals();
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const sent = new Request(input, init);
    if (!sent.url.endsWith(ENDPOINTS.easyprintStart.path)) return real(sent);
    const headers = new Headers(sent.headers);
    headers.set('x-demo-fault', '500'); // demo-host's fault switch: this one call answers 500
    return real(new Request(sent, { headers }));
  });
  typeQty(host.querySelector<HTMLInputElement>('.sf-qty'), String(p.min));
  await settle(() => host.querySelector<HTMLButtonElement>('[data-sf-add="cart"]')?.click());
  await until(() => signals.length > 0);
  expect(t.calls).toContain(ENDPOINTS.easyprintStart.path);
  expect(document.querySelector('sf-overlay iframe')).toBeNull();
  expect($dialog.get()).toBeNull();
  expect(statusTexts()).toEqual(['Error while contacting server']);
  expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.REFRESH]);
  expect(document.cookie).toContain('easyprintFinishDoc=0');
});

it('closing the modal stops the polling', async () => {
  const { signals } = await openConfigurator();
  const state = $dialog.get();
  await settle(() => state?.cancel());
  expect(vi.getTimerCount()).toBe(0);
  expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.REFRESH]);
});

it('opens the provider B portal in a new tab', async () => {
  await startDemo();
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const host = await mountHtml('<button type="button" data-sf-configurator-portal>Portal</button>');
  await settle(() => host.querySelector('button')?.click());
  await until(() => nav.calls.length > 0);
  expect(nav.calls[0]).toMatchObject({ kind: 'open' });
  expect(nav.calls[0]?.url).toMatch(/\/provider\/deskdesign\/portal$/);
});

/** Answers `path` with this call result (every field of the class, as ASP.NET writes it); other calls reach demo-host. */
function answerWith(path: string, result: Record<string, unknown>) {
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const sent = new Request(input, init);
    if (!sent.url.endsWith(path)) return real(sent);
    const body = { RedirectUrl: null, StatusMessages: null, Value: null, ActionOnConfirm: null, NbProductsAdded: null };
    return Promise.resolve(
      new Response(JSON.stringify({ ...body, ...result }), { headers: { 'content-type': 'application/json' } }),
    );
  });
}

it('a REDIRECT from the start call goes to RedirectUrl and shows its messages: no frame, no request error', async () => {
  const t = await startDemo();
  await login(t.fetch);
  document.body.dataset.authenticated = 'true';
  const p = await productHtml(t, "p.configurator = 'easyprint' AND p.discontinued = 0");
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  answerWith(ENDPOINTS.easyprintStart.path, {
    Result: 3,
    RedirectUrl: '/login?returnUrl=%2Fproduct',
    StatusMessages: [{ Message: 'Your session has expired.', Type: 2 }],
  });
  typeQty(host.querySelector<HTMLInputElement>('.sf-qty'), String(p.min));
  await settle(() => host.querySelector<HTMLButtonElement>('[data-sf-add="cart"]')?.click());
  await until(() => nav.calls.length > 0);
  expect(nav.calls).toEqual([{ kind: 'assign', url: `${window.location.origin}/login?returnUrl=%2Fproduct` }]);
  expect(document.querySelector('sf-overlay iframe')).toBeNull();
  expect(statusTexts()).toEqual(['Your session has expired.']);
});

it('the portal call follows REDIRECT instead of opening a tab', async () => {
  await startDemo();
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  answerWith(ENDPOINTS.deskdesignPortal.path, { Result: 3, RedirectUrl: '/login' });
  const host = await mountHtml('<button type="button" data-sf-configurator-portal>Portal</button>');
  await settle(() => host.querySelector('button')?.click());
  await until(() => nav.calls.length > 0);
  expect(nav.calls).toEqual([{ kind: 'assign', url: `${window.location.origin}/login` }]);
});

it("the portal call shows the server's messages; a refusal opens nothing and is the request error", async () => {
  await startDemo();
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  answerWith(ENDPOINTS.deskdesignPortal.path, {
    Result: 2,
    StatusMessages: [{ Message: 'No saved designs.', Type: 3 }],
  });
  const host = await mountHtml('<button type="button" data-sf-configurator-portal>Portal</button>');
  await settle(() => host.querySelector('button')?.click());
  await until(() => statusTexts().length >= 2);
  expect(statusTexts()).toEqual(['No saved designs.', 'Error while contacting server']);
  expect(nav.calls).toEqual([]);
});

it('the portal call shows the messages of a success too, then opens the tab', async () => {
  await startDemo();
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  answerWith(ENDPOINTS.deskdesignPortal.path, {
    Result: 1,
    Value: '/provider/deskdesign/portal',
    StatusMessages: [{ Message: 'Opening your designs.', Type: 1 }],
  });
  const host = await mountHtml('<button type="button" data-sf-configurator-portal>Portal</button>');
  await settle(() => host.querySelector('button')?.click());
  await until(() => nav.calls.length > 0);
  expect(nav.calls).toEqual([{ kind: 'open', url: `${window.location.origin}/provider/deskdesign/portal` }]);
  expect(statusTexts()).toEqual(['Opening your designs.']);
});

describe('frameSandboxFor', () => {
  it.each([
    ['/provider/easyprint?x=1', ['allow-forms', 'allow-same-origin']],
    [`${window.location.origin}/provider/deskdesign`, ['allow-forms', 'allow-same-origin']],
    // These take this page's origin in the frame: never scripts.
    ['about:blank', ['allow-forms', 'allow-same-origin']],
    ['blob:https://cfg.example.com/1', ['allow-forms', 'allow-same-origin']],
  ])('a page of this origin, %s: %j, never scripts with the same origin', (src, tokens) => {
    const sandbox = frameSandboxFor(src).split(/\s+/);
    expect([...sandbox].sort()).toEqual(tokens);
    expect(sandbox.includes('allow-scripts') && sandbox.includes('allow-same-origin')).toBe(false);
    expect(sandbox.some((t) => /top-navigation|popups|modals/.test(t))).toBe(false);
  });

  it('an allow-listed provider on another origin keeps its own origin (its cookies and storage work) and its scripts', () => {
    // Only a frame of this origin could lift its sandbox with that pair; another origin cannot reach this page.
    const sandbox = frameSandboxFor('https://cfg.example.com/start').split(/\s+/);
    expect([...sandbox].sort()).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
    expect(sandbox.some((t) => /top-navigation|popups|modals/.test(t))).toBe(false);
  });
});

describe('frameableUrl', () => {
  afterEach(() => delete document.documentElement.dataset.sfConfiguratorOrigins);
  it.each([
    ['/provider/easyprint?x=1', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['https://evil.example/x', false],
    ['https://cfg.example.com/start', true],
    ['//evil.example/x', false],
  ])('%s framed: %s', (url, framed) => {
    document.documentElement.dataset.sfConfiguratorOrigins = 'https://cfg.example.com';
    expect(frameableUrl(url) !== null).toBe(framed);
  });
});
