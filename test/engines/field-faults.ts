// What the shop sees in the field, in each engine: a chunk served with changed bytes, an add answered 500, in the
// wrong shape or never (the network dropped) each raise exactly one sf:error of its kind and widget, and the field
// report that reaches demo-host's collector carries it and nothing else (every byte sent is read here). A widget
// switched off, for one page or for the release, loads no code, and its page still works.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { REPORT_WAIT_MS } from '../../shared/loader/page-reports.ts';
import { SWITCHES_KEY } from '../../shared/loader/switches.ts';
import { type FailureEntry, reportBatch } from '../../shared/report/wire.ts';
import type { Flavour } from '../browser/support/session.ts';
import { callTo } from '../support/endpoints.ts';
import { tamperHome } from './dist-tamper.ts';
import { type Driver, type Engine, type EngineName, poll } from './driver.ts';
import { type Host, NO_LOADER, startHost } from './host.ts';
import { openShopper, type Shopper } from './shopper.ts';

const root = join(import.meta.dirname, '../..');
const VERSION = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
/** What a shopper types into the delivery-sector check: it must never leave the page in a report. */
const POSTAL_CODE = 'h2x-1y4';
const detail = 'article.sf-product-detail .sf-add-to-cart';
const sector = 'dialog.sf-engine-dialog--sector';
/** The home page's own family: the widgets whose graph holds its chunk (tools/build/chunk-plan.mjs FAMILIES). */
const HOME: unknown[] = ['sf-home-carousel', 'sf-async-section'];

/** The add's faults (demo-host's fault switch, README "Fault switch"), each once, the flavours taken in turn. */
const ADD_FAULTS = [
  { fault: '500', flavour: 'react', expected: { kind: 'endpoint', status: 500 } },
  { fault: 'html-instead-of-json', flavour: 'preact', expected: { kind: 'reply' } },
  { fault: 'drop', flavour: 'react', expected: { kind: 'endpoint', status: 0 } },
] as const satisfies readonly { fault: string; flavour: Flavour; expected: Partial<FailureEntry> }[];

/**
 * A page asked with `sf-engines-off=<names>` carries `<meta name="sf-off" content="<names>">`, as its author wrote it,
 * and, as the author's layout leaves out the preload lines of a widget it switches off (docs/integrating.md §9), no
 * line of those widgets' own chunks (a tag's family: `sf-listing` → `chunks/listing-…`).
 */
const OFF_PARAM = 'sf-engines-off';
/** Writes a page's `<meta name="sf-off">` where its query asks for one, and leaves out those widgets' lines. */
function switchablePages(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const off = new URL(req.url, 'http://host').searchParams.get(OFF_PARAM)?.replace(/[^\w -]/g, '');
    const at = '<meta charset="utf-8">';
    if (!off || typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html'))
      return payload;
    const families = off.split(/\s+/).map((name) => name.replace(/^sf-/, ''));
    const ownLine = new RegExp(
      `\\n<link rel="preload"[^>]* href="[^"]*/chunks/(?:${families.join('|')})-[A-Z0-9]+\\.js">`,
      'g',
    );
    return payload.replace(at, `${at}<meta name="sf-off" content="${off}">`).replace(ownLine, '');
  });
}

/** The listing's own chunk (tools/build/chunk-plan.mjs: the listing has its family to itself). */
const LISTING_CHUNK = /^\/dist\/[a-z]+\/chunks\/listing-[A-Z0-9]+\.js$/;
const listed = 'sf-listing li.sf-product .sf-add-to-cart';
const cartCount = 'sf-cart-summary:not([data-for-quote="true" i]) .sf-cart-summary__count';

/**
 * The category page with the listing switched off: no listing code asked for, no failure raised, and the page
 * works as the server wrote it: an add from the listing's own markup (the add behaviour is on) reaches the cart.
 */
async function listingOffAndPageWorks(s: Shopper, host: Host, page: string): Promise<void> {
  await s.goto(page);
  await s.islands(15_000, ['sf-listing']);
  expect(await s.d.evaluate(() => customElements.get('sf-listing') === undefined, null)).toBe(true);
  // Every file the page loaded, from the network or the HTTP cache (Resource Timing lists both).
  const files = await s.d.evaluate(
    () => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    null,
  );
  expect(files.filter((file) => LISTING_CHUNK.test(file))).toEqual([]);
  expect(files.filter((file) => file.includes('/chunks/')).length).toBeGreaterThan(0);
  await s.d.fill(`${listed} .sf-qty`, '2');
  await s.d.click(`${listed} [data-sf-add="cart"]`);
  await s.d.waitFor(`${sector} input[name=postalCode]`);
  await s.d.fill(`${sector} input[name=postalCode]`, POSTAL_CODE);
  await s.d.click(`${sector} button[type=submit]`);
  await poll(async () => s.sent(callTo('addProducts')).length === 1, 'the add from the listing’s server markup');
  await s.d.waitForFunction((count) => /[1-9]/.test(document.querySelector(count)?.textContent ?? ''), cartCount);
  expect(host.failures, 'failures raised').toEqual([]);
}

/**
 * Leaves the page (its pagehide sends what the reporter holds) for one without the bundle, then waits until a
 * batch has reached the collector and no other comes.
 */
async function leaveAndCollect(d: Driver, host: Host): Promise<void> {
  await d.goto(`${host.baseUrl}/login?${NO_LOADER}=1`);
  await poll(async () => host.fieldReports.length > 0, 'a field report at the collector', 15_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/**
 * Every byte the collector received, read: each body is the compact JSON of a batch the wire accepts (nothing beside
 * it), answered 204; together they carry exactly `failures`, for this release and page type, and vitals that name
 * only widgets. Nothing the shopper typed or the page's query is in any of them.
 */
function readReports(host: Host, o: { flavour: Flavour; page: string; failures: FailureEntry[] }): void {
  expect(host.fieldReports.map((r) => r.status)).toEqual(host.fieldReports.map(() => 204));
  const batches = host.fieldReports.map(({ body }) => {
    const parsed: unknown = JSON.parse(body);
    expect(JSON.stringify(parsed), 'the body is the batch and nothing else').toBe(body);
    return v.parse(reportBatch, parsed);
  });
  for (const batch of batches) {
    expect(batch).toMatchObject({ v: 1, release: `${VERSION} ${o.flavour}`, page: o.page });
    for (const vital of batch.vitals) {
      if (vital.widget !== undefined) expect(vital.widget).toMatch(/^sf-[a-z-]+$|^page$/);
      if (vital.script !== undefined) expect(vital.script).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  }
  expect(batches.flatMap((b) => b.failures)).toEqual(o.failures);
  const sent = host.fieldReports.map((r) => r.body).join('\n');
  expect(sent.toLowerCase()).not.toContain(POSTAL_CODE.slice(0, 3));
  expect(sent).not.toMatch(/[?#]|@|sfsid|sffault|culture/i);
}

export function defineFieldFaultTests(name: EngineName, launch: () => Promise<Engine>): void {
  let engine: Engine;
  let host: Host;
  let tampered: Host;
  let current: Shopper | undefined;

  beforeAll(async () => {
    [host, tampered, engine] = await Promise.all([
      startHost(undefined, switchablePages, { faults: true }),
      startHost(tamperHome),
      launch(),
    ]);
  }, 120_000);
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  afterAll(async () => {
    await engine?.close();
    await Promise.all([host, tampered].map((h) => h?.close()));
  });

  /** A shopper whose pages opt in to the field reports (demo-host's `?report=1`, kept for the next pages). */
  const reportingShopper = async (on: Host, flavour: Flavour) => {
    current = await openShopper(engine, on, { flavour, lang: 'en' });
    await current.d.goto(`${on.baseUrl}/login?report=1&${NO_LOADER}=1`);
    on.clear();
    return current;
  };

  describe(`${name} – field faults and switches`, () => {
    it('a chunk served with changed bytes: one sf:error (integrity, its widget), and the report carries it', async () => {
      const flavour = 'preact';
      const s = await reportingShopper(tampered, flavour);
      await s.goto('/');
      await poll(async () => tampered.failures.length > 0, 'the integrity failure');
      // Firefox and WebKit raise the loader's failures after REPORT_WAIT_MS: a second one would have come by now.
      await new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS + 500));
      const { path, widget } = tampered.failures[0] ?? {};
      expect(path).toMatch(new RegExp(`^/dist/${flavour}/chunks/home-[A-Z0-9]+\\.js$`));
      // The chunk is checked once for the page, for the first of its widgets to ask for it.
      expect(HOME).toContain(widget);
      expect(tampered.failures).toEqual([
        {
          kind: 'integrity',
          widget,
          message: expect.stringContaining('did not match its integrity'),
          path,
          release: `${VERSION} ${flavour}`,
          count: 1,
        },
      ]);
      await leaveAndCollect(s.d, tampered);
      readReports(tampered, {
        flavour,
        page: 'home',
        failures: [{ kind: 'integrity', widget: widget as string, path: path as string, count: 1 }],
      });
    });

    it.each(ADD_FAULTS)(
      'an add answered "$fault" ($flavour): one sf:error ($expected.kind), and the report carries it',
      async ({ fault, flavour, expected }) => {
        const s = await reportingShopper(host, flavour);
        const faultSet = await s.d.evaluate(
          (form) => fetch('/__fault', { method: 'POST', body: new URLSearchParams(form) }).then((r) => r.status),
          { mode: fault, path: ENDPOINTS.addProducts.path },
        );
        expect(faultSet).toBe(200);
        await s.goto('/product/PAP-0001');
        await s.islands();
        await s.d.fill(`${detail} .sf-qty`, '2');
        await s.d.click(`${detail} [data-sf-add="cart"]`);
        await s.d.waitFor(`${sector} input[name=postalCode]`);
        await s.d.fill(`${sector} input[name=postalCode]`, POSTAL_CODE);
        await s.d.click(`${sector} button[type=submit]`);
        await poll(async () => host.failures.length > 0, 'the add’s failure');
        await s.d.waitForFunction(
          (add) => document.querySelector(add)?.getAttribute('aria-busy') !== 'true',
          `${detail} [data-sf-add="cart"]`,
        );
        const entry = { ...expected, widget: 'add-to-cart', path: ENDPOINTS.addProducts.path };
        expect(host.failures).toEqual([
          { ...entry, message: expect.any(String), release: `${VERSION} ${flavour}`, count: 1 },
        ]);
        await leaveAndCollect(s.d, host);
        readReports(host, { flavour, page: 'product', failures: [{ ...entry, count: 1 }] });
      },
    );

    it('a widget switched off by <meta name="sf-off"> loads no code, and its page works as the server wrote it', async () => {
      const s = await reportingShopper(host, 'preact');
      await listingOffAndPageWorks(s, host, `/category/1?${OFF_PARAM}=sf-listing`);
    });

    it('a widget switched off for the release (switches.json) is off from the next page on (the loader asks for the file once a page has loaded)', async () => {
      const s = await reportingShopper(host, 'react');
      const flipped = await s.d.evaluate(
        (off) => fetch('/__switches', { method: 'POST', body: new URLSearchParams({ off }) }).then((r) => r.json()),
        'sf-listing',
      );
      expect(flipped).toEqual({ off: ['sf-listing'] });
      try {
        // The first page of this browser has no copy yet, and asks for none before its widgets: the loader asks for
        // the release's switches once the page has loaded, and keeps them.
        await s.goto('/');
        await s.islands();
        await s.d.waitForFunction((key) => localStorage.getItem(key)?.includes('sf-listing'), SWITCHES_KEY);
        expect(s.sent(/^\/switches\.json$/, 'GET')).toHaveLength(1);
        await listingOffAndPageWorks(s, host, '/category/1');
      } finally {
        await s.d.evaluate(
          () => fetch('/__switches', { method: 'POST', body: new URLSearchParams({ off: '' }) }).then((r) => r.status),
          null,
        );
      }
    });
  });
}
