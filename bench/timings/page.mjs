// One isolated page per measurement (fresh context, init script, CPU throttling) and its "interactive" wait.
import { initScript } from './instrument.mjs';

/** One isolated page: fresh context (empty cache, new session), the init script, CDP throttling, request log. */
export async function openPage(browser, origin, throttle, { cookies = [] } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const requests = [];
  page.on('request', (r) => requests.push({ url: r.url(), method: r.method(), at: Date.now() }));
  return { context, page, cdp, requests, close: () => context.close() };
}

export async function waitInteractive(page, timeout = 30_000) {
  try {
    await page.waitForFunction(() => window.__bench?.paintAt != null, null, { timeout, polling: 50 });
  } catch {
    const pending = await page
      .evaluate(() =>
        window.__bench?.loaderStart != null
          ? window.__bench.pending()
          : ['(the loader never started: is dist/ built?)'],
      )
      .catch((e) => [`? ${e.message}`]);
    throw new Error(
      `not interactive after ${timeout / 1000} s; not rendered: ${[...new Set(pending)].join(', ') || 'none'}`,
    );
  }
  return page.evaluate(() => {
    const B = window.__bench;
    return {
      loaderStart: B.loaderStart,
      ready: B.readyAt - B.loaderStart,
      interactive: B.paintAt - B.loaderStart,
      widgets: B.widgets.length,
      tags: Object.fromEntries(Object.entries(B.tagReadyAt).map(([k, v]) => [k, v - B.loaderStart])),
      defineAt: B.defineAt,
    };
  });
}
