// The fee popover against demo-host's renderproductehf: loads on open, Esc closes with focus back, removed on error.
import type { FastifyInstance } from 'fastify';
import { asHtml, endpointCall } from '../../shared/http/index.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { $statusQueue } from '../../shared/stores/index.ts';
import { type Call, firstPage, startDemo, trackFetch } from '../../test/support/listing-demo.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { statusTexts } from '../../test/support/status.ts';
import { waitFor } from '../../test/support/wait.ts';
import { define, undefine } from './define.tsx';
import { $ehf, closeEhf } from './store.ts';

let app: FastifyInstance;
let calls: Call[];
let trigger: string;

beforeAll(async () => {
  app = await startDemo();
  const page = document.createElement('div');
  page.innerHTML = await firstPage(app, { uniqueListingString: 'calculator' });
  trigger = page.querySelector('.sf-ehf-trigger')?.outerHTML ?? '';
});
afterAll(() => app.close());
beforeEach(() => {
  calls = trackFetch(app);
  define();
});
afterEach(async () => {
  await settle(() => closeEhf(false));
  undefine();
});

const popover = () => document.getElementById('sf-ehf-popover');

describe('EHF popover', () => {
  it('posts the product id on open and shows the fee in a labelled dialog, focus inside', async () => {
    const host = await mountHtml(`<p>${trigger}</p>`);
    const button = host.querySelector<HTMLButtonElement>('.sf-ehf-trigger');
    expect(button).not.toBeNull();
    await settle(() => button?.click());
    await waitFor(() => popover()?.querySelector('.sf-ehf__amount') !== null && popover() !== null);
    expect(calls.map((c) => [c.path, c.fields])).toEqual([
      [ENDPOINTS.productEhf.path, { productId: button?.getAttribute('productid') }],
    ]);
    expect(popover()?.getAttribute('role')).toBe('dialog');
    expect(popover()?.getAttribute('aria-label')).toBe('Environmental handling fee');
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(popover()?.querySelector('.sf-ehf-popover__close'));
    expect(popover()?.querySelector<HTMLAnchorElement>('.sf-ehf-popover__product')?.getAttribute('href')).toContain(
      '/product/',
    );
  });

  it('closes with Esc and gives focus back to its trigger', async () => {
    const host = await mountHtml(`<p>${trigger}</p>`);
    const button = host.querySelector<HTMLButtonElement>('.sf-ehf-trigger');
    await settle(() => button?.click());
    await waitFor(() => popover()?.querySelector('.sf-ehf') !== null && popover() !== null);
    await settle(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button?.getAttribute('aria-expanded')).toBe('false');
  });

  it('is removed when the call fails, and the request error shows', async () => {
    const host = await mountHtml(
      '<button type="button" class="sf-ehf-trigger" product-url="/product/X" productid="999999" title="Fee" placement="top">EHF</button>',
    );
    await settle(() => host.querySelector<HTMLButtonElement>('.sf-ehf-trigger')?.click());
    await waitFor(() => $statusQueue.get().length > 0);
    expect($ehf.get()).toBeNull();
    expect(popover()).toBeNull();
    expect($statusQueue.get()[0]?.messages[0]?.Message).toBe('Error while contacting server');
  });

  it('is removed when any other call fails while it is open (the request error shows once)', async () => {
    const host = await mountHtml(`<p>${trigger}</p>`);
    const button = host.querySelector<HTMLButtonElement>('.sf-ehf-trigger');
    await settle(() => button?.click());
    await waitFor(() => popover()?.querySelector('.sf-ehf__amount') !== null);
    // Another part of the page calls the server, which fails (demo-host has no such path: 404).
    await settle(() => endpointCall(ENDPOINTS.submenu, asHtml)({ url: '/bputils/no-such-call' }));
    expect($ehf.get()).toBeNull();
    expect(popover()).toBeNull();
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(statusTexts()).toEqual(['Error while contacting server']);
  });

  it('posts a product id that is not a number (a GUID) exactly as the server wrote it', async () => {
    const guid = '{7C9E6679-7425-40DE-944B-E07FC1F90AE7}';
    const host = await mountHtml(`<button type="button" class="sf-ehf-trigger" productid="${guid}">EHF</button>`);
    await settle(() => host.querySelector<HTMLButtonElement>('.sf-ehf-trigger')?.click());
    await waitFor(() => calls.length === 1);
    expect(calls.map((c) => [c.path, c.fields])).toEqual([[ENDPOINTS.productEhf.path, { productId: guid }]]);
  });

  it('ignores a trigger without a usable product id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mountHtml(
      '<button type="button" class="sf-ehf-trigger" productid="a &quot;b&quot;">EHF</button>',
    );
    await settle(() => host.querySelector<HTMLButtonElement>('.sf-ehf-trigger')?.click());
    expect(calls).toHaveLength(0);
    expect($ehf.get()).toBeNull();
  });
});
