// Watches the page for sf-* tags and behaviour markers (now and in fragments inserted later); loads each chunk once.
import type { WidgetModule } from './registry.ts';

type Registry = Record<string, () => Promise<WidgetModule>>;

/**
 * `preload(key)` runs as a key's chunk is requested: for starting the rest of its graph at the same time. What it
 * returns is awaited before the widget is defined (the French texts on a French page: the island renders in French
 * at once).
 */
export function startLoader(
  registry: Registry,
  root: Document = document,
  preload: (key: string) => Promise<unknown> | undefined = () => undefined,
): () => void {
  const requested = new Set<string>();

  const load = (key: string) => {
    const importer = registry[key];
    if (!importer || requested.has(key)) return;
    requested.add(key);
    const before = preload(key);
    Promise.all([importer(), before])
      .then(([module]) => module.define())
      .catch((error: unknown) => {
        // Let a later appearance of the tag try again (e.g. after a network hiccup).
        requested.delete(key);
        console.error(`[storefront] could not load ${key}:`, error);
      });
  };
  const scan = (node: Element | Document) => {
    for (const key of Object.keys(registry)) {
      if (requested.has(key)) continue;
      if ((node instanceof Element && node.matches(key)) || node.querySelector(key)) load(key);
    }
  };

  scan(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) if (node instanceof Element) scan(node);
    }
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
