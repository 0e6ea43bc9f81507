// Cart page logic: its content (refreshed when the cart changes) and order-line comments; testable without React.
import { atom } from 'nanostores';
import { afterNextPaint } from '../../shared/dom/tasks.ts';
import { latestOnly, request } from '../../shared/http/index.ts';
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

export function createCartPage(options: CartPageOptions) {
  const $html = atom(options.initialHtml);
  const $busy = atom(false);
  /** Bumped after each successful refresh, for the polite announcement. */
  const $refreshCount = atom(0);
  const latest = latestOnly();
  let disposed = false;
  /** Comment calls on their way, by what they act on: a second submit of the same thing sends nothing. */
  const inFlight = new Set<string>();

  /** Reloads the content; the newest refresh wins. */
  async function refresh(): Promise<void> {
    if (disposed) return;
    $busy.set(true);
    const url = new URL(options.refreshUrl(), window.location.href);
    // ky replaces a URL's query with searchParams, so the query travels as fields.
    const reply = await latest.run((signal) =>
      request(url.pathname, Object.fromEntries(url.searchParams), {
        method: 'GET',
        pageLoad: true,
        expect: 'html',
        parse: extractCartContent,
        signal,
      }),
    );
    if (reply.stale) return;
    $busy.set(false);
    if (reply.value.ok) {
      $html.set(reply.value.value);
      $refreshCount.set($refreshCount.get() + 1);
    }
  }

  /** Refreshes when the cart of this page's kind changes (told once per turn, however many said so). */
  function connect(): () => void {
    return onCartChanged((change) => {
      if (change.target === options.target) void refresh();
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
      // The submit or click is answered within its frame: the call (and the status bar's loading count) starts
      // after that frame is painted; a second submit meanwhile is already refused above.
      await afterNextPaint();
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
    connect,
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
      latest.abort();
    },
  };
}
