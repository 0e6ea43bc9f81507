// defineWidget's takeover: the server's children stay in place until the island's first commit replaces them.
import { createElement } from 'react';
import type { ConfigSchema } from './config/attributes.ts';
import { useConfig } from './config/useConfig.ts';
import { defineWidget, ISLAND_ATTRIBUTE, type WidgetProps } from './define.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function Output({ container }: WidgetProps) {
  const link = container.serverContent?.querySelector('a');
  return createElement('p', { className: 'island' }, `island for ${link?.textContent ?? 'nothing'}`);
}

/** What the rows of BigTree saw: whether a task boundary had passed since the first row rendered. */
const rows = { clock: 0, yielded: false, seen: [] as boolean[] };
function Row({ index }: { index: number }) {
  if (rows.seen.length === 0) void Promise.resolve().then(() => (rows.yielded = true));
  rows.seen.push(rows.yielded);
  rows.clock += 1;
  return createElement('li', null, `row ${index}`);
}
function BigTree() {
  return createElement(
    'ul',
    null,
    Array.from({ length: 40 }, (_, index) => createElement(Row, { key: index, index })),
  );
}

/** Renders the server's links anew, as an island that rebuilds its markup does. */
function Links({ container }: WidgetProps) {
  const hrefs = Array.from(container.serverContent?.querySelectorAll('a') ?? [], (a) => a.getAttribute('href'));
  return createElement(
    'nav',
    { className: 'island' },
    ...hrefs.map((href) => createElement('a', { key: href, href }, href)),
  );
}

const labelSchema = { label: { type: 'string', default: 'none' } } as const satisfies ConfigSchema;
const configured = { renders: 0 };
/** Reads its attributes, as every widget does through useConfig. */
function Configured({ container }: WidgetProps) {
  const { config } = useConfig(container, labelSchema);
  configured.renders += 1;
  return createElement('p', { className: 'island' }, config.label);
}

describe('defineWidget takeover', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves the server children in the element until the first commit, and gives the widget a copy', async () => {
    defineWidget('sf-takeover-test', Output);
    const host = document.createElement('sf-takeover-test') as HTMLElement & { serverContent: DocumentFragment };
    host.innerHTML = '<a href="/cart">Cart</a>';
    document.body.append(host);
    // Connected, not yet committed (React renders in a later task): nothing has collapsed.
    expect(host.hasAttribute(ISLAND_ATTRIBUTE)).toBe(false);
    expect(host.querySelector('a')?.textContent).toBe('Cart');
    expect(host.serverContent.querySelector('a')?.getAttribute('href')).toBe('/cart');
    await vi.waitFor(() => expect(host.hasAttribute(ISLAND_ATTRIBUTE)).toBe(true), 5000);
    expect(host.querySelector('a')).toBeNull();
    expect(host.querySelector('.island')?.textContent).toBe('island for Cart');
  });

  it('keeps the focus of a shopper who reached the server markup first: the same link in the island gets it', async () => {
    document.body.innerHTML =
      '<sf-focus-test><a href="/a">A</a><a href="/b">B</a></sf-focus-test><button>elsewhere</button>';
    const host = document.querySelector('sf-focus-test') as HTMLElement;
    host.querySelector<HTMLElement>('a[href="/b"]')?.focus();
    defineWidget('sf-focus-test', Links);
    await vi.waitFor(() => expect(host.hasAttribute(ISLAND_ATTRIBUTE)).toBe(true), 5000);
    const focused = document.activeElement;
    expect(focused?.closest('.island')).not.toBeNull();
    expect(focused?.getAttribute('href')).toBe('/b');
  });

  it('leaves the focus alone when it was not in the server markup', async () => {
    document.body.innerHTML = '<sf-focus-away-test><a href="/a">A</a></sf-focus-away-test><button>elsewhere</button>';
    const host = document.querySelector('sf-focus-away-test') as HTMLElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    button.focus();
    defineWidget('sf-focus-away-test', Output);
    await vi.waitFor(() => expect(host.hasAttribute(ISLAND_ATTRIBUTE)).toBe(true), 5000);
    expect(document.activeElement).toBe(button);
  });

  it('mounts the islands of one define() after a yield, not in the task that defined them', async () => {
    const gates: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => gates.push(resolve)) });
    document.body.innerHTML = '<sf-slice-test><a href="/a">A</a></sf-slice-test>'.repeat(3);
    const hosts = Array.from(document.querySelectorAll('sf-slice-test'));
    defineWidget('sf-slice-test', Output);
    const mounted = () => hosts.filter((host) => host.hasAttribute(ISLAND_ATTRIBUTE)).length;
    await settle();
    // Nothing rendered yet, and the server's children still in place.
    expect(mounted()).toBe(0);
    expect(hosts.every((host) => host.querySelector('a'))).toBe(true);
    expect(gates).toHaveLength(1);
    // From here the browser's turns pass (a slow machine may take more than one slice for the three mounts), and
    // React renders each root in slices of its own: wait for the three commits.
    await vi.waitFor(() => {
      for (const open of gates.splice(0)) open();
      expect(mounted()).toBe(3);
    }, 5000);
  });

  it("renders an island's first tree in slices that yield to the browser (a big widget is not one long task)", async () => {
    // React's scheduler reads performance.now(): each row "costs" 1 ms, so a time-sliced render yields every few rows.
    vi.spyOn(performance, 'now').mockImplementation(() => rows.clock);
    defineWidget('sf-big-render-test', BigTree);
    const host = document.createElement('sf-big-render-test');
    host.innerHTML = '<p>server</p>';
    document.body.append(host);
    await vi.waitFor(() => expect(host.hasAttribute(ISLAND_ATTRIBUTE)).toBe(true), 5000);
    expect(host.querySelectorAll('li')).toHaveLength(40);
    // The first rows rendered in one task; later rows after the browser had the main thread back.
    expect(rows.seen[0]).toBe(false);
    expect(rows.seen.at(-1)).toBe(true);
  });

  it('renders an island once at takeover: marking it mounted is not a change of the attributes it reads', async () => {
    defineWidget('sf-config-test', Configured);
    const host = document.createElement('sf-config-test');
    host.setAttribute('data-label', 'first');
    document.body.append(host);
    await vi.waitFor(() => expect(host.hasAttribute(ISLAND_ATTRIBUTE)).toBe(true), 5000);
    await settle();
    expect(host.querySelector('.island')?.textContent).toBe('first');
    expect(configured.renders).toBe(1);
    // An attribute it reads still renders it again.
    host.setAttribute('data-label', 'second');
    await vi.waitFor(() => expect(host.querySelector('.island')?.textContent).toBe('second'), 5000);
  });
});
