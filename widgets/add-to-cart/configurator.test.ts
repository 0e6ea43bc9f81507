// Configurator flow against demo-host: cookie set to 0, framed modal, 5 s polling, done / error / closed, portal.

import { setNavigator } from '../../shared/http/index.ts';
import { CartPopupEvent } from '../../shared/stores/cart.ts';
import { writeCookie } from '../../shared/stores/site.ts';
import { $statusQueue } from '../../shared/stores/status.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { frameableUrl } from './configurator.ts';
import { define } from './define.ts';
import { $dialog, resetOverlay } from './store.ts';
import { login, productHtml, recordSignals, startDemo, typeQty, until } from './test-support.ts';

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

beforeAll(() => define());
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
  expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
  expect(t.calls).toEqual(['/bputils/geteasyprinturl']);
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
  expect($statusQueue.get().flatMap((b) => b.messages.map((m) => m.Message))).toContain(
    'Error while contacting server',
  );
  expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.REFRESH]);
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
