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

  /** Reloads the content; the newest refresh wins, and refreshes raised in the same task are sent once. */
  async function refresh(): Promise<void> {
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

  const refreshIf = async (done: Promise<boolean>): Promise<boolean> => {
    const ok = await done;
    if (ok) await refresh();
    return ok;
  };

  return {
    target: options.target,
    $html,
    $busy,
    $refreshCount,
    refresh,
    requestRefresh,
    addLineComment: (orderLineId: number, comment: string) => refreshIf(addComment(orderLineId, comment.trim())),
    removeLineComment: (removal: LineCommentRemoval) =>
      refreshIf(removeComment(removal.OrderLineId, removal.CommentId)),
    addCommentToLines: (lines: readonly number[], comment: string) =>
      refreshIf(addComments(lines.map((OrderLineId) => ({ OrderLineId, Comment: comment.trim() })))),
    removeAllComments: (removals: readonly LineCommentRemoval[]) => refreshIf(removeComments(removals)),
    dispose: () => controller?.abort(),
  };
}
