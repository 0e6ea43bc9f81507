// Security in Chromium: the sanitiser and URL guard fuzzed where the browser parses, the login redirect, bfcache restore,
// server HTML in the fee popover, the configurator frame's sandbox and polling (paused clock), the portal's noopener.

import fc from 'fast-check';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { FUZZ_SEED, hostileHtml, hostileUrl, mixedUrl } from '../support/bypass-shapes.ts';
import { callTo } from '../support/endpoints.ts';
import { addFromSection, detailSection, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { advance, installClock, letEffectsRun } from './support/clock.ts';
import { DIAGONAL } from './support/matrix.ts';
import { openSecurityPage, type SecurityWindow } from './support/security.ts';
import type { Session } from './support/session.ts';
import { alertRegion, REQUEST_ERROR, waitForStatusText } from './support/status-bar.ts';

const shop = connectShop();
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);
const REFUSED = { en: /tried to send you to another site/, fr: /tenté de vous envoyer vers un autre site/ } as const;

describe('sanitiser and URL guard, as Chromium parses', () => {
  it('unwraps sf-* tags that act, keeps data-* and the legacy attributes; removes what runs or loads, and names the source', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    await openSecurityPage(s.page, shop.baseUrl);
    const warnings: string[] = [];
    s.page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    // The paths go in as an argument: the function runs in the page, where the table is not in scope.
    const result = await s.page.evaluate(
      ({ logout, asyncRender }) => {
        const api = (window as unknown as SecurityWindow).__sfSecurity;
        const target = document.getElementById('fuzz') as HTMLElement;
        api.insertHtml(
          target,
          `<sf-async-section data-ajax-url="${logout}"><div class="sf-add-to-cart" data-sf-add-scope="" data-async-load-handle-id="7"><input class="sf-qty" productcode="PAP-1" minqty="2" iduom="3" data-price="1.5"><button type="button" class="sf-ehf-trigger" product-url="/product/PAP-1" productid="1">EHF</button></div></sf-async-section>` +
            '<p onclick="window.__pwned=5">p</p><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/"><link rel=stylesheet href="https://evil.example/x.css"><iframe src="/"></iframe><object data="/x"></object><embed src="/x"><form action="https://evil.example/"><button product-url="javascript:window.__pwned=4">x</button></form>' +
            '<svg><script>window.__pwned=1</script><foreignObject><img src=x onerror="window.__pwned=2"></foreignObject></svg>' +
            // Unclosed on purpose (a known mXSS shape): everything after it parses inside <math> and goes with it.
            '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=3">',
          'replace',
          asyncRender,
        );
        return {
          problems: api.problemsIn(target),
          mounted: target.querySelector('sf-async-section') !== null,
          handle: target.querySelector('.sf-add-to-cart')?.getAttribute('data-async-load-handle-id'),
          qty: ['productcode', 'minqty', 'iduom', 'data-price'].map((a) =>
            target.querySelector('.sf-qty')?.getAttribute(a),
          ),
          productUrl: target.querySelector('.sf-ehf-trigger')?.getAttribute('product-url'),
          formAction: target.querySelector('form')?.hasAttribute('action'),
          gone: ['script', 'svg', 'math', 'style', 'base', 'meta', 'link', 'iframe', 'object', 'embed'].filter((t) =>
            document.querySelector(`#fuzz ${t}`),
          ),
          baseURI: document.baseURI,
        };
      },
      { logout: ENDPOINTS.logout.path, asyncRender: ENDPOINTS.asyncRender.path },
    );
    expect(result).toEqual({
      problems: [],
      mounted: false,
      handle: '7',
      qty: ['PAP-1', '2', '3', '1.5'],
      productUrl: '/product/PAP-1',
      formAction: false,
      gone: [],
      baseURI: `${shop.baseUrl}/__security`,
    });
    // Once as the page's failure (sf:error, kind sanitised: the names of what went, never its text), once as the
    // scripts' own warning naming where the fragment came from.
    expect(warnings).toEqual([
      expect.stringMatching(
        /^\[storefront\] page: server HTML trimmed by the sanitiser: elements removed: .*\biframe\b.*; elements unwrapped: sf-async-section; attributes removed: .*\bonclick\b/,
      ),
      expect.stringMatching(
        new RegExp(`removed 1 <script> element and 1 inline event handler.*${ENDPOINTS.asyncRender.path}`),
      ),
    ]);
    expect(await pwned(s.page)).toBe(0);
    // DOM clobbering is judged against an empty document: a name already used on the page (named access makes it a
    // document property) is kept the second time, a built-in one (cookie) never.
    const names = await s.page.evaluate(() => {
      const api = (window as unknown as SecurityWindow).__sfSecurity;
      const target = document.getElementById('fuzz') as HTMLElement;
      api.insertHtml(target, '<form name="sf-quick-add"></form>');
      const before = 'sf-quick-add' in document;
      const again = document.createElement('div');
      api.insertHtml(again, '<form name="sf-quick-add"></form><img name="cookie">');
      return {
        before,
        kept: again.querySelector('form')?.getAttribute('name'),
        cookie: again.querySelector('img')?.hasAttribute('name'),
      };
    });
    expect(names).toEqual({ before: true, kept: 'sf-quick-add', cookie: false });
  });

  // A form's named controls shadow its own DOM properties ([LegacyOverrideBuiltIns]), in the inert template too: a walk
  // that read form.childNodes or form.attributes would judge nothing inside or on the form.
  it.each([
    'childNodes',
    'attributes',
    'localName',
    'namespaceURI',
    'nodeType',
    'parentNode',
    'removeAttribute',
    'setAttribute',
    'replaceWith',
    'hasAttribute',
    'getAttribute',
    'firstChild',
    'nextSibling',
    'remove',
  ])(
    'a form control or image named %s turns nothing off: inside and on the form everything is judged',
    async (name) => {
      const s = await shop.session({ flavour: 'preact', lang: 'en' });
      s.guard.allow(/404 \(Not Found\)/);
      await openSecurityPage(s.page, shop.baseUrl);
      const result = await s.page.evaluate(
        ({ name, logout }) => {
          const api = (window as unknown as SecurityWindow).__sfSecurity;
          console.warn = () => {}; // the removed handlers are reported; expected here
          const shapes = [
            `<form><input name="${name}"><img src="/cdn/x.png" onload="window.__pwned=31"><sf-async-section data-ajax-url="${logout}" data-async-load-handle-id="1"></sf-async-section><meta http-equiv="refresh" content="0;url=https://evil.example/"><svg><style>x</style></svg></form>`,
            `<form action="https://evil.example/" onmouseover="window.__pwned=32" style="position:fixed;inset:0;z-index:2147483647"><button name="${name}">x</button><img src="x" onerror="window.__pwned=33"></form>`,
            `<form><select name="${name}"><option>a</option></select><textarea name="${name}"></textarea><img name="${name}" src="x" onerror="window.__pwned=34"></form><img name="${name}" src="x" onerror="window.__pwned=35"><form id="${name}"><object name="${name}"></object><output name="${name}"></output><fieldset name="${name}"><img src="x" onerror="window.__pwned=36"></fieldset></form>`,
          ];
          const target = document.getElementById('fuzz') as HTMLElement;
          return shapes.map((html) => {
            api.insertHtml(target, html);
            const offSite = Array.from(target.querySelectorAll('form')).filter((f) =>
              /evil/.test(f.getAttribute('action') ?? ''),
            ).length;
            return [
              ...api.problemsIn(target),
              ...(offSite ? ['off-site action'] : []),
              ...(target.querySelector('meta, svg, sf-async-section, [onload], [onerror], [onmouseover]')
                ? [`left: ${target.innerHTML}`]
                : []),
            ];
          });
        },
        { name, logout: ENDPOINTS.logout.path },
      );
      expect(result).toEqual([[], [], []]);
      expect(await pwned(s.page)).toBe(0);
      expect(await s.page.evaluate(() => document.baseURI)).toBe(`${shop.baseUrl}/__security`);
    },
  );

  it('fuzz: 2000 generated hostile fragments leave nothing that runs, loads off-site or clobbers, even re-parsed', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    // Sanitised fragments keep same-origin <img src="x">-like images: their 404s are expected.
    s.guard.allow(/404 \(Not Found\)/);
    await openSecurityPage(s.page, shop.baseUrl);
    let dialogs = 0;
    s.page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const inputs = fc.sample(
      fc.array(hostileHtml, { minLength: 1, maxLength: 4 }).map((p) => p.join('')),
      { seed: FUZZ_SEED, numRuns: 2000 },
    );
    let elements = 0;
    let parsedElements = 0;
    for (let i = 0; i < inputs.length; i += 250) {
      const batch = await s.page.evaluate(
        async (htmls) => {
          const api = (window as unknown as SecurityWindow).__sfSecurity;
          const target = document.getElementById('fuzz') as HTMLElement;
          const found: { html: string; problems: string[] }[] = [];
          let count = 0;
          let parsed = 0;
          console.warn = () => {}; // one "scripts removed" line per fragment is expected here
          for (const html of htmls) {
            const raw = document.createElement('template');
            raw.innerHTML = html;
            parsed += raw.content.querySelectorAll('*').length;
            api.insertHtml(target, html, 'replace', '/fuzz');
            count += target.querySelectorAll('*').length;
            const live = api.problemsIn(target);
            // Serialised and parsed again with no sanitiser at all: namespace tricks (mXSS) would show up here.
            const again = document.createElement('template');
            again.innerHTML = target.innerHTML;
            const reparsed = api.problemsIn(again.content).map((p) => `re-parsed: ${p}`);
            // Let every image that survived finish loading or failing before the next input replaces it.
            await Promise.all(
              Array.from(target.querySelectorAll('img'), (img) =>
                img.complete
                  ? null
                  : new Promise((done) => {
                      img.addEventListener('load', done);
                      img.addEventListener('error', done);
                    }),
              ),
            );
            if (live.length + reparsed.length) found.push({ html, problems: [...live, ...reparsed] });
          }
          return { found, count, parsed };
        },
        inputs.slice(i, i + 250),
      );
      expect(batch.found).toEqual([]);
      elements += batch.count;
      parsedElements += batch.parsed;
    }
    expect(dialogs).toBe(0);
    expect(await pwned(s.page)).toBe(0);
    console.info(
      `[security fuzz] Chromium sanitiser: ${inputs.length} fragments, ${parsedElements} elements parsed, ${elements} kept and checked`,
    );
    expect(parsedElements).toBeGreaterThan(2 * inputs.length); // the generator builds real trees, not only text
    expect(elements).toBeGreaterThan(inputs.length / 2); // and enough survives for the checks to bite
  });

  it('fuzz: 3000 hostile URLs refused, and 3000 mixed ones kept only when Chromium resolves them on this origin', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    await openSecurityPage(s.page, shop.baseUrl);
    const hostile = fc.sample(hostileUrl, { seed: FUZZ_SEED, numRuns: 3000 });
    const mixed = fc.sample(mixedUrl, { seed: FUZZ_SEED + 2, numRuns: 3000 });
    const result = await s.page.evaluate(
      ({ hostile, mixed }) => {
        const api = (window as unknown as SecurityWindow).__sfSecurity;
        const accepted = hostile.filter((raw) => api.toSameOriginUrl(raw) !== null);
        const link = document.createElement('a');
        let kept = 0;
        const wrong: string[] = [];
        for (const raw of mixed) {
          const url = api.toSameOriginUrl(raw);
          if (!url) continue;
          kept++;
          link.href = raw; // the browser's own resolution of the raw text, as a click would do
          if (link.origin !== location.origin || new URL(url.href).origin !== location.origin) wrong.push(raw);
        }
        return { accepted, kept, wrong };
      },
      { hostile, mixed },
    );
    expect(result.accepted).toEqual([]);
    expect(result.wrong).toEqual([]);
    console.info(
      `[security fuzz] Chromium URL guard: ${hostile.length} hostile refused; ${mixed.length} mixed, ${result.kept} kept`,
    );
    expect(result.kept).toBeGreaterThan(150);
    expect(result.kept).toBeLessThan(2850);
  });
});

describe.each(DIAGONAL)('security journeys – $flavour / $lang', ({ flavour, lang }) => {
  async function productPage(s: Session, path = '/product/PAP-0001'): Promise<string> {
    await s.canDeliver();
    await s.goto(path);
    await settled(s.page);
    return s.page.url();
  }

  it('a 401 whose login URL leaves the site (or runs script) is refused with a message; a same-origin one is followed', async () => {
    const s = await shop.session({ flavour, lang });
    s.guard.allow(/401 \(redirect_to_login|refused a redirect|Failed to load resource.*401/);
    const start = await productPage(s);
    let phrase = '';
    const cdp = await s.page.context().newCDPSession(s.page);
    cdp.on('Fetch.requestPaused', (event: { requestId: string }) => {
      void cdp.send('Fetch.fulfillRequest', {
        requestId: event.requestId,
        responseCode: 401,
        responsePhrase: phrase,
        responseHeaders: [{ name: 'Content-Type', value: 'text/plain' }],
        body: '',
      });
    });
    await cdp.send('Fetch.enable', {
      patterns: [{ urlPattern: `*${ENDPOINTS.addProducts.path}`, requestStage: 'Request' }],
    });
    for (const target of ['https://evil.example/login', '//evil.example/login', 'javascript:window.__pwned=7']) {
      phrase = `redirect_to_login:${target}`;
      await addFromSection(detailSection(s.page), '1');
      await waitForStatusText(s.page, REFUSED[lang]);
      expect(s.page.url(), target).toBe(start);
      await s.page.keyboard.press('Escape');
      await alertRegion(s.page).filter({ hasText: REFUSED[lang] }).waitFor({ state: 'detached' });
    }
    expect(await pwned(s.page)).toBe(0);
    // The same reply with a same-origin login page navigates: the refusals above are the guard, not a broken stub.
    phrase = 'redirect_to_login:/login';
    await addFromSection(detailSection(s.page), '1');
    await s.page.waitForURL((u) => u.pathname.endsWith('/login') && u.searchParams.has('returnUrl'));
  });

  it('after a back/forward-cache restore (pagehide, then pageshow) a failing call shows its error again', async () => {
    const s = await shop.session({ flavour, lang });
    s.guard.allow(/500 \(Internal Server Error\)/);
    await productPage(s);
    // Add calls are held, then answered 500 when the test says (a real HTTP reply through Chromium's network stack).
    const held: string[] = [];
    const cdp = await s.page.context().newCDPSession(s.page);
    cdp.on('Fetch.requestPaused', (event: { requestId: string }) => void held.push(event.requestId));
    await cdp.send('Fetch.enable', {
      patterns: [{ urlPattern: `*${ENDPOINTS.addProducts.path}`, requestStage: 'Request' }],
    });
    const fail = (requestId: string) =>
      cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 500, responseHeaders: [], body: '' });

    // Leaving with the call in flight: its failure is the browser cancelling it, so nothing is shown.
    await addFromSection(detailSection(s.page), '1');
    await expect.poll(() => held.length).toBe(1);
    await s.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    const failed = s.page.waitForResponse(callTo('addProducts'));
    await fail(held[0] ?? '');
    await failed;
    // The add button is busy until the flow has handled the reply (error shown or not).
    await expect.poll(() => detailSection(s.page).locator('[data-sf-add="cart"]').getAttribute('aria-busy')).toBeNull();
    expect(await alertRegion(s.page).filter({ hasText: REQUEST_ERROR[lang] }).count()).toBe(0);

    // Restored from the cache: the page is live again, and the next failure shows.
    await s.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await addFromSection(detailSection(s.page), '1');
    await expect.poll(() => held.length).toBe(2);
    await fail(held[1] ?? '');
    await waitForStatusText(s.page, REQUEST_ERROR[lang]);
  });

  it('fee popover: hostile server HTML is sanitised in place (an unknown sf-* unwrapped, data-* kept), the warning names its URL; a javascript: product-url gives no link', async () => {
    const s = await shop.session({ flavour, lang });
    const warnings: string[] = [];
    s.page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    s.guard.allowHandlersRefusedWhileParsing();
    await productPage(s);
    await s.page.route(callTo('productEhf'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<p class="fee">Fee <strong>1.50</strong></p><sf-fee-note><span data-note-id="9">note</span></sf-fee-note><script>window.__pwned=11</script><img src="/img/none.png" onerror="window.__pwned=12"><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/"><iframe src="/"></iframe><a href="javascript:window.__pwned=13">more</a><form action="https://evil.example/"><input name="q"></form>',
      }),
    );
    s.guard.allow(/404 \(Not Found\) \(http:\/\/[^)]+\/img\/none\.png\)$/);
    // Under demo-host's strict CSP the browser reports an inline handler it refused to run while this fragment is
    // handled, not yet traced to its element (an open finding); __pwned below still proves nothing ran.
    s.guard.allow(/Executing inline event handler violates the following Content Security Policy directive/);
    // A trigger as a page script (not the server) would add it: the popover's own guard handles its product-url.
    await s.page.evaluate(() => {
      const trigger = document.createElement('button');
      trigger.type = 'button';
      trigger.className = 'sf-ehf-trigger';
      trigger.setAttribute('productid', '1');
      trigger.setAttribute('product-url', ' javascript:window.__pwned=14');
      trigger.textContent = 'EHF';
      document.querySelector('main')?.append(trigger);
    });
    const trigger = s.page.locator('main > button.sf-ehf-trigger').last();
    await trigger.click();
    const body = s.page.locator('.sf-ehf-popover__body');
    await body.locator('p.fee').waitFor();
    expect(await body.locator('[data-note-id]').getAttribute('data-note-id')).toBe('9');
    expect(await body.locator('sf-fee-note').count()).toBe(0);
    expect(await body.locator('script, base, meta, iframe, [onerror], a[href]').count()).toBe(0);
    expect(await body.locator('form').getAttribute('action')).toBeNull();
    expect(await s.page.locator('a[href^="javascript"], .sf-ehf-popover__product').count()).toBe(0);
    expect(await s.page.evaluate(() => document.baseURI)).toBe(s.page.url());
    expect(
      warnings.some(
        (w) => /removed 1 <script> element and 1 inline event handler/.test(w) && w.includes(ENDPOINTS.productEhf.path),
      ),
    ).toBe(true);
    expect(await pwned(s.page)).toBe(0);
  });

  it('configurator: the frame never gets scripts with this origin, polling on a paused clock survives garbage and ends at the 5 s tick', async () => {
    const s = await shop.session({ flavour, lang });
    // Chromium reports each script the sandbox stops in the frame (the injected one below, and the test harness's init
    // scripts): expected here, and at least one must be reported (none would mean the frame runs scripts).
    s.guard.allow(
      /Blocked script execution in '[^']*\/provider\/easyprint[^']*' because the document's frame is sandboxed/,
    );
    await s.canDeliver();
    // The provider page as demo-host serves it, plus a script that would lift the sandbox and reach this page.
    await s.page.route(/\/provider\/easyprint\?/, async (route) => {
      const real = await route.fetch();
      const breakout =
        '<script>try { frameElement.removeAttribute("sandbox"); } catch (e) {} try { top.__pwned = 21; parent.document.title = "escaped"; } catch (e) {}</script>';
      await route.fulfill({ response: real, body: (await real.text()).replace('</body>', `${breakout}</body>`) });
    });
    await installClock(s.page);
    await s.goto('/product/CUS-0001');
    await settled(s.page);
    await letEffectsRun(s.page);
    const title = await s.page.title();
    await addFromSection(detailSection(s.page), '1');
    // The add is sent after the frame that shows the button busy: the paused clock holds that frame back too.
    await letEffectsRun(s.page);
    const frameElement = s.page.locator('iframe.sf-configurator-frame');
    // Attached means the 5 s interval exists (it is set just before the frame is shown): time counts from here.
    await frameElement.waitFor({ state: 'attached' });
    await letEffectsRun(s.page); // 100 ms: the dialog opens
    await frameElement.waitFor({ state: 'visible' });
    const frame = await waitForFrame(s.page, /\/provider\/easyprint\?/);
    await frame.locator('form').waitFor();
    expect((await frameElement.getAttribute('sandbox'))?.split(/\s+/).sort()).toEqual([
      'allow-forms',
      'allow-same-origin',
    ]);
    expect(await s.page.title()).toBe(title);
    expect(await pwned(s.page)).toBe(0);
    await expect
      .poll(() =>
        s.guard.consoleErrors.some((e) => /Blocked script execution in '[^']*\/provider\/easyprint\?/.test(e)),
      )
      .toBe(true);

    // A malformed FinishDoc value (another script's) is read at the 5, 10 and 15 s ticks without an exception
    // (the guard fails the test on any page error): the dialog stays and polling goes on.
    await s.page.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the test plants a raw malformed value.
      document.cookie = 'easyprintFinishDoc=%E0%A4%A; path=/';
    });
    await advance(s.page, 15_000 - 100);
    expect(await frameElement.isVisible()).toBe(true);

    // The provider's answer arrives as a Set-Cookie on its own form post: it works from the opaque-origin frame.
    await frame.locator('button[value="finish"]').click();
    await frame.locator('form').waitFor({ state: 'detached' });
    await expect.poll(() => s.page.evaluate(() => document.cookie)).toMatch(/(^|; )easyprintFinishDoc=1(;|$)/);
    await advance(s.page, 4_999); // 1 ms before the 20 s tick: nothing yet
    expect(await frameElement.isVisible()).toBe(true);
    await advance(s.page, 1);
    await letEffectsRun(s.page);
    await frameElement.waitFor({ state: 'detached' });
  });

  it('provider B portal opens in a new tab that has no handle on this page (noopener, noreferrer)', async () => {
    const s = await shop.session({ flavour, lang });
    await productPage(s, '/product/FUR-0166');
    const popupPromise = s.context.waitForEvent('page');
    await s.page.locator('[data-sf-configurator-portal]').first().click();
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toBe('/provider/deskdesign/portal');
    expect(await popup.evaluate(() => ({ opener: window.opener === null, referrer: document.referrer }))).toEqual({
      opener: true,
      referrer: '',
    });
    await popup.close();
  });
});

async function waitForFrame(page: Page, url: RegExp): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => url.test(f.url()))).toBe(true);
  const frame = page.frames().find((f) => url.test(f.url()));
  if (!frame) throw new Error(`no frame at ${url}`);
  return frame;
}
