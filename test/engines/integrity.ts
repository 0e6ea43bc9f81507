// A chunk changed after the build (one byte, same name) is refused: one console error naming it, its widgets left
// undefined with their server markup working, the others defined; the untouched build loads with no error. A chunk
// that comes late loses no click the shopper made before it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { REPORT_WAIT_MS } from '../../shared/loader/page-reports.ts';
import type { Flavour } from '../browser/support/session.ts';
import { everyIslandTakenOver } from '../browser/support/widgets.ts';
import { callTo } from '../support/endpoints.ts';
import { homeChunk, serveInstead, tamperHome } from './dist-tamper.ts';
import { type Driver, type Engine, type EngineName, poll } from './driver.ts';
import { type Host, startHost } from './host.ts';

const FLAVOURS: readonly Flavour[] = ['preact', 'react'];
/** The home page's own family: only its widgets import its chunk (tools/build/chunk-plan.mjs FAMILIES). */
const HOME = ['sf-home-carousel', 'sf-async-section'];
/** The page chrome, whose graphs do not hold the home family's chunk. */
const OTHERS = ['sf-header', 'sf-status-bar', 'sf-cart-summary'];

/** The mega menu's panel chunk of a flavour: a part the header imports lazily (widgets/header/lazy-parts.ts). */
function panelChunk(distDir: string, flavour: Flavour): string {
  const listed = JSON.parse(readFileSync(join(distDir, flavour, 'integrity.json'), 'utf8')) as Record<string, string>;
  const file = Object.keys(listed).find((f) => /^chunks\/BigMenuPanel-[A-Z0-9]+\.js$/.test(f));
  if (!file) throw new Error(`dist/${flavour}/integrity.json lists no chunks/BigMenuPanel-*.js`);
  return file;
}

/** Run by the changed panel chunk if it ever ran: what tells "refused" from "ran, then failed". */
const RAN = 'sfChangedPanelRan';

/**
 * Appends a statement to each flavour's panel chunk in the host's copy (valid JavaScript that marks the window if it
 * ever runs), with its .br and .gz made again from the new bytes.
 */
function tamperPanel(distDir: string): void {
  for (const flavour of FLAVOURS) {
    const path = join(distDir, flavour, panelChunk(distDir, flavour));
    serveInstead(path, Buffer.concat([readFileSync(path), Buffer.from(`\nglobalThis.${RAN}=true;\n`)]));
  }
}

/** Run by the CDN's changed copy of the home chunk if it ever ran. */
const HOME_RAN = 'sfChangedHomeRan';
/** How the engine asked for the home chunk (each request's Sec-Fetch-Dest), oldest first. */
const homeAskedAs: string[] = [];

/**
 * A CDN (or anything in front of it) that tells the loader's check from the page's own request: the home chunk
 * changed (a statement that marks the window) for `Sec-Fetch-Dest: script` (a modulepreload, a module script, an
 * import), as built for any other (a fetch), never cached, so each request gets its own answer.
 */
function serveHomeByDest(app: FastifyInstance, distDir: string): void {
  const chunks = new Map(
    FLAVOURS.map((flavour) => {
      const file = homeChunk(distDir, flavour);
      const built = readFileSync(join(distDir, flavour, file));
      return [`/dist/${flavour}/${file}`, Buffer.concat([built, Buffer.from(`\nglobalThis.${HOME_RAN}=true;\n`)])];
    }),
  );
  app.addHook('onRequest', async (req, reply) => {
    const changed = chunks.get(req.url);
    if (!changed) return;
    const dest = String(req.headers['sec-fetch-dest'] ?? 'none');
    homeAskedAs.push(dest);
    reply.header('cache-control', 'no-store').header('vary', 'Sec-Fetch-Dest');
    if (dest === 'script') return reply.type('text/javascript').send(changed);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (chunks.has(req.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** Each chunk URL the slow CDN was asked for, with how many times. */
const chunkAsked = new Map<string, number>();
/** How late the slow CDN answers a chunk: the loader asks for it while the page's preload line still waits. */
const SLOW_CHUNK_MS = 1500;

/** A CDN that answers every chunk late, counting the requests that reach it (a copy from the HTTP cache does not). */
function serveChunksLate(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0] ?? '';
    if (!/^\/dist\/[a-z]+\/chunks\//.test(path)) return;
    chunkAsked.set(path, (chunkAsked.get(path) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, SLOW_CHUNK_MS));
  });
}

/** How late the legacy server answers the home page's async sections, whose products bring add buttons. */
const LATE_SECTIONS_MS = 1500;
/** How late the CDN answers the add engine's own chunk: long after the shopper's click. */
/** How long the add engine's chunk waits at most once the test lets it go (it is held until then). */
const LATE_ADD_MS = 4000;

/**
 * The add engine's chunk (a family of its own: tools/build/chunk-plan.mjs) is held back until the test lets it go:
 * the page's preload line asks for it with the HTML, so a fixed delay from that request could end before the shopper
 * gets to the button. Each test holds it again.
 */
const addGate = { release: () => {}, held: Promise.resolve() };
const holdAdd = () => {
  addGate.held = new Promise<void>((resolve) => {
    addGate.release = resolve;
  });
};

/**
 * The home page's async sections come once the page has loaded (a WebDriver waits for a page's load event, and
 * WebKit's checked module scripts hold it back), and the add engine's chunk once the test lets it go.
 */
function serveAddLate(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith(ENDPOINTS.asyncRender.path))
      await new Promise((resolve) => setTimeout(resolve, LATE_SECTIONS_MS));
    else if (/^\/dist\/[a-z]+\/chunks\/add-to-cart-[A-Z0-9]+\.js/.test(req.url)) await addGate.held;
  });
}

/** Whether the add engine's chunk is in: Resource Timing lists a file once its response has ended. */
const addChunkIn = (d: Driver) =>
  d.evaluate(
    () => performance.getEntriesByType('resource').some((e) => /\/chunks\/add-to-cart-[A-Z0-9]+\.js/.test(e.name)),
    null,
  );

/** The first mega menu item's toggle, and a link of its panel once the panel has rendered. */
const MENU_TOGGLE = 'sf-header .sf-bigmenu__item:first-child .sf-bigmenu__toggle';
const MENU_PANEL_LINK = 'sf-header .sf-bigmenu__item:first-child .sf-bigmenu__panel a';

/** An `integrity` value, as tools/build/integrity.mjs writes it. */
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The chunk paths the page's preload lines name (plain script preloads, one set for every engine), from its HTML as
 * the server wrote it: the loader's own links, added later, are not lines.
 */
const preloadLinesOf = (d: Driver) =>
  d.evaluate(
    () =>
      fetch(location.href)
        .then((response) => response.text())
        .then((page) =>
          Array.from(
            page.matchAll(/<link rel="preload" as="script" crossorigin="anonymous" integrity="[^"]+" href="([^"]+)">/g),
            ([, href]) => href ?? '',
          ),
        ),
    null,
  );

const defined = (d: Driver, tags: string[]) =>
  d.evaluate((names) => names.filter((n) => customElements.get(n) !== undefined), tags);

export function defineIntegrityTests(name: EngineName, launch: () => Promise<Engine>): void {
  let engine: Engine;
  let clean: Host;
  let tampered: Host;
  let panelTampered: Host;
  let destVaried: Host;
  let lateDestVaried: Host;
  let slow: Host;
  let addLate: Host;
  let current: Driver | undefined;

  beforeAll(async () => {
    [clean, tampered, panelTampered, destVaried, lateDestVaried, slow, addLate, engine] = await Promise.all([
      startHost(),
      startHost(tamperHome),
      startHost(tamperPanel),
      startHost(undefined, serveHomeByDest),
      // The line's request still on its way when the loader imports: the import waits for that request's verdict.
      startHost(undefined, (app, distDir) => {
        serveChunksLate(app);
        serveHomeByDest(app, distDir);
      }),
      startHost(undefined, serveChunksLate),
      startHost(undefined, serveAddLate),
      launch(),
    ]);
  }, 120_000);
  /**
   * The home page in a fresh page, its flavour asked in its URL: its first page, so every error reported is its own
   * (a shopper's login page would load the bundle first).
   */
  const home = async (host: Host, flavour: Flavour, query = '') => {
    host.clear();
    const d = await engine.newPage({ lang: 'en' });
    current = d;
    await d.goto(`${host.baseUrl}/?flavour=${flavour}${query}`);
    const src = await d.evaluate(
      () => document.querySelector('script[type=module][src*="storefront.js"]')?.getAttribute('src') ?? null,
      null,
    );
    expect(src).toBe(`/dist/${flavour}/storefront.js`);
    return d;
  };
  afterEach(async () => {
    addGate.release();
    await current?.close();
    current = undefined;
  });
  afterAll(async () => {
    await engine?.close();
    await Promise.all(
      [clean, tampered, panelTampered, destVaried, lateDestVaried, slow, addLate].map((host) => host?.close()),
    );
  });

  describe.each(FLAVOURS)(`${name} – integrity / %s`, (flavour) => {
    it('the build as shipped: every widget defined, no error', async () => {
      const d = await home(clean, flavour);
      await d.waitForFunction(everyIslandTakenOver, null, 15_000);
      expect(await defined(d, [...HOME, ...OTHERS])).toEqual([...HOME, ...OTHERS]);
      // The Trusted Types policy the loader may create (WebKit's module scripts) stays off the page's global.
      expect(await d.evaluate(() => Symbol.for('storefront.trustedTypesPolicy') in globalThis, null)).toBe(false);
      // What tells the loader WebKit's check from the modulepreload's: JavaScriptCore's errors carry their own line.
      expect(await d.evaluate(() => Object.hasOwn(new Error(), 'line'), null)).toBe(name === 'webkit');
      // With the build's preload lines (the README's embed): the loader's check takes what they fetched.
      const chunk = homeChunk(clean.distDir, flavour);
      expect(await preloadLinesOf(d)).toContain(`/dist/${flavour}/${chunk}`);
      // A part imported lazily passes the same check: the mega menu's panel opens.
      await d.click(MENU_TOGGLE);
      await d.waitFor(MENU_PANEL_LINK);
      // Firefox and WebKit's loader errors wait REPORT_WAIT_MS (shared/loader/page-reports.ts): none may come late.
      if (name !== 'chromium') await new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS + 250));
      expect([...d.engineErrors(), ...clean.pageErrors]).toEqual([]);
    });

    it('with the build’s preload lines and a slow CDN, each chunk comes over the network once', async () => {
      chunkAsked.clear();
      const d = await home(slow, flavour);
      const lines = await preloadLinesOf(d);
      expect(lines).toContain(`/dist/${flavour}/${homeChunk(slow.distDir, flavour)}`);
      await d.waitForFunction(everyIslandTakenOver, null, 30_000);
      expect(await defined(d, [...HOME, ...OTHERS])).toEqual([...HOME, ...OTHERS]);
      // Every line's chunk was asked for, and no chunk twice: the loader's check took the line's download.
      expect(lines.filter((line) => !chunkAsked.has(line))).toEqual([]);
      expect([...chunkAsked].filter(([, times]) => times > 1)).toEqual([]);
      if (name !== 'chromium') await new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS + 250));
      expect([...d.engineErrors(), ...slow.pageErrors]).toEqual([]);
    });

    it('a chunk changed by one byte is refused: one error naming it, its widgets undefined, their server markup working', async () => {
      // The copy served differs from the build's by that one byte, so its sha384 is not the one the loader carries.
      const file = homeChunk(clean.distDir, flavour);
      const built = readFileSync(join(clean.distDir, flavour, file));
      const served = readFileSync(join(tampered.distDir, flavour, file));
      expect(built.length).toBe(served.length);
      expect(built.filter((byte, i) => byte !== served[i])).toHaveLength(1);
      expect(sri(served)).not.toBe(sri(built));

      const d = await home(tampered, flavour);
      // The other widgets of the page are defined: the page's wave has settled, the refused keys with it.
      await d.waitForFunction((tags) => tags.every((t) => customElements.get(t)), OTHERS);
      expect(await defined(d, HOME), 'widgets whose graph holds the changed chunk').toEqual([]);
      const url = `${tampered.baseUrl}/dist/${flavour}/${file}`;
      const loader = () => tampered.pageErrors.filter((e) => e.includes('[storefront]'));
      await poll(async () => loader().length > 0, 'the loader’s error');
      expect(loader()).toEqual([
        `console.error: [storefront] ${url} did not match its integrity ${sri(built)}: not run`,
      ]);
      // Beside it, only the engine's own report of that file's failed check (Chromium and Firefox log one per request).
      expect(d.engineErrors().filter((e) => !e.includes(file))).toEqual([]);

      // The carousel's server markup works as it came: its slides are links, and the first one leads to its page.
      const slide = 'sf-home-carousel li:first-child a[href]';
      const href = await d.evaluate((s) => document.querySelector(s)?.getAttribute('href') ?? null, slide);
      expect(href).toMatch(/^\/category\/\w+$/);
      await d.click(slide);
      await d.waitForFunction((path) => location.pathname === path && document.readyState === 'complete', href ?? '');
      // The listing does not use the home family's chunk: the category page's results are still its island.
      await d.waitForFunction(() => customElements.get('sf-listing') !== undefined, null);
      expect(await defined(d, HOME)).toEqual([]);
    });

    it.each([
      ['with the build’s preload lines in <head>', '', false],
      ['with them, answering late (the loader imports while the line still waits)', '', true],
      ['without them (`?preload=0`)', '&preload=0', false],
    ])(
      'a CDN answering the check and the page differently (by Sec-Fetch-Dest, no-store), %s: the changed copy never runs',
      async (_, query, late) => {
        homeAskedAs.length = 0;
        const host = late ? lateDestVaried : destVaried;
        const file = homeChunk(clean.distDir, flavour);
        const built = readFileSync(join(clean.distDir, flavour, file));
        const d = await home(host, flavour, query);
        expect((await preloadLinesOf(d)).includes(`/dist/${flavour}/${file}`)).toBe(query === '');
        await d.waitForFunction((tags) => tags.every((t) => customElements.get(t)), OTHERS);
        expect(await d.evaluate((mark) => mark in window, HOME_RAN), 'the changed copy ran').toBe(false);
        expect(await defined(d, HOME), 'widgets whose graph holds the changed chunk').toEqual([]);
        const url = `${host.baseUrl}/dist/${flavour}/${file}`;
        const loader = () => host.pageErrors.filter((e) => e.includes('[storefront]'));
        await poll(async () => loader().length > 0, 'the loader’s error');
        // The engine asked for it as a script (what the CDN answers with the changed copy), and was answered.
        expect(homeAskedAs).toContain('script');
        expect(loader()).toEqual([
          `console.error: [storefront] ${url} did not match its integrity ${sri(built)}: not run`,
        ]);
        expect(await d.evaluate((mark) => mark in window, HOME_RAN), 'the changed copy ran').toBe(false);
      },
    );

    it('an add asked for before its engine is in (a click, or Enter in the quantity): shown pending at once, then run once the engine arrives', async () => {
      const carousel = 'sf-async-section sf-product-carousel';
      const section = `${carousel} .sf-add-to-cart`;
      const add = `${section} [data-sf-add="cart"]`;
      holdAdd();
      // Without the preload lines: with them the engine's request starts with the HTML, and WebKit holds the page's
      // load event for a preload (its WebDriver's navigation waits for that event), so it could not be held past it.
      const d = await home(addLate, flavour, '&preload=0');
      await d.waitFor(add, 'visible', LATE_SECTIONS_MS + 10_000);
      // The section's carousel sleeps until it nears the viewport or a pointer comes over it (data-load-on): the
      // shopper's pointer wakes it, and it takes over its markup (moving it into its island) before the shopper types.
      // The pointer goes over the carousel's own element, which stays in place while its markup moves.
      await d.hover(carousel);
      await d.waitForFunction(
        (s) => document.querySelector(s)?.hasAttribute('data-sf-island') === true,
        carousel,
        15_000,
      );
      const code = await d.evaluate((s) => document.querySelector(s)?.getAttribute('productcode') ?? null, section);
      await d.fill(`${section} .sf-qty`, '2');
      expect(await addChunkIn(d), 'the engine’s chunk already in').toBe(false);
      // The shopper adds with the button (React) or with Enter in the quantity they typed (preact): both are kept.
      if (flavour === 'preact') await d.press('Enter');
      else await d.click(add);
      expect(await d.evaluate((s) => document.querySelector(s)?.getAttribute('aria-busy') ?? null, add)).toBe('true');
      expect(await addChunkIn(d), 'the engine’s chunk already in').toBe(false);
      addGate.release();
      // The engine runs the kept click as it comes: a guest's first add asks for the delivery sector.
      const sector = 'dialog.sf-engine-dialog--sector';
      await d.waitFor(`${sector} input[name=postalCode]`, 'visible', LATE_ADD_MS + 10_000);
      await d.fill(`${sector} input[name=postalCode]`, 'h2x-1y4');
      await d.click(`${sector} button[type=submit]`);
      const adds = () => addLate.sent.filter((c) => callTo('addProducts').test(c.url));
      await poll(async () => adds().length > 0, 'the add');
      expect(adds().map((c) => JSON.parse(c.form.products ?? '[]'))).toEqual([
        [expect.objectContaining({ ProductCode: code, Qty: 2 })],
      ]);
      await d.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-busy') !== 'true', add);
      if (name !== 'chromium') await new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS + 250));
      expect([...d.engineErrors(), ...addLate.pageErrors]).toEqual([]);
    });

    it('a lazily imported part changed after the build is refused: one error naming it, never run, the header working', async () => {
      const file = panelChunk(clean.distDir, flavour);
      const built = readFileSync(join(clean.distDir, flavour, file));
      expect(sri(readFileSync(join(panelTampered.distDir, flavour, file)))).not.toBe(sri(built));

      const d = await home(panelTampered, flavour);
      await d.waitForFunction(everyIslandTakenOver, null, 15_000);
      expect(await defined(d, [...HOME, ...OTHERS])).toEqual([...HOME, ...OTHERS]);
      await d.click(MENU_TOGGLE);
      const url = `${panelTampered.baseUrl}/dist/${flavour}/${file}`;
      const loader = () => panelTampered.pageErrors.filter((e) => e.includes('[storefront]'));
      await poll(async () => loader().length > 0, 'the loader’s error');
      expect(loader()).toEqual([
        `console.error: [storefront] ${url} did not match its integrity ${sri(built)}: not run`,
      ]);
      expect(await d.evaluate((name) => name in window, RAN)).toBe(false);
      expect(await d.evaluate((link) => document.querySelectorAll(link).length, MENU_PANEL_LINK)).toBe(0);
      // Beside it, on the page, only React's report of the refusal its error boundary caught, naming the part (the
      // recorder reads its text: Firefox's driver shows a logged Error object as "JSHandle@error").
      const part = 'widgets/header/menu/BigMenuPanel.tsx: a chunk it needs failed its integrity check, not run';
      expect(panelTampered.pageErrors.filter((e) => !e.includes(part) && !loader().includes(e))).toEqual([]);
      // The rest of the header is its island still: the category link beside the toggle is there to follow.
      expect(
        await d.evaluate(
          () => document.querySelector('sf-header .sf-bigmenu__item:first-child a[href]')?.getAttribute('href') ?? null,
          null,
        ),
      ).toBe('/category/1');
    });
  });
}
