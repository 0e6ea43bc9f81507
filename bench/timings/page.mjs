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
    await pageValue(page, 'window.__bench?.paintAt ?? null', { timeout });
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
  // Read the same way: Playwright's page.evaluate installs its own (smaller) script at its first call too.
  return pageValue(
    page,
    `(() => {
      const B = window.__bench;
      return {
        loaderStart: B.loaderStart,
        ready: B.readyAt - B.loaderStart,
        interactive: B.paintAt - B.loaderStart,
        widgets: B.widgets.length,
        tags: Object.fromEntries(Object.entries(B.tagReadyAt).map(([k, v]) => [k, v - B.loaderStart])),
        defineAt: B.defineAt,
      };
    })()`,
  );
}

const sessions = new WeakMap();

/**
 * A value of the page, read while the page is measured: a plain expression, evaluated by CDP every `polling` ms until
 * it is not null. Not Playwright's waitForFunction, which installs Playwright's own script in the page at its first
 * call (about 40 ms of main thread at 4× CPU): called once `goto` resolves, at the load event, that task fell inside
 * the split build's measured window (its load event comes before its islands' work) and after the one file's, so
 * the bench charged its own work to the split build (bench/README.md "What the bench itself runs in the page").
 */
export async function pageValue(page, expression, { timeout = 30_000, polling = 50 } = {}) {
  if (!sessions.has(page)) sessions.set(page, await page.context().newCDPSession(page));
  const cdp = sessions.get(page);
  const until = Date.now() + timeout;
  for (;;) {
    // A page between two documents has no context to evaluate in: asked again at the next poll.
    const reply = await cdp
      .send('Runtime.evaluate', { expression, returnByValue: true })
      .catch((error) => (/context/i.test(String(error?.message)) ? null : Promise.reject(error)));
    if (reply?.exceptionDetails)
      throw new Error(`${expression}: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`);
    if (reply?.result.value != null) return reply.result.value;
    if (Date.now() > until) throw new Error(`${expression}: still null after ${timeout / 1000} s`);
    await new Promise((done) => setTimeout(done, polling));
  }
}
