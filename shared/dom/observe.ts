// Runs a setup once per element matching a selector, for those present now and those inserted later.

type Selector = string | ((element: Element) => boolean);
interface Watch {
  selector: Selector;
  /** Sets up the element if it matches and was not set up yet. */
  visit(element: Element): void;
}

/**
 * Every watch of a document shares one MutationObserver: an island's render inserts whole subtrees, and each is
 * looked through once with every watch's selector together (bench/JOURNAL.md "One watch of the page"), not once
 * per behaviour. Only what matches is then searched for each watch.
 */
const watchesOf = new WeakMap<Document, { watches: Set<Watch>; observer: MutationObserver }>();

const everyElement = (watch: Watch, node: Element) => {
  watch.visit(node);
  const selector = typeof watch.selector === 'string' ? watch.selector : '*';
  for (const el of Array.from(node.querySelectorAll(selector))) watch.visit(el);
};

function inserted(watches: Set<Watch>, records: MutationRecord[]) {
  const list = [...watches];
  // A predicate has to see every element; selectors can be asked for all at once.
  const anyPredicate = list.some((watch) => typeof watch.selector !== 'string');
  const together = list.map((watch) => watch.selector).join(', ');
  for (const record of records)
    for (const node of Array.from(record.addedNodes)) {
      if (!(node instanceof Element)) continue;
      if (!anyPredicate && !node.matches(together) && node.querySelector(together) === null) continue;
      for (const watch of list) everyElement(watch, node);
    }
}

export function observeMatches(
  selector: Selector,
  setup: (element: Element) => void,
  root: Document = document,
): () => void {
  const seen = new WeakSet<Element>();
  const matches = (el: Element) => (typeof selector === 'string' ? el.matches(selector) : selector(el));
  const watch: Watch = {
    selector,
    visit(el) {
      if (seen.has(el) || !matches(el)) return;
      seen.add(el);
      try {
        setup(el);
      } catch (error) {
        // One bad element must not stop the others being set up.
        console.warn('[storefront] setup failed for', el, error);
      }
    },
  };
  everyElement(watch, root.documentElement);
  let shared = watchesOf.get(root);
  if (!shared) {
    const watches = new Set<Watch>();
    const observer = new MutationObserver((records) => inserted(watches, records));
    observer.observe(root.documentElement, { childList: true, subtree: true });
    shared = { watches, observer };
    watchesOf.set(root, shared);
  }
  shared.watches.add(watch);
  const { watches, observer } = shared;
  return () => {
    // A second call, or a call once the document's watches started afresh, leaves the others watching.
    if (!watches.delete(watch) || watches.size > 0) return;
    observer.disconnect();
    watchesOf.delete(root);
  };
}
