// A shopper who leaves a page while its chunks are still coming in loses nothing: the next page's widgets and the
// page left, opened again, all come up, and the bundle reports no failure. What the engine logs of the bodies it cut
// short is its own: Firefox checks the integrity of what had arrived (with a plain script preload line, of nothing:
// the sha384 of an empty body), and names the chunk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_WAIT_MS } from '../../shared/loader/page-reports.ts';
import { type Engine, type EngineName, poll } from './driver.ts';
import { type Host, startHost } from './host.ts';
import { openShopper } from './shopper.ts';

/** How long the CDN holds the second half of a chunk the first time it is asked: the shopper leaves meanwhile. */
const HELD_MS = 4000;
/** The sha384 of an empty body, as Firefox's integrity message writes it. */
const EMPTY_SHA384 = 'OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';

/** What a CDN that holds chunks back saw: each chunk path asked for (how many times), held back, cut short. */
interface HoldingCdn {
  asked: Map<string, number>;
  /** The chunks whose first answer is still held back. */
  held: Set<string>;
  /** The chunks whose first answer the engine cut short (its connection closed before the body's end). */
  cut: Set<string>;
}

/**
 * A CDN that sends the first half of each chunk at once and the rest HELD_MS later, the first time it is asked and
 * until a body is cut short; later requests get the file as built. Caching as for any chunk (immutable), so a body
 * cut short that an engine kept would be served again. One per host: a host is an origin, so each test starts with
 * no chunk in the cache.
 */
function holdChunksOnce(cdn: HoldingCdn) {
  return (app: FastifyInstance, distDir: string): void => {
    app.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      if (!/^\/dist\/[a-z]+\/chunks\//.test(path)) return;
      const times = (cdn.asked.get(path) ?? 0) + 1;
      cdn.asked.set(path, times);
      // Once the shopper has left, the pages that follow are served as built: only the page left is held back.
      if (times > 1 || cdn.cut.size > 0) return;
      const bytes = readFileSync(join(distDir, path.slice('/dist/'.length)));
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
      });
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) cdn.cut.add(path);
      });
      reply.raw.write(bytes.subarray(0, bytes.length >> 1));
      cdn.held.add(path);
      setTimeout(() => {
        cdn.held.delete(path);
        if (!reply.raw.destroyed) reply.raw.end(bytes.subarray(bytes.length >> 1));
      }, HELD_MS);
    });
  };
}

/** A page asked with this parameter leaves for its value as soon as one of its chunks is held back. */
const LEAVE_TO = 'sf-engines-leave-to';
const LEAVE_SCRIPT = '/__engines/leave.js';
const HELD_PATH = '/__engines/held';

/**
 * The shopper's leave, from the page itself, as a link would: a WebDriver's own navigation or script may wait for
 * the page's load to end first (WebKit's does, and its checked module scripts hold that load back).
 */
function leaveOnceHeld(cdn: HoldingCdn) {
  return (app: FastifyInstance): void => {
    app.get(HELD_PATH, async (_req, reply) => reply.header('cache-control', 'no-store').send({ held: cdn.held.size }));
    app.get(LEAVE_SCRIPT, async (_req, reply) =>
      reply.type('text/javascript').send(`(async () => {
  const to = new URL(location.href).searchParams.get(${JSON.stringify(LEAVE_TO)});
  if (!to) return;
  const held = () => fetch(${JSON.stringify(HELD_PATH)}).then((r) => r.json()).then((o) => o.held > 0);
  while (!(await held())) await new Promise((resolve) => setTimeout(resolve, 25));
  location.assign(to);
})();`),
    );
    app.addHook('onSend', async (req, reply, payload) => {
      const asked = new URL(req.url, 'http://host').searchParams.has(LEAVE_TO);
      if (!asked || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      if (typeof payload !== 'string') return payload;
      return payload.replace('<meta charset="utf-8">', `<meta charset="utf-8"><script src="${LEAVE_SCRIPT}"></script>`);
    });
  };
}

/** An engine's own report of a chunk's integrity check on a body it cut short: the only error leaving may bring. */
const CUT_SHORT = /integrity attribute match the content of the subresource at “[^”]+\/dist\/preact\/chunks\//;

const CASES = [
  ['without the preload lines (`?preload=0`)', '?preload=0', false],
  ['the README’s embed (the build’s plain script preload lines, one set for every engine)', '', true],
] as const;

export function defineLeftMidLoadTests(name: EngineName, launch: () => Promise<Engine>): void {
  let engine: Engine;
  const hosts: { host: Host; cdn: HoldingCdn }[] = [];
  beforeAll(async () => {
    const started = await Promise.all([
      ...CASES.map(async () => {
        const cdn: HoldingCdn = { asked: new Map(), held: new Set(), cut: new Set() };
        const host = await startHost(undefined, (app, distDir) => {
          holdChunksOnce(cdn)(app, distDir);
          leaveOnceHeld(cdn)(app);
        });
        return { host, cdn };
      }),
      launch(),
    ]);
    engine = started.pop() as Engine;
    hosts.push(...(started as { host: Host; cdn: HoldingCdn }[]));
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
    await Promise.all(hosts.map(({ host }) => host.close()));
  });

  describe(`${name} – a page left while its chunks come in`, () => {
    it.each(CASES.map(([label, query], i) => [label, query, i] as const))(
      '%s: the next page and the page left, opened again, come up whole; no failure raised',
      async (_, query, i) => {
        const { host, cdn } = hosts[i] as { host: Host; cdn: HoldingCdn };
        const lines = CASES[i]?.[2] === true;
        // Its cookies set on a page without the bundle, so nothing is in the cache yet (each case has its own origin).
        const s = await openShopper(engine, host, { flavour: 'preact', lang: 'en' });
        const { d } = s;
        try {
          // The shopper opens the home page and, while its chunks are still half in, goes on to a category.
          const category = `/category/1${query}`;
          const home = `/${query}${query ? '&' : '?'}${LEAVE_TO}=${encodeURIComponent(category)}`;
          await d.evaluate((url) => void setTimeout(() => location.assign(url), 0), home);
          await poll(async () => cdn.cut.size > 0, 'a chunk cut short by leaving');
          await d.waitForFunction((url) => location.pathname + location.search === url, category, 15_000);
          await s.islands(30_000);
          const cutShort = [...cdn.cut];
          if (name !== 'chromium') await new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS + 250));
          expect(host.failures, 'sf:error raised').toEqual([]);
          const errors = [...d.engineErrors(), ...host.pageErrors];
          expect(errors.filter((e) => !CUT_SHORT.test(e))).toEqual([]);
          // What Firefox names is a chunk cut short, never one of the page it went to.
          for (const e of errors)
            expect(
              cutShort.some((path) => e.includes(path)),
              e,
            ).toBe(true);
          // With the lines, Firefox may also check the line's cut request against nothing (the sha384 of an empty
          // body): one more report of a chunk cut short, as the ones above.
          if (!lines) expect(errors.filter((e) => e.includes(EMPTY_SHA384))).toEqual([]);

          // The page left, opened again: every chunk cut short is asked again and comes whole (the engine kept none of
          // the bodies it cut).
          const before = d.engineErrors().length;
          host.clear();
          await d.goto(`${host.baseUrl}/${query}`);
          await s.islands(30_000);
          if (name !== 'chromium') await new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS + 250));
          expect(host.failures, 'sf:error raised').toEqual([]);
          expect([...d.engineErrors().slice(before), ...host.pageErrors]).toEqual([]);
          expect(
            cutShort.filter((path) => (cdn.asked.get(path) ?? 0) < 2),
            'cut short and not asked again',
          ).toEqual([]);
        } finally {
          await s.close();
        }
      },
    );
  });
}
