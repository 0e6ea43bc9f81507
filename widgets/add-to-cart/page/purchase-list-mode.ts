// Purchase-list mode: the container's legacy flag is read by the shared reader only, into the bundle's own mark; the
// engine's CSS (which shows the select boxes) and the add (which counts the ticked ones) both read that mark, so every
// spelling the server writes ("1", "True", "true") shows the boxes the add counts.
import { isLegacyTrue } from '../../../shared/config/legacy-values.ts';
import { observeMatches } from '../../../shared/dom/index.ts';

const PURCHASE_LIST_MODE = 'data-sf-purchase-list-mode';
/** The bundle's own state (a fragment's copy is dropped by the sanitiser and taken off here). */
const PURCHASE_LIST_ACTIVE = 'data-sf-purchase-list-active';

/** Writes the container's mark from its flag; returns the mode. */
function markPurchaseListMode(container: Element): boolean {
  const on = isLegacyTrue(container.getAttribute(PURCHASE_LIST_MODE));
  // toggleAttribute changes nothing when the mark is already right: no mutation, so no loop with the watch below.
  container.toggleAttribute(PURCHASE_LIST_ACTIVE, on);
  return on;
}

/**
 * Whether a section is in purchase-list mode, as the CSS sees it (a marked container around it). The nearest flag is
 * read again first, so a click never acts on a mark older than the flag.
 */
export function inPurchaseListMode(section: Element): boolean {
  const container = section.closest(`[${PURCHASE_LIST_MODE}]`);
  if (container) markPurchaseListMode(container);
  return section.closest(`[${PURCHASE_LIST_ACTIVE}]`) !== null;
}

/** Marks every container present and inserted later, and again whenever its flag (or the mark) is changed. */
export function watchPurchaseListMode(root: Document = document): () => void {
  const stop = observeMatches(`[${PURCHASE_LIST_MODE}], [${PURCHASE_LIST_ACTIVE}]`, markPurchaseListMode, root);
  const changes = new MutationObserver((records) => {
    for (const record of records) if (record.target instanceof Element) markPurchaseListMode(record.target);
  });
  changes.observe(root.documentElement, {
    attributes: true,
    attributeFilter: [PURCHASE_LIST_MODE, PURCHASE_LIST_ACTIVE],
    subtree: true,
  });
  return () => {
    stop();
    changes.disconnect();
  };
}
