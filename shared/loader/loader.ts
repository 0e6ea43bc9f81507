// Watches the page for sf-* tags and behaviour markers (now, while it parses, and in fragments inserted later); loads each chunk once, each widget at its moment.
import { type EnterPresses, keepEarlyClicks } from './early-clicks.ts';
import { type Checks, keyLoads, type Registry, TAG } from './loads.ts';
import { toConsole } from './page-reports.ts';
import { sleepers } from './sleepers.ts';
import type { LoadOn } from './wake.ts';

const hits = (node: Element | Document, selector: string) =>
  (node instanceof Element && node.matches(selector)) || node.querySelector(selector) !== null;
/** The node and its descendants that match the key. */
const matching = (node: Element | Document, key: string) => [
  ...(node instanceof Element && node.matches(key) ? [node] : []),
  ...Array.from(node.querySelectorAll(key)),
];

export { documentParsed } from './loads.ts';

/**
 * `check(key)` runs as a key's tag (or marker) is found: it starts every file of the key's graph at once, and its
 * chunk is imported only once they all passed their integrity check (shared/loader/preload.ts). Its second promise
 * is awaited before the widget is defined (the French texts on a French page: the island renders in French at once).
 * A refused key keeps its server markup. Failures go to `report` (shared/loader/page-reports.ts in the bundle).
 *
 * Started while the page still parses (the loader included with `async` in <head>), downloads begin as each tag is
 * parsed, alongside the rest of the HTML; defining waits for the end of parsing, so no element is upgraded before
 * its server children are in.
 *
 * `wakeOn`: the widgets that do not load at once, and their moment (each manifest.ts `loadOn`; wake.ts).
 * `keepsClicks`: the behaviours whose controls' clicks are kept until they are in: key → the controls (each
 * `keepsClicks`). `keepsEnter`: the behaviours whose Enter in a field is kept as a press of its button: key → the
 * fields (each `keepsEnter`).
 */
export function startLoader(
  registry: Registry,
  root: Document = document,
  check: (key: string) => Checks = () => [Promise.resolve(true)],
  report: (...args: unknown[]) => void = toConsole,
  wakeOn: Readonly<Record<string, LoadOn>> = {},
  keepsClicks: Readonly<Record<string, string>> = {},
  keepsEnter: Readonly<Record<string, EnterPresses>> = {},
): () => void {
  // From the loader's first statement: a shopper may click a server-rendered control before its behaviour is in.
  const early = keepEarlyClicks(root, keepsClicks, keepsEnter);
  const [load, requested, waveDefined] = keyLoads(root, registry, check, report, early);
  // Idle time counts for a sleeper once the page's own widgets are defined (wake.ts).
  const [sleep, stopSleeping] = sleepers(load, report, waveDefined);
  const scan = (node: Element | Document) => {
    // One selector for every key not requested yet: a parsing page adds thousands of nodes, most matching nothing.
    const keys = Object.keys(registry).filter((key) => !requested.has(key));
    if (keys.length === 0 || !hits(node, keys.join(', '))) return;
    for (const key of keys) {
      if (!hits(node, key)) continue;
      // A tag's elements may each name their moment (data-load-on); a behaviour's markers load it at once.
      const moment = wakeOn[key] ?? (TAG.test(key) ? 'ready' : undefined);
      if (moment === undefined) load(key);
      // An element may wake its key (its author's moment is now): the others then stay awake.
      else for (const element of matching(node, key)) if (!requested.has(key)) sleep(key, element, moment);
    }
  };
  scan(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) if (node instanceof Element) scan(node);
    }
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    early.stop();
    stopSleeping();
  };
}
