// Cart page logic: its content (refreshed on the cart refresh event) and order-line comments; testable without React.
import { atom } from 'nanostores';
import { request } from '../../shared/http/index.ts';
import type { CartTarget } from '../../shared/stores/cart.ts';
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

export function createCartPage(options: CartPageOptions) {
  const $html = atom(options.initialHtml);
  const $busy = atom(false);
  /** Bumped after each successful refresh, for the polite announcement. */
  const $refreshCount = atom(0);
  let controller: AbortController | null = null;
  let scheduled = false;
  let disposed = false;
  /** Comment calls on their way, by what they act on: a second submit of the same thing sends nothing. */
  const inFlight = new Set<string>();

  /** Reloads the content; the newest refresh wins, and refreshes raised in the same task are sent once. */
  async function refresh(): Promise<void> {
    if (disposed) return;
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    $busy.set(true);
    const url = new URL(options.refreshUrl(), window.location.href);
    // ky replaces a URL's query with searchParams, so the query travels as fields.
    const outcome = await request(url.pathname, Object.fromEntries(url.searchParams), {
      method: 'GET',
      expect: 'html',
      parse: extractCartContent,
      signal: mine.signal,
    });
    if (controller !== mine) return;
    controller = null;
    $busy.set(false);
    if (outcome.ok) {
      $html.set(outcome.value);
      $refreshCount.set($refreshCount.get() + 1);
    }
  }

  function requestRefresh(): void {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void refresh();
    });
  }

  /**
   * Sends one comment call unless the same one is already on its way (a double Enter posts once); after a success,
   * `posted` runs (e.g. empty the field that was sent) and the content refreshes. The server does not deduplicate.
   */
  async function once(key: string, send: () => Promise<boolean>, posted?: () => void): Promise<boolean> {
    if (inFlight.has(key)) return false;
    inFlight.add(key);
    try {
      const ok = await send();
      if (ok && !disposed) {
        posted?.();
        await refresh();
      }
      return ok;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    target: options.target,
    $html,
    $busy,
    $refreshCount,
    refresh,
    requestRefresh,
    addLineComment: (orderLineId: number, comment: string, posted?: () => void) =>
      once(`add:${orderLineId}`, () => addComment(orderLineId, comment.trim()), posted),
    removeLineComment: (removal: LineCommentRemoval) =>
      once(`remove:${removal.OrderLineId}:${removal.CommentId}`, () =>
        removeComment(removal.OrderLineId, removal.CommentId),
      ),
    addCommentToLines: (lines: readonly number[], comment: string) =>
      once('add:lines', () => addComments(lines.map((OrderLineId) => ({ OrderLineId, Comment: comment.trim() })))),
    removeAllComments: (removals: readonly LineCommentRemoval[]) => once('remove:all', () => removeComments(removals)),
    /** The element left the page: its refresh is aborted; comment calls finish (they change data) but refresh nothing. */
    dispose: () => {
      disposed = true;
      controller?.abort();
    },
  };
}
