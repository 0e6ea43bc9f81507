// Connects a test file to the one shared Chromium and gives each test a fresh context (cookies, cart session) and a guarded page.
import { type Browser, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type Guard, guardPage } from './guard.ts';
import './provided.ts';
import { createSession, type Session, type SessionOptions } from './session.ts';

export interface Shop {
  /** Opens a new isolated browser context and page; closed (and its guard checked) after the test. */
  session(options: SessionOptions): Promise<Session>;
  readonly baseUrl: string;
}

export function connectShop(): Shop {
  let browser: Browser | undefined;
  const open: { session: Session; guard: Guard }[] = [];
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterEach(async () => {
    const opened = open.splice(0);
    const problems: string[] = [];
    for (const { session, guard } of opened) {
      problems.push(...(await guard.unexpected()));
      await session.context.close().catch(() => undefined);
    }
    if (problems.length) throw new Error(`Unexpected browser errors:\n- ${problems.join('\n- ')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl,
    async session(options) {
      if (!browser) throw new Error('browser not connected');
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1280, height: 900 },
        locale: options.lang === 'fr' ? 'fr-CA' : 'en-CA',
        // A document a test rewrites (route.fulfill) has no address, so Chromium's Local Network Access counts it
        // public and blocks demo-host's image origin on loopback (demo-host README "Images on a second origin").
        permissions: ['local-network-access'],
      });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      const guard = await guardPage(page);
      const session = await createSession(context, page, guard, baseUrl, options);
      open.push({ session, guard });
      return session;
    },
  };
}
