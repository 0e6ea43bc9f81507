// Runs a setup once per element matching a selector, for those present now and those inserted later.
export function observeMatches(
  selector: string | ((element: Element) => boolean),
  setup: (element: Element) => void,
  root: Document = document,
): () => void {
  const seen = new WeakSet<Element>();
  const matches = (el: Element) => (typeof selector === 'string' ? el.matches(selector) : selector(el));
  const visit = (el: Element) => {
    if (seen.has(el) || !matches(el)) return;
    seen.add(el);
    try {
      setup(el);
    } catch (error) {
      // One bad element must not stop the others being set up.
      console.warn('[storefront] setup failed for', el, error);
    }
  };
  const scan = (node: Element) => {
    visit(node);
    for (const el of Array.from(node.querySelectorAll(typeof selector === 'string' ? selector : '*'))) visit(el);
  };
  scan(root.documentElement);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of Array.from(record.addedNodes)) if (node instanceof Element) scan(node);
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
