// Cart page logic: its content (refreshed when the cart changes) and order-line comments; testable without React.
// Each <sf-cart-page> has its own state (its server HTML, its kind), made by createCartPage; the actions take it first.
import { atom, type WritableAtom } from 'nanostores';
import { afterNextPaint } from '../../shared/dom/tasks.ts';
import { endpointCall, type LatestOnly, latestOnly } from '../../shared/http/index.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { type CartTarget, onCartChanged } from '../../shared/stores/cart.ts';
import { addComment, addComments, type LineCommentRemoval, removeComment, removeComments } from './api.ts';
import { extractCartContent } from './content.ts';

/** The contract's limit for one comment (LEGACY-MARKUP §8, `comment (≤ 500)`). */
export const COMMENT_MAX_CHARS = 500;
export type CommentProblem = 'commentRequired' | 'commentTooLong' | null;

export function validateComment(text: string): CommentProblem {
  const value = text.trim();
  if (value === '') return 'commentRequired';
  return value.length > COMMENT_MAX_CHARS ? 'commentTooLong' : null;
}

export interface CartPageOptions {
  target: CartTarget;
  initialHtml: string;
  /** The page that renders this content; read at each refresh (it may change with the attribute). */
  refreshUrl: () => string;
}

/** One cart page element: its content, what is loading, and the comment calls on their way. */
export interface CartPageStore {
  readonly target: CartTarget;
  readonly options: CartPageOptions;
  readonly $html: WritableAtom<string>;
  readonly $busy: WritableAtom<boolean>;
  /** Bumped after each successful refresh, for the polite announcement. */
  readonly $refreshCount: WritableAtom<number>;
  readonly latest: LatestOnly;
  /** The element left the page: nothing refreshes any more. */
  disposed: boolean;
  /** Comment calls on their way, by what they act on: a second submit of the same thing sends nothing. */
  readonly inFlight: Set<string>;
}

export function createCartPage(options: CartPageOptions): CartPageStore {
  return {
    target: options.target,
    options,
    $html: atom(options.initialHtml),
    $busy: atom(false),
    $refreshCount: atom(0),
    latest: latestOnly(),
    disposed: false,
    inFlight: new Set<string>(),
  };
}

/** The cart page read again as the browser loads it (the record: no X-Requested-With), its content taken out. */
const readPage = endpointCall(ENDPOINTS.cartPage, extractCartContent, { widget: 'sf-cart-page' });

/** Reloads the content; the newest refresh wins. */
export async function refreshCartPage(page: CartPageStore): Promise<void> {
  const { options, latest, $busy, $html, $refreshCount } = page;
  if (page.disposed) return;
  $busy.set(true);
  const url = new URL(options.refreshUrl(), window.location.href);
  const reply = await latest.run((signal) => readPage({ url: url.pathname + url.search, signal }));
  if (reply.stale) return;
  $busy.set(false);
  if (reply.value.ok) {
    $html.set(reply.value.value);
    $refreshCount.set($refreshCount.get() + 1);
  }
}

/** Refreshes when the cart of this page's kind changes (told once per turn, however many said so); returns the stop. */
export function connectCartPage(page: CartPageStore): () => void {
  return onCartChanged((change) => {
    if (change.target === page.target) void refreshCartPage(page);
  });
}

/**
 * Sends one comment call unless the same one is already on its way (a double Enter posts once); after a success,
 * `posted` runs (e.g. empty the field that was sent) and the content refreshes. The server does not deduplicate.
 */
async function sendOnce(
  page: CartPageStore,
  key: string,
  send: () => Promise<boolean>,
  posted?: () => void,
): Promise<boolean> {
  const { inFlight } = page;
  if (inFlight.has(key)) return false;
  inFlight.add(key);
  try {
    // The submit or click is answered within its frame: the call (and the status bar's loading count) starts
    // after that frame is painted; a second submit meanwhile is already refused above.
    await afterNextPaint();
    const ok = await send();
    if (ok && !page.disposed) {
      posted?.();
      await refreshCartPage(page);
    }
    return ok;
  } finally {
    inFlight.delete(key);
  }
}

export function addLineComment(
  page: CartPageStore,
  orderLineId: number,
  comment: string,
  posted?: () => void,
): Promise<boolean> {
  return sendOnce(page, `add:${orderLineId}`, () => addComment(orderLineId, comment.trim()), posted);
}

export function removeLineComment(page: CartPageStore, removal: LineCommentRemoval): Promise<boolean> {
  return sendOnce(page, `remove:${removal.OrderLineId}:${removal.CommentId}`, () =>
    removeComment(removal.OrderLineId, removal.CommentId),
  );
}

export function addCommentToLines(page: CartPageStore, lines: readonly number[], comment: string): Promise<boolean> {
  return sendOnce(page, 'add:lines', () =>
    addComments(lines.map((OrderLineId) => ({ OrderLineId, Comment: comment.trim() }))),
  );
}

export function removeAllComments(page: CartPageStore, removals: readonly LineCommentRemoval[]): Promise<boolean> {
  return sendOnce(page, 'remove:all', () => removeComments(removals));
}

/** The element left the page: its refresh is aborted; comment calls finish (they change data) but refresh nothing. */
export function disposeCartPage(page: CartPageStore): void {
  page.disposed = true;
  page.latest.abort();
}
