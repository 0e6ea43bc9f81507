// The cart's one path (shared/README.md, "The cart: one path"): the popup events widgets raise, the one "the cart changed" with its page event, and the one reader of the counts.
import { map } from 'nanostores';
import * as v from 'valibot';
import { yieldToMain } from '../dom/tasks.ts';
import { endpointCall, type LatestOnly, latestOnly, parserFor } from '../http/index.ts';
import { ENDPOINTS } from '../legacy/endpoints.ts';
import { emitSfEvent, onSfEvent } from './events.ts';

/** Mini-cart popup events with their contract values (widgets/cart-summary/README.md, Behaviour). */
export const CartPopupEvent = { OPEN: 0, REFRESH: 1, OPENREFRESH: 2, OPENLOADING: 3, CLOSE: 4 } as const;
export type CartPopupEvent = (typeof CartPopupEvent)[keyof typeof CartPopupEvent];
export type CartTarget = 'cart' | 'quote';
/** What a popup is told directly; REFRESH and OPENREFRESH arrive as a change (onCartChanged). */
export type CartPopupCommand =
  | typeof CartPopupEvent.OPEN
  | typeof CartPopupEvent.OPENLOADING
  | typeof CartPopupEvent.CLOSE;

/** One kind's change, told once per turn however many said so. */
export interface CartChange {
  target: CartTarget;
  /** An OPENREFRESH was raised (and no CLOSE after it in the turn): the popup opens once reloaded. */
  open: boolean;
}

const popupListeners = new Set<(target: CartTarget, event: CartPopupCommand) => void>();
const changeListeners = new Set<(change: CartChange) => void>();
const pendingChanges = new Map<CartTarget, CartChange>();
let stopPageEvents: (() => void) | null = null;
/** Changes subscribed to plus counts shown: while above 0, a page's sf:cart-refresh is heard. */
let hearing = 0;

/** Hears a page's sf:cart-refresh while anything follows the cart; returns the stop. */
function hearPage(): () => void {
  hearing++;
  stopPageEvents ??= onSfEvent('sf:cart-refresh', (event) => {
    const target = event.detail?.target;
    for (const kind of target === 'cart' || target === 'quote' ? [target] : (['cart', 'quote'] as const))
      cartChanged(kind, false);
  });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--hearing > 0 || !stopPageEvents) return;
    stopPageEvents();
    stopPageEvents = null;
  };
}

/**
 * The spec's popup events, raised by whoever acts on the cart (the add-to-cart engine, the configurators): REFRESH and
 * OPENREFRESH are "the cart changed"; OPEN, OPENLOADING and CLOSE go to the popups of that kind at once.
 */
export function raiseCartPopupEvent(target: CartTarget, event: CartPopupEvent): void {
  if (event === CartPopupEvent.REFRESH || event === CartPopupEvent.OPENREFRESH) {
    cartChanged(target, event === CartPopupEvent.OPENREFRESH);
    return;
  }
  const pending = pendingChanges.get(target);
  // A CLOSE after an OPENREFRESH of the same turn: the reload still happens, the popup stays closed.
  if (event === CartPopupEvent.CLOSE && pending) pending.open = false;
  for (const listener of [...popupListeners]) listener(target, event);
}

/** Follows OPEN, OPENLOADING and CLOSE of both kinds; returns the unsubscribe. */
export function onCartPopup(listener: (target: CartTarget, event: CartPopupCommand) => void): () => void {
  popupListeners.add(listener);
  return () => popupListeners.delete(listener);
}

/**
 * "The cart changed" for one kind, whoever says so: REFRESH / OPENREFRESH or a page's `sf:cart-refresh` (detail.target;
 * both kinds when it names none or an unknown one). Changes raised within the same turn are told once per kind, at the
 * end of the turn, so one add reloads each reader once; page scripts hear the same change as `sf:cart-changed`.
 * Returns the unsubscribe.
 */
export function onCartChanged(listener: (change: CartChange) => void): () => void {
  changeListeners.add(listener);
  const stopHearing = hearPage();
  return () => {
    changeListeners.delete(listener);
    stopHearing();
  };
}

function cartChanged(target: CartTarget, open: boolean): void {
  if (pendingChanges.size === 0) queueMicrotask(tellCartChanged);
  const pending = pendingChanges.get(target);
  pendingChanges.set(target, { target, open: open || (pending?.open ?? false) });
}

function tellCartChanged(): void {
  const changes = [...pendingChanges.values()];
  pendingChanges.clear();
  for (const change of changes) {
    void readWatchedCount(change.target, 'change');
    for (const listener of [...changeListeners]) listener(change);
    if (typeof document !== 'undefined') emitSfEvent('sf:cart-changed', { target: change.target }, document);
  }
}

/** Item counts of the cart and the quote, as the server last answered them; null until read. */
export const $cartCounts = map<Record<CartTarget, number | null>>({ cart: null, quote: null });

/** A count as the server writes it (a number or digits); the header badges and the probe of the page checker read it. */
export const countSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
);
/** Who shows each count, with the `{header}/getcartelementcount` URL they were configured with, if any (newest last). */
/** The count call, read with the schema the page checker also reads it with. */
const readCount = endpointCall(ENDPOINTS.cartCount, parserFor(countSchema, 'cart count'), {
  // One reading serves every widget that shows the count (the header's badges, the cart summary): none alone is to blame.
  widget: 'page',
});
const watchers: Record<CartTarget, { url: string | null }[]> = { cart: [], quote: [] };
const readings: Record<CartTarget, LatestOnly> = { cart: latestOnly(), quote: latestOnly() };
/**
 * The URL each kind was last read from, while that reading is on its way or answered and no change came since: a
 * watch that starts then (React mounts each island in a task of its own) shows that count rather than asking again.
 */
const readFrom: Record<CartTarget, string | null> = { cart: null, quote: null };
const readSoon = new Set<CartTarget>();

/**
 * Shows a count: it is read now (in a task of its own, once however many start in this turn; not again for a watch
 * that starts while the same count is on its way or answered) and again after each change of its kind, one request
 * per change whoever shows it. The cart's count call sends no field (the spec names
 * none); the quote's sends `isForQuote=true`, which only a server that answers it should be asked (the header's
 * opt-in, docs/LEGACY-MARKUP.md §12). `url` is the call as an author configured it (the header's
 * data-header-url); without one, the spec's path. Returns the stop.
 */
export function watchCartCount(target: CartTarget, url: string | null = null): () => void {
  if (readSoon.size === 0)
    void yieldToMain().then(() => {
      const targets = [...readSoon];
      readSoon.clear();
      for (const t of targets) void readWatchedCount(t, 'watch');
    });
  readSoon.add(target);
  const stopHearing = hearPage();
  const watch = { url };
  watchers[target].push(watch);
  return () => {
    stopHearing();
    const list = watchers[target];
    const at = list.indexOf(watch);
    if (at < 0) return;
    list.splice(at, 1);
    if (list.length === 0) {
      readings[target].abort();
      readFrom[target] = null;
    }
  };
}

/**
 * The one reader: the newest reading wins (an older reply landing after it is dropped). A new watch of the URL read
 * since the last change asks nothing; a change is always read again.
 */
async function readWatchedCount(target: CartTarget, reason: 'watch' | 'change'): Promise<void> {
  const list = watchers[target];
  if (list.length === 0) return;
  const url = list.findLast((w) => w.url !== null)?.url ?? ENDPOINTS.cartCount.path;
  if (reason === 'watch' && readFrom[target] === url) return;
  readFrom[target] = url;
  const reply = await readings[target].run((signal) =>
    readCount({ fields: target === 'quote' ? { isForQuote: true } : {}, url, signal }),
  );
  if (reply.stale) return;
  if (!reply.value.ok) {
    readFrom[target] = null;
    return;
  }
  $cartCounts.setKey(target, reply.value.value);
}

/** Back to the start: no count shown or read, no change pending (tests; a page never needs it). */
export function resetCart(): void {
  for (const target of ['cart', 'quote'] as const) {
    watchers[target] = [];
    readings[target].abort();
    readFrom[target] = null;
  }
  readSoon.clear();
  pendingChanges.clear();
  $cartCounts.set({ cart: null, quote: null });
}
