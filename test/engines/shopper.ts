// A shopper on one engine's page: flavour and language, host URLs, what was sent, and the page checks every journey makes.
import type { Flavour, Lang } from '../browser/support/session.ts';
import { everyIslandTakenOver } from '../browser/support/widgets.ts';
import type { Driver, Engine } from './driver.ts';
import { type Host, NO_LOADER, SETTLED_PRELOADS, type Sent } from './host.ts';

export interface Shopper {
  readonly d: Driver;
  readonly flavour: Flavour;
  readonly lang: Lang;
  /** `/cart` → `/fr/cart` in French. */
  url(path: string): string;
  /** Opens a host page in the shopper's language and checks it loaded the flavour's loader. */
  goto(path: string): Promise<void>;
  /**
   * Waits until every sf-* tag of the page is defined, every island has taken over its server markup and every chunk
   * the page asked for so far is in (a widget's lazy parts too): leaving a page while a chunk loads makes Firefox log
   * an integrity error for the body it cut short, which is not the bundle's. The tags `off` names are switched off:
   * never defined.
   */
  islands(timeout?: number, off?: readonly string[]): Promise<string[]>;
  /** Logs in (the demo buyer unless another demo user is named) through the login endpoint, from the page (its cookies). */
  login(email?: string): Promise<void>;
  /** Requests the pages made, by method and path pattern. */
  sent(pattern: RegExp, method?: string): Sent[];
  pick<T>(en: T, fr: T): T;
  /** Every error the engine or the in-page recorder reported, less the ones a journey expects. */
  errors(): string[];
  close(): Promise<void>;
}

export async function openShopper(
  engine: Engine,
  host: Host,
  o: { flavour: Flavour; lang: Lang; phone?: boolean },
): Promise<Shopper> {
  host.clear();
  const d = await engine.newPage({ lang: o.lang, phone: o.phone === true });
  const url = (path: string) => (o.lang === 'fr' ? (path === '/' ? '/fr/' : `/fr${path}`) : path);
  // demo-host keeps ?flavour= and ?site= in cookies for the next pages (the same switch a page author uses). Without
  // the bundle: leaving a page while its chunks load makes engines report the loads cut short (Firefox, its
  // modulepreload integrity checks; WebKit, its imports), and this page is only for the cookies.
  await d.goto(`${host.baseUrl}/login?flavour=${o.flavour}&site=b2b&${NO_LOADER}=1`);
  return {
    d,
    flavour: o.flavour,
    lang: o.lang,
    url,
    async goto(path) {
      await d.goto(`${host.baseUrl}${url(path)}`);
      const src = await d.evaluate(
        () => document.querySelector('script[type=module][src*="storefront.js"]')?.getAttribute('src') ?? null,
        null,
      );
      if (src !== `/dist/${o.flavour}/storefront.js`) throw new Error(`page loaded ${src}, expected ${o.flavour}`);
    },
    async islands(timeout = 15_000, off = []) {
      await d.waitForFunction(everyIslandTakenOver, off, timeout);
      await d.waitForFunction(
        (key) => {
          // A lazy part is asked for by an effect after the island's first commit: the links must also have stayed
          // the same since the previous poll.
          const page = window as unknown as Record<string, unknown>;
          const settled = page[key] as WeakSet<Element> | undefined;
          const links = Array.from(document.querySelectorAll('link[rel=modulepreload], link[rel=preload]'));
          const before = page[`${key}:count`];
          page[`${key}:count`] = links.length;
          return before === links.length && links.every((l) => settled?.has(l));
        },
        SETTLED_PRELOADS,
        timeout,
      );
      return d.evaluate(
        () =>
          [
            ...new Set(
              Array.from(document.querySelectorAll('*'), (e) => e.localName).filter((n) => n.startsWith('sf-')),
            ),
          ].sort(),
        null,
      );
    },
    async login(email = 'buyer@example.com') {
      const status = await d.evaluate(
        (form) =>
          fetch(form.path, { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' }).then(
            (r) => r.status || (r.type === 'opaqueredirect' ? 303 : 0),
          ),
        { path: url('/login'), fields: { email, password: 'demo', returnUrl: '/' } },
      );
      if (status !== 303) throw new Error(`login failed: HTTP ${status}`);
    },
    sent: (pattern, method = 'POST') =>
      host.sent.filter((s) => s.method === method && pattern.test(s.url.split('?')[0] ?? '')),
    pick: (en, fr) => (o.lang === 'fr' ? fr : en),
    errors: () => [...d.engineErrors(), ...host.pageErrors],
    close: () => d.close(),
  };
}
