// Watches the page for sf-* tags (now and in fragments inserted later) and loads each widget's chunk once.
import type { WidgetModule } from './registry.ts';

type Registry = Record<string, () => Promise<WidgetModule>>;

export function startLoader(registry: Registry, root: Document = document): () => void {
  const requested = new Set<string>();
  const selector = Object.keys(registry).join(',');

  const load = (tag: string) => {
    const importer = registry[tag];
    if (!importer || requested.has(tag)) return;
    requested.add(tag);
    importer()
      .then((module) => module.define())
      .catch((error: unknown) => {
        // Let a later appearance of the tag try again (e.g. after a network hiccup).
        requested.delete(tag);
        console.error(`[storefront] could not load <${tag}>:`, error);
      });
  };
  const scan = (node: Element | Document) => {
    if (node instanceof Element && node.localName in registry) load(node.localName);
    if (selector) for (const found of Array.from(node.querySelectorAll(selector))) load(found.localName);
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
