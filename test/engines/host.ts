// demo-host in this test process, with the request log the journeys read (method, URL, form body) and a recorder of page errors.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { FIELD_REPORT_PATH } from '../../demo-host/field/paths.ts';
import { snapshotDist } from '../browser/support/dist-snapshot.ts';

export interface Sent {
  method: string;
  /** Path and query. */
  url: string;
  /** The parsed form (or JSON object) body; empty for GET. */
  form: Record<string, string>;
}

export interface Host {
  readonly baseUrl: string;
  /** The host's own copy of dist/, the one it serves. */
  readonly distDir: string;
  /** Every request the pages made since the last clear(), oldest first. */
  readonly sent: Sent[];
  /** Errors the in-page recorder reported (console.error, uncaught errors, unhandled rejections). */
  readonly pageErrors: string[];
  /** Each sf:error the pages raised, as its detail was when raised (the recorder listens before the loader runs). */
  readonly failures: Record<string, unknown>[];
  /** Each body that reached demo-host's field report collector, byte for byte, with the status it answered. */
  readonly fieldReports: { body: string; status: number }[];
  clear(): void;
  close(): Promise<void>;
}

const RECORDER_PATH = '/__engines/recorder.js';
const REPORT_PATH = '/__engines/error';
const FAILURE_PATH = '/__engines/failure';
/** A page asked with this parameter comes without the bundle's loader. */
export const NO_LOADER = 'sf-engines-no-loader';
/**
 * A page asked with this parameter comes with axe-core as a parser-inserted script: under the demo's Trusted Types
 * policy a test cannot add a script by setting `src` itself.
 */
export const WITH_AXE = 'sf-engines-axe';
const AXE_PATH = '/__engines/axe.js';

/** Where the recorder keeps the page's chunk links (modulepreload, and the preload lines' preload) whose load has ended. */
export const SETTLED_PRELOADS = '__sfEnginesSettledPreloads';

/**
 * The first script of every page: WebKitWebDriver reports no console or uncaught error, so the page reports its own
 * to the host (the same in every engine, beside what Chromium and Firefox report natively). It also notes each
 * chunk link whose load has ended (a modulepreload: Firefox checks the integrity of a body cut short and reports it;
 * or a preload line, whose download the loader's check takes), so a journey leaves a page only once the chunks it
 * asked for are in.
 */
const RECORDER = `(() => {
  const settled = new WeakSet();
  window[${JSON.stringify(SETTLED_PRELOADS)}] = settled;
  const note = (e) => { const t = e.target; if (t && t.localName === 'link' && (t.rel === 'modulepreload' || t.rel === 'preload')) settled.add(t); };
  // On the document: a load event never reaches the window (DOM standard, a document's "get the parent").
  document.addEventListener('load', note, true);
  document.addEventListener('error', note, true);
  const report = (text) => navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, String(text));
  const error = console.error.bind(console);
  console.error = (...args) => { report('console.error: ' + args.map(String).join(' ')); error(...args); };
  addEventListener('error', (e) => report('page error: ' + (e.error ? e.error.name + ': ' + e.error.message : e.message)));
  addEventListener('unhandledrejection', (e) => report('unhandled rejection: ' + (e.reason && e.reason.message || e.reason)));
  document.addEventListener('sf:error', (e) => navigator.sendBeacon(${JSON.stringify(FAILURE_PATH)}, JSON.stringify(e.detail)));
})();`;

const root = resolve(import.meta.dirname, '../..');

/**
 * `alterDist` changes the host's own copy of dist/ before it serves it (the integrity test's tampered chunk);
 * `alterServer` adds to the server before it listens (the integrity test's CDN that answers by request kind);
 * `faults` turns on demo-host's fault switch (README "Fault switch": `POST /__fault`).
 */
export async function startHost(
  alterDist: (distDir: string) => void = () => undefined,
  alterServer: (app: FastifyInstance, distDir: string) => void = () => undefined,
  { faults }: { faults?: boolean } = {},
): Promise<Host> {
  const distDir = snapshotDist(process.env.SF_E2E_DIST ?? join(root, 'dist'));
  alterDist(distDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'sf-engines-data-'));
  const app = await buildApp({ dataDir, distDir, ...(faults === undefined ? {} : { faults }) });
  alterServer(app, distDir);
  const sent: Sent[] = [];
  const pageErrors: string[] = [];
  const failures: Record<string, unknown>[] = [];
  const fieldReports: { body: string; status: number }[] = [];
  app.get(RECORDER_PATH, async (_req, reply) => reply.type('text/javascript').send(RECORDER));
  const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  app.get(AXE_PATH, async (_req, reply) => reply.type('text/javascript').send(axe));
  app.post(REPORT_PATH, async (req, reply) => {
    pageErrors.push(String(req.body));
    return reply.code(204).send();
  });
  app.post(FAILURE_PATH, async (req, reply) => {
    failures.push(JSON.parse(String(req.body)) as Record<string, unknown>);
    return reply.code(204).send();
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addHook('onResponse', async (req, reply) => {
    if (req.url.split('?')[0] === FIELD_REPORT_PATH)
      fieldReports.push({ body: typeof req.body === 'string' ? req.body : '', status: reply.statusCode });
  });
  app.addHook('preHandler', async (req) => {
    if (req.url.startsWith('/__engines/') || req.url.startsWith('/dist/') || req.url.startsWith('/images/')) return;
    const body = req.body;
    const form: Record<string, string> = {};
    if (body && typeof body === 'object')
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) form[k] = String(v);
    sent.push({ method: req.method, url: req.url, form });
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const at = '<meta charset="utf-8">';
    if (!type.startsWith('text/html') || typeof payload !== 'string' || !payload.includes(at)) return payload;
    const asked = new URL(req.url, 'http://host').searchParams;
    const axe = asked.has(WITH_AXE) ? `<script src="${AXE_PATH}"></script>` : '';
    const page = payload.replace(at, `${at}<script src="${RECORDER_PATH}"></script>${axe}`);
    // The server markup alone (what the shopper sees before any island runs), for the layout comparison: without the
    // loader's tag and the build's preload lines (a page left while they download makes Firefox report the bodies it
    // cut short, test/engines/left-mid-load.ts).
    if (!asked.has(NO_LOADER)) return page;
    return page
      .replace(/<script type="module"[^>]*storefront\.js"><\/script>/, '')
      .replace(/<link rel="preload" as="script" crossorigin="anonymous" integrity="[^"]+" href="[^"]+">/g, '');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('demo-host did not report a TCP port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    distDir,
    sent,
    pageErrors,
    failures,
    fieldReports,
    clear() {
      sent.length = 0;
      pageErrors.length = 0;
      failures.length = 0;
      fieldReports.length = 0;
    },
    async close() {
      await app.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
