// Widgets switched off, on one page (`<meta name="sf-off">`) or on every page of a release (its switches.json): the
// loader never loads their code, and their server markup keeps working (docs/integrating.md "Switching a widget off").
import type { Report } from './page-reports.ts';

/**
 * How long the last copy of the release's switches serves before a fresh one is fetched: with the file served
 * `max-age=60`, a switch flipped reaches every page within 5 minutes.
 */
export const SWITCHES_FRESH_MS = 240_000;
/** This browser's last good copy of the release's switches, and when a fresh one was last asked for. */
export const SWITCHES_KEY = 'sf-switches';

/** The release's switches: the widgets off, and when (ISO 8601) the switch lapses, if it does. */
interface Copy {
  off: readonly string[];
  until?: string | undefined;
}

/** A copy as the file or the storage gives it, or undefined when it is not one. */
const copyOf = (value: unknown): Copy | undefined => {
  const { off, until } = Object(value) as { off?: unknown; until?: unknown };
  if (
    Array.isArray(off) &&
    off.every((name) => typeof name === 'string') &&
    (until === undefined || Date.parse(`${until}`) > 0)
  )
    return { off: off.map((name: string) => name.toLowerCase()), until: until as string | undefined };
};

/** The same-origin address `<meta name="sf-switches">` names, if it names one (no URL, or another site's: none). */
function ownSwitches(root: Document): string | undefined {
  const written = root.querySelector('meta[name="sf-switches" i]')?.getAttribute('content');
  if (!written) return undefined;
  try {
    const own = new URL(written, root.URL);
    return own.origin === new URL(root.URL).origin ? own.href : undefined;
  } catch {
    return undefined;
  }
}

/** The switch that turned a widget off (`<meta name="sf-off">` or `switches.json`), if any. */
export type SwitchedOff = (name: string) => string | undefined;

export interface SwitchOptions {
  /** The release's switches.json: the loader's `../../switches.json` (tools/build/release-layout.mjs). */
  url: string;
  /** Where the last copy is kept (localStorage: a page that may not use it fetches a copy on each load). */
  storage?: () => Pick<Storage, 'getItem' | 'setItem'>;
  fetchWith?: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  now?: () => number;
}

/**
 * The page's switches over the widgets `names` (the page's tags and behaviours' folders). The page's own
 * (`<meta name="sf-off" content="sf-listing add-to-cart">`, any case) is read at the first question, once the head
 * is parsed; a name that is no widget is one `config` failure. The release's is the last copy this browser saw, read
 * now, so no request comes before first use; once the page has loaded, a copy older than SWITCHES_FRESH_MS is
 * fetched again (a plain GET, no credentials) from `url`, or from the same-origin path `<meta name="sf-switches">`
 * names, and applies at once to every widget not loaded yet. A 404 is no switch; a file that cannot be read keeps the
 * last copy, as one `config` failure. A name the release lacks is no failure: one file serves every release.
 */
export function switches(
  root: Document,
  names: readonly string[],
  report: Report,
  { url, storage = () => localStorage, fetchWith = (url, init) => fetch(url, init), now = Date.now }: SwitchOptions,
): SwitchedOff {
  const config = (message: string, path?: string) =>
    report({ kind: 'config', widget: 'page', message, ...(path ? { path } : {}) });
  let stored: { at?: number } | undefined;
  try {
    stored = JSON.parse(storage().getItem(SWITCHES_KEY) ?? '0');
  } catch {}
  let release = copyOf(stored);
  let page: string[] | undefined;
  const refresh = () => {
    const at = now();
    if (at - (stored?.at ?? 0) < SWITCHES_FRESH_MS) return;
    const keep = (copy: Copy | undefined) => {
      try {
        storage().setItem(SWITCHES_KEY, JSON.stringify({ ...copy, at }));
      } catch {}
    };
    // Asked for once per SWITCHES_FRESH_MS even when it fails: a file that cannot be read is not asked for on every page.
    keep(release);
    const from = ownSwitches(root) ?? url;
    fetchWith(from, { credentials: 'omit' })
      .then(async (response) => {
        const copy = response.status === 404 ? { off: [] } : response.ok && copyOf(await response.json());
        if (!copy) throw response.ok ? 'not {"off": [names]}' : `HTTP ${response.status}`;
        release = copy;
        keep(copy);
      })
      .catch((why: unknown) => config(`${from} could not be read (${why}): the last copy seen still applies`, from));
  };
  if (root.readyState === 'complete') refresh();
  else addEventListener('load', refresh, { once: true });
  return (name) => {
    if (!page) {
      page = `${root.querySelector('meta[name="sf-off" i]')?.getAttribute('content') ?? ''}`.toLowerCase().split(/\s+/);
      const unknown = page.filter((written) => written && !names.includes(written));
      if (unknown[0]) config(`<meta name="sf-off">: no widget named ${unknown.join(', ')}`);
    }
    if (page.includes(name)) return '<meta name="sf-off">';
    return release?.off.includes(name) && !(Date.parse(`${release.until}`) <= now()) ? 'switches.json' : undefined;
  };
}
