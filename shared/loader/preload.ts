// Starts every chunk of a widget's static graph at once, each checked against its sha384, so a tag costs one round
// trip after storefront.js and a chunk that is not the one built never runs (docs/integrating.md §3).
import { yieldToMain } from '../dom/tasks.ts';
import { type Report, reportNow } from './page-reports.ts';

/**
 * How long a task may spend appending the links of files the page's lines fetch before the rest wait for the next:
 * each link is a request's set-up in the browser (about 5 ms at 4× CPU), and a page's twenty in the loader's first
 * task were one long task.
 */
const LINK_SLICE_MS = 8;

/**
 * `read`'s value, read again once the code running now has finished (the next microtask forgets it): the loader's
 * first scan starts all of a page's widgets in one run, and each read walks the whole page (a listing: thousands of
 * elements). No other script runs before it is forgotten, so the value is still the page's as it is.
 */
export function oncePerTask<T>(read: () => T): () => T {
  let value: { read: T } | undefined;
  return () => {
    if (!value) {
      value = { read: read() };
      queueMicrotask(() => {
        value = undefined;
      });
    }
    return value.read;
  };
}

/** Whether the page, or any part of it, speaks French (shared/i18n/locale.ts maps fr-* to French). */
export const frenchOnPage = (root: Document): boolean => root.querySelector('[lang^="fr" i]') !== null;

/** The page's fetch, as the diagnosis of a refusal uses it: plain, to tell a mismatch from a missing file. */
type Fetch = (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;

interface CheckerOptions {
  /** The loader's own URL: the files are relative to it. */
  base: string;
  /** File → its `sha384-…` value. */
  integrity: Readonly<Record<string, string>>;
  /** File → the files it imports statically (the build's chunk graph; WebKit checks those first). */
  imports?: Readonly<Record<string, readonly string[]>>;
  root?: Document;
  fetchWith?: Fetch;
  /**
   * Where a modulepreload is loaded whatever its integrity (WebKit), each file is checked by the request that runs it:
   * a module script with its integrity. By default told by its JavaScript engine (each error JavaScriptCore makes
   * carries its own `line`; V8's and SpiderMonkey's do not), which a User-Agent switcher does not change as it does
   * `navigator.vendor`.
   */
  scriptChecks?: boolean;
  /** A module script's address as the page's Trusted Types policy blesses it (trusted-policy.ts). */
  scriptUrl?: (url: string) => unknown;
  report?: Report;
  /** The clock and the yield the links of lined files are appended in slices by (tests give their own). */
  now?: () => number;
  yieldTo?: () => Promise<void>;
}

/**
 * The loader's check of a set of files. Called, it is their verdict: each file started now, true once every one
 * matched its sha384, false when one did not (or when there is no list at all: a part the build did not name is not
 * run). `ready` says when they may be imported: at once when each has passed or has its checked request started in
 * this very task (below), else once all have passed. `widget`: who asked first (a tag, a behaviour's folder, `page`
 * for none), whom a refusal names.
 */
export interface ChunkCheck {
  (files: readonly string[] | undefined, widget?: string): Promise<boolean>;
  ready(files: readonly string[] | undefined, widget?: string): Promise<boolean>;
}

/**
 * Chromium and Firefox: a modulepreload link per file, with its integrity, all at once (those of files the page's
 * lines fetch in slices of the task: below); the module map keeps the checked copy for the widget's import. WebKit
 * loads a modulepreload whatever its integrity, so a second request would check bytes other than those that run:
 * there each file is a `<script type="module" integrity>` (WebKit checks a module script's integrity, and a chunk does
 * nothing when evaluated), inserted once the files it imports passed — WebKit fetches a module's imports again,
 * unchecked, when their own script failed, and runs them. A page's own preload of a chunk without its integrity would
 * put an unchecked copy in the module map (keyed by URL only), which every check then reuses: that file is refused.
 * A file is checked once per page, and a refusal reported once, naming it, through `report`.
 *
 * An import need not wait for a file's load event (which, during a page load, waits behind the page's own rendering
 * work: bench/JOURNAL.md "Ready without a second event"). The module map holds one entry per URL: a request in
 * flight, which an import of that URL joins and shares the outcome of, or a checked copy. A link appended in this task
 * has its request in flight until a later task, so an import made now runs the bytes that link checks, or fails with
 * it; a file that has passed is the checked copy. A failed request is not kept (Chromium asks again for the next
 * import, unchecked): a file whose request started in an earlier task and has not passed yet is imported only once
 * it has, never in between.
 */
export function chunkChecker({
  base,
  integrity,
  imports = {},
  root = document,
  fetchWith = (url, init) => fetch(url, init),
  scriptChecks = Object.hasOwn(new Error(), 'line'),
  scriptUrl = (url) => url,
  report = reportNow,
  now = () => performance.now(),
  yieldTo = yieldToMain,
}: CheckerOptions): ChunkCheck {
  const inSlice = sliced(now, yieldTo);
  const checked = new Map<string, Promise<boolean>>();
  /** Files whose check passed: the module map holds their checked copy. */
  const passed = new Set<string>();
  /** Files whose checked request started in this task (so is still in flight): emptied when the task's code is done. */
  const startedNow = new Set<string>();
  // Read once for all the files started in one task: each read walks the whole page.
  const modulesNow = oncePerTask(() => pageModulesOf(root));
  const once = (file: string, widget: string): Promise<boolean> => {
    if (!checked.has(file)) checked.set(file, check(file, widget));
    return checked.get(file) as Promise<boolean>;
  };
  const check = (file: string, widget: string): Promise<boolean> => {
    /** The file refused by its check, for `widget`. */
    const refused = (message: string, ...error: unknown[]) =>
      report({ kind: 'integrity', widget, message: `${url} ${message}: not run`, path: url }, ...error);
    const url = new URL(file, base).href;
    const hash = integrity[file] ?? '';
    // An element with an empty integrity is loaded unchecked: the build names a hash for every file, so none is a fault.
    const unchecked = hash ? pageCopy(modulesNow(), url, hash, scriptChecks) : "not in the loader's table";
    if (unchecked) {
      refused(`is ${unchecked}, outside the loader's integrity check`);
      return Promise.resolve(false);
    }
    if (!scriptChecks) {
      const element = moduleElement(root, 'link', url, hash);
      // A file the page's own plain preload line fetches waits for its link's verdict: Chromium may answer the link
      // from the line's response and keep no request in flight, which an import made now would not join. As nothing
      // joins it, its link may wait for the next slice of the task.
      const isLined = lined(modulesNow(), url);
      if (!isLined) {
        if (startedNow.size === 0) queueMicrotask(() => startedNow.clear());
        startedNow.add(file);
      }
      const link = isLined ? inSlice(() => settled(element)) : settled(element);
      return link.then((ok) => {
        if (!ok) return refuse(file, url, hash, widget);
        passed.add(file);
        return true;
      });
    }
    return Promise.all((imports[file] ?? []).map((each) => once(each, widget))).then((verdicts) => {
      // The file it imports has been reported; a cut one (no answer) is tried again with it next time.
      if (!verdicts.every(Boolean)) {
        checked.delete(file);
        return false;
      }
      let script: HTMLElement;
      try {
        script = moduleElement(root, 'script', url, hash, scriptUrl);
      } catch (error) {
        refused('could not be started (Trusted Types policy "storefront")', error);
        return false;
      }
      return settled(script).then((ok) => ok || refuse(file, url, hash, widget));
    });
  };
  // A file that could not be fetched at all is forgotten: checked again when a widget next needs it.
  const refuse = (file: string, url: string, hash: string, widget: string) =>
    diagnose(fetchWith, report, url, hash, widget).then((answered) => !answered && checked.delete(file) && false);
  const verdict = (files: readonly string[] | undefined, widget = 'page'): Promise<boolean> => {
    if (!files) {
      report({ kind: 'integrity', widget, message: 'a part without a chunk list in the loader: not run' });
      return Promise.resolve(false);
    }
    return Promise.all(files.map((file) => once(file, widget))).then((verdicts) => verdicts.every(Boolean));
  };
  const ready = (files: readonly string[] | undefined, widget?: string): Promise<boolean> => {
    const all = verdict(files, widget);
    // WebKit's check is the module script that runs the file: nothing to join before it has passed.
    if (!files || scriptChecks) return all;
    return files.every((file) => passed.has(file) || startedNow.has(file)) ? Promise.resolve(true) : all;
  };
  return Object.assign(verdict, { ready });
}

/**
 * Tells a mismatch (the file is there, plain: an `integrity` failure) from an error status (a `load` failure with its
 * status), each reported for `widget`, and from no answer at all, refused quietly: resolves whether the file answered.
 * `report` drops what a page being left cut short (a cut check whose file still comes from the cache:
 * shared/loader/page-reports.ts).
 */
const diagnose = (fetchWith: Fetch, report: Report, url: string, hash: string, widget: string) =>
  fetchWith(url, {}).then(
    ({ ok, status }) => {
      report({
        widget,
        path: url,
        ...(ok
          ? { kind: 'integrity', message: `${url} did not match its integrity ${hash}: not run` }
          : { kind: 'load', message: `${url} answered HTTP ${status}: not run`, status }),
      });
      return true;
    },
    () => false,
  );

/** The loader's request for a file: a modulepreload link, or a module script (WebKit), with its integrity. */
function moduleElement(
  root: Document,
  kind: 'link' | 'script',
  url: string,
  hash: string,
  scriptUrl?: (url: string) => unknown,
): HTMLElement {
  const element =
    kind === 'link'
      ? Object.assign(root.createElement('link'), { rel: 'modulepreload', href: url })
      : Object.assign(root.createElement('script'), { type: 'module' });
  Object.assign(element, { integrity: hash, crossOrigin: 'anonymous' });
  // A Trusted Types sink: the policy's value, never the string (it throws for an address outside the bundle).
  if (element instanceof HTMLScriptElement) (element as { src: unknown }).src = scriptUrl?.(url);
  return element;
}

/**
 * Runs each `start` in order, in slices of LINK_SLICE_MS: at once while the task's slice lasts, else after a yield.
 * A task's slice begins at its first start.
 */
function sliced(now: () => number, yieldTo: () => Promise<void>) {
  let began: number | undefined;
  const waiting: (() => void)[] = [];
  const drain = async () => {
    while (waiting.length) {
      await yieldTo();
      began = now();
      do waiting.shift()?.();
      while (waiting.length && now() - began < LINK_SLICE_MS);
    }
    began = undefined;
  };
  return <T>(start: () => Promise<T>): Promise<T> => {
    if (began === undefined) {
      began = now();
      queueMicrotask(() => {
        if (!waiting.length) began = undefined;
      });
    }
    if (!waiting.length && now() - began < LINK_SLICE_MS) return start();
    return new Promise<T>((resolve) => {
      if (waiting.push(() => resolve(start())) === 1) void drain();
    });
  };
}

/** Appends the element; resolves true on its load, false on its error. */
function settled(element: HTMLElement): Promise<boolean> {
  const done = new Promise<boolean>((resolve) => {
    element.onload = () => resolve(true);
    element.onerror = () => resolve(false);
  });
  element.ownerDocument.head.append(element);
  return done;
}

/**
 * How the page itself asked for `url` as a module without the check the loader makes (what to name in the
 * report), or null: a modulepreload or script without the file's integrity, and in WebKit any modulepreload. Neither
 * a `Link: rel=modulepreload` header nor a 103 Early Hints preload is an element: both put an unchecked copy in the
 * module map that no check here can see (docs/integrating.md §3: never preload chunks that way).
 * The build's preload lines pass: a plain `preload as=script`, which puts nothing in the module map; and so does a
 * modulepreload the page wrote with the file's integrity (Chromium, Firefox: checked there).
 */
function pageCopy({ links, scripts }: PageModules, url: string, hash: string, scriptChecks: boolean): string | null {
  for (const link of links)
    if (link.href === url && link.rels.includes('modulepreload') && (scriptChecks || link.integrity !== hash))
      return 'modulepreloaded by the page itself';
  for (const script of scripts) if (script.href === url && script.integrity !== hash) return 'run by the page itself';
  return null;
}

/** Whether the page's own plain preload line (the build's lines, docs/integrating.md §4) fetches `url`. */
const lined = ({ links }: PageModules, url: string): boolean =>
  links.some((link) => link.href === url && link.rels.includes('preload'));

/** What the checks read of a script: its address resolved once (each `src` or `href` read parses it again). */
interface PageScript {
  href: string;
  integrity: string;
}
interface PageLink extends PageScript {
  rels: readonly string[];
}

/**
 * The module links and plain script preload lines, and the scripts in the page: the loader's own, with each file's
 * integrity, among them. Read once per task for every file it starts: a page's twenty files against its twenty lines.
 */
interface PageModules {
  links: readonly PageLink[];
  scripts: readonly PageScript[];
}
const pageModulesOf = (root: Document): PageModules => ({
  links: Array.from(
    root.querySelectorAll<HTMLLinkElement>(
      'link[rel~="modulepreload" i][href], link[rel~="preload" i][as="script" i][href]',
    ),
    (link) => ({ href: link.href, rels: link.rel.toLowerCase().split(/\s+/), integrity: link.integrity }),
  ),
  // Whatever their type: HTML runs `type=" Module "` as a module too (it trims and folds the value), and a script of
  // another type that names a chunk has no business on the page either.
  scripts: Array.from(root.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => ({
    href: script.src,
    integrity: script.integrity,
  })),
});

/**
 * Runs files once `check` has them ready (modules do nothing at import time): the French texts, evaluated before
 * the widgets are defined because their first render reads them. Resolves false, importing none, when one failed;
 * also when an import failed and their check refused a file (an import that joined its request: the check reported it).
 */
export const runChecked = (
  check: ChunkCheck,
  files: readonly string[],
  base: string,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<boolean> =>
  check.ready(files).then(
    (ok) =>
      ok &&
      Promise.all(files.map((file) => load(new URL(file, base).href))).then(
        () => true,
        (error: unknown) =>
          check(files).then((passed) => {
            if (passed) throw error;
            return false;
          }),
      ),
  );
