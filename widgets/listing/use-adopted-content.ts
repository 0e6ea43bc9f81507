// Moves the server's category tree and results into the island's slots before the first paint, and back on unmount.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetHost } from '../../shared/define.ts';
import type { Translate } from '../../shared/i18n/index.ts';
import { createCategoryTree } from './controls/category-tree.ts';
import type messages from './messages.ts';
import type { setupListing } from './setup.ts';
import { connectListing } from './store.ts';

type Tree = ReturnType<typeof createCategoryTree>;

interface Adopted {
  tree: Tree | null;
  resultsRef: RefObject<HTMLDivElement | null>;
  treeRef: RefObject<HTMLDivElement | null>;
}

/** `t` and `backToTop` are read once: the store owns the state after the mount. */
export function useAdoptedContent(
  container: WidgetHost,
  setup: ReturnType<typeof setupListing>,
  t: Translate<keyof (typeof messages)['en']>,
  backToTop: { stop: () => void } | null,
): Adopted {
  const [tree, setTree] = useState<Tree | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: mounts once per element; the store owns the state afterwards.
  useLayoutEffect(() => {
    const results = resultsRef.current;
    const treeSlot = treeRef.current;
    if (!results || !treeSlot) return;
    // Adopt the server's nodes before the first paint: no flash, and no request for what is already there.
    const server = container.serverContent;
    const nodes = server ? Array.from(server.childNodes) : [];
    const treeNodes = nodes.filter((n) => n instanceof Element && n.matches('.sf-category-tree'));
    treeSlot.append(...treeNodes);
    results.append(...nodes.filter((n) => !treeNodes.includes(n)));
    const made = treeNodes.length
      ? createCategoryTree(treeSlot, {
          show: (name) => t('showChildren', { name }),
          hide: (name) => t('hideChildren', { name }),
        })
      : null;
    setTree(made);
    const stop = setup.blocked ? () => {} : connectListing(setup.store, results, { reloadNow: setup.reloadNow });
    return () => {
      stop();
      made?.disconnect();
      backToTop?.stop();
      // Give the nodes back, so a re-attached element shows the same results.
      server?.append(...Array.from(treeSlot.childNodes), ...Array.from(results.childNodes));
    };
  }, []);

  return { tree, resultsRef, treeRef };
}
