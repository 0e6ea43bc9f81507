// The command: reads each page (URL or file), checks its markup, then with --server probes its endpoints; returns the
// exit code (0 clean, 1 findings, 2 usage or I/O error).
import { readFile } from 'node:fs/promises';
import pkg from '../../package.json' with { type: 'json' };
import { ENDPOINTS, type Endpoint } from '../../shared/legacy/endpoints.ts';
import { type Options, parseOptions, USAGE, UsageError } from './args.ts';
import { checkBundle } from './bundle.ts';
import { parsePage } from './html.ts';
import { type Lang, langOf, say } from './messages.ts';
import { checkMarkup } from './page.ts';
import { checkPreloadEngines, checkPreloadRelease, preloadLinesOf, SAFARI_USER_AGENT } from './preload.ts';
import { failed, human, json, type TargetReport } from './report.ts';
import { cookieHeader } from './server/cookies.ts';
import { guardedFetch } from './server/guard.ts';
import { probesFor, writeProbesFor } from './server/probes.ts';
import { runProbes } from './server/run-probes.ts';

export interface Io {
  env: Readonly<Record<string, string | undefined>>;
  fetch: typeof fetch;
  out: (text: string) => void;
  err: (text: string) => void;
}

class IoError extends Error {}

const isUrl = (target: string) => /^https?:\/\//i.test(target);

/** Every endpoint that changes data: never called without --allow-writes. */
const WRITES = Object.entries(ENDPOINTS as Record<string, Endpoint>)
  .filter(([, e]) => e.timeout === 'never')
  .map(([name]) => name);

/** A page or file of the site: its body and the response's headers (HTTP errors are I/O errors). */
async function get(
  io: Io,
  url: string,
  cookie: string | null,
  userAgent?: string,
): Promise<{ body: string; headers: Headers }> {
  const headers: Record<string, string> = {
    ...(cookie ? { Cookie: cookie } : {}),
    ...(userAgent ? { 'User-Agent': userAgent } : {}),
  };
  let response: Response;
  try {
    response = await io.fetch(url, { headers });
  } catch (error) {
    throw new IoError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new IoError(`${url}: HTTP ${response.status}`);
  return { body: await response.text(), headers: response.headers };
}
const text = async (io: Io, url: string, cookie: string | null) => (await get(io, url, cookie)).body;

async function checkTarget(target: string, options: Options, io: Io, lang: Lang, cookie: string | null) {
  const address = isUrl(target) ? target : (options.baseUrl ?? 'http://localhost/');
  let html: string;
  let headers = new Headers();
  try {
    if (isUrl(target)) ({ body: html, headers } = await get(io, target, cookie));
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
    const finding = await checkBundle(loader, address, pkg.version, (url) => text(io, url, null), lang);
    if (finding) report.findings.push(finding);
    const loaderUrl = new URL(loader.src, address).href;
    report.findings.push(
      ...(await checkPreloadRelease(markup.preloads, loaderUrl, (url) => text(io, url, null), lang)),
    );
    // The lines are picked by User-Agent (docs/integrating.md §4): the page asked again as WebKit.
    if (isUrl(target) && markup.preloads.length > 0) {
      const asSafari = await get(io, target, cookie, SAFARI_USER_AGENT);
      const webkitLines = preloadLinesOf(parsePage(asSafari.body).document, loaderUrl, target);
      report.findings.push(...checkPreloadEngines(markup.preloads, headers, webkitLines, lang));
    }
  }
  if (options.server) {
    if (!isUrl(address)) throw new UsageError('--server needs a page URL or --base-url');
    const guarded = guardedFetch(io.fetch, { allowWrites: options.allowWrites, cookie });
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
    if (!options.allowWrites) report.skipped = WRITES;
  }
  return report;
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
    let cookie: string | null = null;
    if (options.cookiesFile) {
      const file = await readFile(options.cookiesFile, 'utf8').catch((error: unknown) => {
        throw new IoError(error instanceof Error ? error.message : String(error));
      });
      const first = options.targets.find(isUrl) ?? options.baseUrl ?? 'http://localhost/';
      cookie = cookieHeader(file, new URL(first).hostname);
    }
    const reports: TargetReport[] = [];
    for (const target of options.targets) reports.push(await checkTarget(target, options, io, lang, cookie));
    io.out(options.json ? json(reports) : human(reports, lang));
    return reports.some(failed) ? 1 : 0;
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof IoError)) throw error;
    io.err(`${say(lang, 'usage.error', { detail: error.message })}\n`);
    if (error instanceof UsageError) io.err(`\n${USAGE}\n`);
    return 2;
  }
}
