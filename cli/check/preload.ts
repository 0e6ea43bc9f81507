// The build's preload lines in a page (docs/integrating.md §4): each names a chunk of the release the page loads, with
// that chunk's integrity and crossorigin="anonymous", after the loader tag; WebKit gets no modulepreload of a chunk
// (the build's lines are plain script preloads, one set for every engine).
import type { Finding } from './findings.ts';
import { type Element, positionOf, select } from './html.ts';
import { type Lang, type MessageKey, say } from './messages.ts';

export interface PreloadLine {
  /** `preload` as script (the build's lines, every engine), or a `modulepreload` a page wrote itself. */
  kind: 'modulepreload' | 'preload';
  /** As written, and resolved against the page's address. */
  href: string;
  url: string;
  /** The chunk's path beside the loader, as integrity.json names it (`chunks/…js`). */
  file: string;
  integrity: string | null;
  crossorigin: string | null;
  line: number;
  column: number;
}

/** A User-Agent WebKit sends (Safari on macOS): for a server that picks the lines it writes by it. */
export const SAFARI_USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

function kindOf(link: Element): PreloadLine['kind'] | null {
  const rel = (link.attribs.rel ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return 'modulepreload';
  return rel.includes('preload') && (link.attribs.as ?? '').toLowerCase() === 'script' ? 'preload' : null;
}

/** The page's links that fetch a chunk of the loader at `loaderUrl` (a modulepreload, or a preload as script). */
export function preloadLinesOf(root: Parameters<typeof select>[1], loaderUrl: string, address: string): PreloadLine[] {
  const folder = new URL('./', loaderUrl).href;
  const lines: PreloadLine[] = [];
  for (const link of select('link[href]', root)) {
    const kind = kindOf(link);
    if (!kind) continue;
    const href = link.attribs.href ?? '';
    let url: string;
    try {
      url = new URL(href, address).href;
    } catch {
      continue;
    }
    const file = url.startsWith(folder) ? url.slice(folder.length).replace(/[?#].*$/, '') : '';
    if (!file.startsWith('chunks/')) continue;
    const { integrity = null, crossorigin = null } = link.attribs;
    lines.push({ kind, href, url, file, integrity, crossorigin, ...positionOf(link, 'href') });
  }
  return lines;
}

/** A finding on one line's href, its message and fix in `lang`. */
function onLine(
  line: PreloadLine,
  rule: Finding['rule'],
  severity: Finding['severity'],
  lang: Lang,
  [message, fix]: readonly [MessageKey, MessageKey],
  params: Readonly<Record<string, string | number>> = {},
): Finding {
  const all = { file: line.file, ...params };
  const text = { message: say(lang, message, all), fix: say(lang, fix, all) };
  return {
    line: line.line,
    column: line.column,
    element: 'link',
    attribute: 'href',
    value: line.href,
    rule,
    severity,
    ...text,
  };
}

/** A modulepreload's fault makes the loader refuse the chunk (an error); a preload's costs a second download. */
const severityOf = (line: PreloadLine): Finding['severity'] => (line.kind === 'modulepreload' ? 'error' : 'warning');

const ANONYMOUS = /^(anonymous)?$/i;

/** What the markup alone shows: a line without integrity, not anonymous (a preload), or before the loader tag. */
export function checkPreloadMarkup(
  lines: readonly PreloadLine[],
  loader: { line: number; column: number },
  lang: Lang,
): Finding[] {
  const findings: Finding[] = [];
  for (const line of lines) {
    const params = { loaderLine: loader.line };
    if (!line.integrity)
      findings.push(
        onLine(
          line,
          'preload-unchecked',
          severityOf(line),
          lang,
          [`preload-unchecked.${line.kind}`, 'preload-unchecked.fix'],
          params,
        ),
      );
    // The loader's request is anonymous, and a preload serves only a request of the same mode (a modulepreload is
    // keyed by its URL in the module map, so its mode does not matter).
    if (line.kind === 'preload' && !ANONYMOUS.test((line.crossorigin ?? 'none').trim()))
      findings.push(
        onLine(
          line,
          'preload-crossorigin',
          'warning',
          lang,
          ['preload-crossorigin.message', 'preload-crossorigin.fix'],
          params,
        ),
      );
    if (line.line < loader.line || (line.line === loader.line && line.column < loader.column))
      findings.push(
        onLine(
          line,
          'preload-before-loader',
          'warning',
          lang,
          ['preload-before-loader.message', 'preload-before-loader.fix'],
          params,
        ),
      );
  }
  return findings;
}

/** integrity.json beside a release's loader: each shipped file's path → its sha384 value. */
function parseHashes(text: string): Record<string, string> {
  const hashes: unknown = JSON.parse(text);
  if (
    typeof hashes !== 'object' ||
    hashes === null ||
    Array.isArray(hashes) ||
    !Object.values(hashes).every((value) => typeof value === 'string' && value.startsWith('sha384-'))
  )
    throw new Error('not a map of file → sha384 value');
  return hashes as Record<string, string>;
}

/**
 * Each line against the release the page loads (integrity.json beside its loader, read with `read`): a file of
 * another release is downloaded for nothing; a wrong integrity makes the loader refuse a modulepreloaded chunk.
 */
export async function checkPreloadRelease(
  lines: readonly PreloadLine[],
  loaderUrl: string,
  read: (url: string) => Promise<string>,
  lang: Lang,
): Promise<Finding[]> {
  if (lines.length === 0) return [];
  const url = new URL('integrity.json', loaderUrl).href;
  let hashes: Record<string, string>;
  try {
    hashes = parseHashes(await read(url));
  } catch (error) {
    const params = { url, reason: error instanceof Error ? error.message : String(error) };
    const [first] = lines as [PreloadLine];
    return [
      onLine(
        first,
        'preload-unreadable',
        'warning',
        lang,
        ['preload-unreadable.message', 'preload-unreadable.fix'],
        params,
      ),
    ];
  }
  const findings: Finding[] = [];
  for (const line of lines) {
    const expected = hashes[line.file];
    const params = { expected: expected ?? '' };
    if (expected === undefined)
      findings.push(
        onLine(line, 'preload-stale', 'warning', lang, ['preload-stale.message', 'preload-stale.fix'], params),
      );
    else if (line.integrity && line.integrity.trim() !== expected)
      findings.push(
        onLine(
          line,
          'preload-integrity',
          severityOf(line),
          lang,
          [`preload-integrity.${line.kind}`, 'preload-integrity.fix'],
          params,
        ),
      );
  }
  return findings;
}

/**
 * The page's lines per engine, for a page read from its URL: the copy WebKit gets (the page asked again as Safari:
 * `asWebKit`, its lines) must hold no modulepreload of a chunk; and a copy with modulepreload lines must not be one
 * a shared cache keeps for every browser (`headers`: the page's own response).
 */
export function checkPreloadEngines(
  lines: readonly PreloadLine[],
  headers: Headers,
  asWebKit: readonly PreloadLine[],
  lang: Lang,
): Finding[] {
  const findings: Finding[] = asWebKit
    .filter((line) => line.kind === 'modulepreload')
    .map((line) => ({
      ...onLine(line, 'preload-webkit', 'error', lang, ['preload-webkit.message', 'preload-webkit.fix']),
      source: say(lang, 'preload-webkit.source'),
    }));
  const first = lines.find((line) => line.kind === 'modulepreload');
  const vary = (headers.get('vary') ?? '').toLowerCase();
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  const keptForAll = !/(^|,)\s*(user-agent|\*)\s*(,|$)/.test(vary) && !/\b(no-store|private)\b/.test(cacheControl);
  if (first && keptForAll) {
    const params = { cacheControl: cacheControl || '—' };
    findings.push(
      onLine(
        first,
        'preload-shared-cache',
        'warning',
        lang,
        ['preload-shared-cache.message', 'preload-shared-cache.fix'],
        params,
      ),
    );
  }
  return findings;
}
