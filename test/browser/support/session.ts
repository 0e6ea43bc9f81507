// A shopper's browser session: flavour and language, page URLs, login, and a few page-level reads.
import type { BrowserContext, Page } from 'playwright-core';
import { type Call, recordCalls } from './calls.ts';
import type { Guard } from './guard.ts';

export type Flavour = 'preact' | 'react';
export type Lang = 'en' | 'fr';
export interface SessionOptions {
  flavour: Flavour;
  lang: Lang;
  site?: 'b2b' | 'b2c';
}

export interface Session {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly guard: Guard;
  readonly flavour: Flavour;
  readonly lang: Lang;
  /** `/cart` → `/fr/cart` in French. */
  url(path: string): string;
  /** Opens a host page in the session's language; waits for the loader script of the right flavour. */
  goto(path: string): Promise<void>;
  /** Logs in as a demo user through the real login form endpoint (shares the context's cookies). */
  login(email?: string): Promise<void>;
  /** Sets the CanDeliverToSector cookie, as after a passed delivery-sector check. */
  canDeliver(): Promise<void>;
  /** fetch() calls of page scripts whose URL matches, oldest first (bodies included). */
  calls(pattern: RegExp, method?: string): Call[];
  /** en/fr pick for assertions. */
  pick<T>(en: T, fr: T): T;
}

export async function createSession(
  context: BrowserContext,
  page: Page,
  guard: Guard,
  baseUrl: string,
  o: SessionOptions,
): Promise<Session> {
  // The flavour and site switches are cookies set by demo-host from ?flavour= / ?site=; setting them up front keeps URLs clean.
  await context.addCookies([
    { name: 'sfflavour', value: o.flavour, url: baseUrl },
    { name: 'sfsite', value: o.site ?? 'b2b', url: baseUrl },
  ]);
  const calls = await recordCalls(page);
  const url = (path: string) => (o.lang === 'fr' ? (path === '/' ? '/fr/' : `/fr${path}`) : path);
  return {
    context,
    page,
    guard,
    flavour: o.flavour,
    lang: o.lang,
    url,
    async goto(path) {
      const response = await page.goto(url(path), { waitUntil: 'load' });
      if (!response || response.status() >= 400) throw new Error(`GET ${url(path)} answered ${response?.status()}`);
      const src = await page.locator('script[type=module][src*="storefront.js"]').getAttribute('src');
      if (src !== `/dist/${o.flavour}/storefront.js`)
        throw new Error(`page loaded ${src}, expected the ${o.flavour} flavour`);
    },
    async login(email = 'buyer@example.com') {
      const res = await context.request.post(`${baseUrl}${url('/login')}`, {
        form: { email, password: 'demo', returnUrl: '/' },
        maxRedirects: 0,
      });
      if (res.status() !== 303) throw new Error(`login as ${email} failed: HTTP ${res.status()}`);
    },
    calls: (pattern, method = 'POST') => calls.filter((c) => c.method === method && pattern.test(c.url)),
    async canDeliver() {
      await context.addCookies([{ name: 'CanDeliverToSector', value: '1', url: baseUrl }]);
    },
    pick: (en, fr) => (o.lang === 'fr' ? fr : en),
  };
}
