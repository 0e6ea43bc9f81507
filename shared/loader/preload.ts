// Starts every chunk of a widget's static graph at once, each checked against its sha384, so a tag costs one round
// trip after storefront.js and a chunk that is not the one built never runs (docs/integrating.md §3).

/** Whether the page, or any part of it, speaks French (shared/i18n/locale.ts maps fr-* to French). */
export const frenchOnPage = (root: Document): boolean => root.querySelector('[lang^="fr" i]') !== null;

/** The page's fetch, as the check uses it: with an integrity, then plain to tell a mismatch from a missing file. */
type Fetch = (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;

/**
 * `check(files)` starts each file now and resolves true once every one matched its sha384 (`integrity`, path
 * relative to the loader → value), false when one did not. Each file gets at once a modulepreload link with its
 * integrity: Chromium and Firefox check it there, and the module map keeps that checked copy for the widget's import.
 * WebKit loads a modulepreload whatever its integrity, and checks it on fetch: with `fetchChecks` (engines whose
 * navigator.vendor is Apple's, WebKit's), each file is then fetched with its integrity too (CSP connect-src must allow
 * the bundle's origin; the import runs the link's copy). Not everywhere: in Firefox a fetch beside a modulepreload
 * sometimes reads an empty body from the cache, a false mismatch. A file is checked once per page, and a refused one
 * reported once, naming it, through `report`.
 */
export function chunkChecker(
  base: string,
  integrity: Readonly<Record<string, string>>,
  root: Document = document,
  fetchWith: Fetch = (url, init) => fetch(url, init),
  fetchChecks: boolean = navigator.vendor.startsWith('Apple'),
  report: (...args: unknown[]) => void = (...args) => console.error(...args),
): (files: readonly string[] | undefined) => Promise<boolean> {
  const checked = new Map<string, Promise<boolean>>();
  const check = (file: string): Promise<boolean> => {
    const url = new URL(file, base).href;
    const hash = integrity[file] ?? '';
    const link = Object.assign(root.createElement('link'), {
      rel: 'modulepreload',
      href: url,
      integrity: hash,
      crossOrigin: 'anonymous',
    });
    const preloaded = new Promise<boolean>((resolve) => {
      link.onload = () => resolve(true);
      link.onerror = () => resolve(false);
    });
    root.head.append(link);
    // Once the link has its copy: a fetch racing it makes WebKit's import fetch the file a third time.
    const fetched = preloaded.then(
      (ok) =>
        ok &&
        (!fetchChecks ||
          fetchWith(url, { integrity: hash }).then(
            () => true,
            () => false,
          )),
    );
    return fetched.then((ok) => ok || refuse(file, url, hash));
  };
  /**
   * Tells a mismatch (the file is there, plain) from an error status and from no answer at all: that one is refused
   * quietly and checked again when a widget next needs it. `report` drops what a page being left cut short (a cut
   * check whose file still comes from the cache: shared/loader/page-reports.ts).
   */
  const refuse = (file: string, url: string, hash: string) =>
    fetchWith(url, {}).then(
      (response) => {
        report(
          `[storefront] ${url} ${response.ok ? `did not match its integrity ${hash}` : `answered HTTP ${response.status}`}: not run`,
        );
        return false;
      },
      () => checked.delete(file) && false,
    );
  return (files = []) =>
    Promise.all(
      files.map((file) => {
        if (!checked.has(file)) checked.set(file, check(file));
        return checked.get(file) as Promise<boolean>;
      }),
    ).then((verdicts) => verdicts.every(Boolean));
}

/**
 * Runs files once `check` passed them all (modules do nothing at import time): the French texts, evaluated before
 * the widgets are defined because their first render reads them. Resolves false, importing none, when one failed.
 */
export const runChecked = (
  check: (files: readonly string[]) => Promise<boolean>,
  files: readonly string[],
  base: string,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<boolean> =>
  check(files).then((ok) => ok && Promise.all(files.map((file) => load(new URL(file, base).href))).then(() => true));
