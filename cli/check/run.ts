// The command: reads each page (URL or file), checks its markup, then with --server probes its endpoints; returns the
// exit code (0 clean, 1 findings, 2 usage or I/O error).
import { readFile } from 'node:fs/promises';
import pkg from '../../package.json' with { type: 'json' };
import { ENDPOINTS, type Endpoint } from '../../shared/legacy/endpoints.ts';
import { type Options, parseOptions, USAGE, UsageError } from './args.ts';
import { checkBundle } from './bundle.ts';
import { DEFAULT_LIMITS, fetchWithin, LimitExceeded, type Limits, limitText } from './fetch-limits.ts';
import { parsePage } from './html.ts';
import { type Lang, langOf, say } from './messages.ts';
import { checkMarkup } from './page.ts';
import { checkPreloadEngines, checkPreloadRelease, preloadLinesOf, SAFARI_USER_AGENT } from './preload.ts';
import { failed, human, json, type TargetReport } from './report.ts';
import { routedPath } from './server/contract-path.ts';
import { CookieFileError, type CookieJar, NO_COOKIES, readCookies } from './server/cookies.ts';
import { guardedFetch } from './server/guard.ts';
import { probesFor, writeProbesFor } from './server/probes.ts';
import { runProbes } from './server/run-probes.ts';
import { escapeControls } from './terminal.ts';

export interface Io {
  env: Readonly<Record<string, string | undefined>>;
  fetch: typeof fetch;
  out: (text: string) => void;
  err: (text: string) => void;
}

class IoError extends Error {}

const isUrl = (target: string) => /^https?:\/\//i.test(target);

/** Every endpoint that changes data: never called without --allow-writes. */
const WRITES = Object.entries(ENDPOINTS as Record<string, Endpoint>).flatMap(([name, e]) =>
  e.changesData && e.path !== null ? [{ name, path: routedPath(e.path) }] : [],
);

/** How one check reaches the site: its fetch, its cookies (each request gets its own host's) and its limits. */
interface Reach {
  io: Io;
  lang: Lang;
  cookies: CookieJar;
  limits: Limits;
}

/** A page or file of the site: its body and the response's headers (HTTP errors are I/O errors). */
async function get(
  reach: Reach,
  url: string,
  withCookies: boolean,
  userAgent?: string,
): Promise<{ body: string; headers: Headers }> {
  const cookie = withCookies ? reach.cookies.header(url) : null;
  const headers: Record<string, string> = {
    ...(cookie ? { Cookie: cookie } : {}),
    ...(userAgent ? { 'User-Agent': userAgent } : {}),
  };
  let answer: Awaited<ReturnType<typeof fetchWithin>>;
  try {
    answer = await fetchWithin(reach.io.fetch, url, { headers }, reach.limits);
  } catch (error) {
    const detail =
      error instanceof LimitExceeded
        ? limitText(reach.lang, error)
        : error instanceof Error
          ? error.message
          : String(error);
    throw new IoError(`${url}: ${detail}`);
  }
  if (!answer.ok) throw new IoError(`${url}: HTTP ${answer.status}`);
  return { body: answer.text, headers: answer.headers };
}
/** A file beside the loader (storefront.js, integrity.json): read without the site's cookies, wherever it is served. */
const text = async (reach: Reach, url: string) => (await get(reach, url, false)).body;

async function checkTarget(target: string, options: Options, reach: Reach) {
  const { lang } = reach;
  const address = addressOf(target, options);
  let html: string;
  let headers = new Headers();
  try {
    if (isUrl(target)) ({ body: html, headers } = await get(reach, target, true));
    else html = await readFile(target, 'utf8');
  } catch (error) {
    throw new IoError(error instanceof Error ? error.message : String(error));
  }
  const markup = checkMarkup(html, address, lang);
  const report: TargetReport = {
    target,
    findings: markup.findings,
    tags: markup.tags,
    behaviourAttributes: markup.behaviourAttributes,
  };
  // The loader can be read where the page is served: a URL, or a file given its --base-url.
  const [loader] = markup.loaders;
  if (loader && (isUrl(target) || options.baseUrl)) {
    const finding = await checkBundle(loader, address, pkg.version, (url) => text(reach, url), lang);
    if (finding) report.findings.push(finding);
    const loaderUrl = new URL(loader.src, address).href;
    report.findings.push(...(await checkPreloadRelease(markup.preloads, loaderUrl, (url) => text(reach, url), lang)));
    // The lines are picked by User-Agent (docs/integrating.md §4): the page asked again as WebKit.
    if (isUrl(target) && markup.preloads.length > 0) {
      const asSafari = await get(reach, target, true, SAFARI_USER_AGENT);
      const webkitLines = preloadLinesOf(parsePage(asSafari.body).document, loaderUrl, target);
      report.findings.push(...checkPreloadEngines(markup.preloads, headers, webkitLines, lang));
    }
  }
  if (options.server) {
    if (!isUrl(address)) throw new UsageError('--server needs a page URL or --base-url');
    const guarded = guardedFetch(reach.io.fetch, {
      allowWrites: options.allowWrites,
      site: address,
      cookies: reach.cookies,
      limits: reach.limits,
    });
    const planned = [...probesFor(markup, address), ...(options.allowWrites ? writeProbesFor(markup, address) : [])];
    const probes = await runProbes(planned, guarded, lang);
    report.probes = probes.map(({ fragments: _, ...probe }) => probe);
    for (const probe of probes) {
      for (const [index, fragment] of probe.fragments.entries()) {
        const source = probe.fragments.length > 1 ? `${probe.endpoint} #${index + 1}` : probe.endpoint;
        const found = checkMarkup(fragment, address, lang, true);
        report.findings.push(...found.findings.map((f) => ({ ...f, source })));
        report.behaviourAttributes += found.behaviourAttributes;
      }
    }
    // Named from what was sent, not from what was meant: an endpoint is "not called" only if no request went to its path.
    const sent = new Set(guarded.calls.map((c) => routedPath(new URL(c.url).pathname)));
    if (!options.allowWrites) report.skipped = WRITES.filter((w) => !sent.has(w.path)).map((w) => w.name);
  }
  return report;
}

/** Where a target is served: its URL, or the --base-url of a file. */
const addressOf = (target: string, options: Options) =>
  isUrl(target) ? target : (options.baseUrl ?? 'http://localhost/');

async function cookiesOf(options: Options, lang: Lang): Promise<CookieJar> {
  if (!options.cookiesFile) return NO_COOKIES;
  const file = await readFile(options.cookiesFile, 'utf8').catch((error: unknown) => {
    throw new IoError(error instanceof Error ? error.message : String(error));
  });
  const hosts = options.targets
    .map((t) => addressOf(t, options))
    .filter((address) => URL.canParse(address))
    .map((address) => new URL(address).hostname);
  try {
    return readCookies(file, hosts, Date.now());
  } catch (error) {
    if (!(error instanceof CookieFileError)) throw error;
    throw new UsageError(say(lang, 'cookies.one-line-hosts', { hosts: error.hosts.join(', ') }));
  }
}

export async function run(argv: readonly string[], io: Io): Promise<number> {
  let lang = langOf(undefined, io.env);
  try {
    const options = parseOptions(argv);
    lang = langOf(options.lang, io.env);
    if (options.help) {
      io.out(`${USAGE}\n`);
      return 0;
    }
    const reach: Reach = {
      io,
      lang,
      cookies: await cookiesOf(options, lang),
      limits: { ...DEFAULT_LIMITS, timeoutMs: options.timeout * 1000 },
    };
    const reports: TargetReport[] = [];
    for (const target of options.targets) reports.push(await checkTarget(target, options, reach));
    io.out(options.json ? json(reports) : human(reports, lang));
    return reports.some(failed) ? 1 : 0;
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof IoError)) throw error;
    io.err(`${escapeControls(say(lang, 'usage.error', { detail: error.message }))}\n`);
    if (error instanceof UsageError) io.err(`\n${USAGE}\n`);
    return 2;
  }
}
