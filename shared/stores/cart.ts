// Cart and quote state shared by the add-to-cart engine, the header badges, sf-cart-summary and sf-cart-page: the popup signal, "the cart changed" and the counts.
import { atom, map } from 'nanostores';
import { onSfEvent } from './events.ts';

/** Mini-cart popup events with their contract values (widgets/cart-summary/README.md, Behaviour). */
export const CartPopupEvent = { OPEN: 0, REFRESH: 1, OPENREFRESH: 2, OPENLOADING: 3, CLOSE: 4 } as const;
export type CartPopupEvent = (typeof CartPopupEvent)[keyof typeof CartPopupEvent];
export type CartTarget = 'cart' | 'quote';

export interface CartPopupSignal {
  target: CartTarget;
  event: CartPopupEvent;
  /** Increases on every raise, so the same event twice is still seen twice. */
  seq: number;
}

export const $cartPopupSignal = atom<CartPopupSignal | null>(null);
let seq = 0;

export function raiseCartPopupEvent(target: CartTarget, event: CartPopupEvent): void {
  $cartPopupSignal.set({ target, event, seq: ++seq });
}

/** Item counts of the cart and the quote: the answer to the newest request that read them. */
export const $cartCounts = map<Record<CartTarget, number | null>>({ cart: null, quote: null });

const issued: Record<CartTarget, number> = { cart: 0, quote: 0 };
const applied: Record<CartTarget, number> = { cart: 0, quote: 0 };

/**
 * Takes a place in line when a request that reads a count starts (the header's getcartelementcount, the cart
 * summary's reload): the returned writer is ignored once a reading started later has been written, whichever widget
 * made it, so a slow old reply never replaces a newer count.
 */
export function beginCartCountReading(target: CartTarget): (count: number) => void {
  const ticket = ++issued[target];
  return (count) => {
    if (ticket < applied[target]) return;
    applied[target] = ticket;
    $cartCounts.setKey(target, count);
  };
}

/**
 * "The cart changed" for one kind, whoever says so: the popup's REFRESH / OPENREFRESH or a page's `sf:cart-refresh`
 * (detail.target; both kinds when it names none). Signals raised within the same turn are told once per kind, at the end of
 * the turn, so one add reloads each reader once. Returns the unsubscribe.
 */
export function onCartChanged(listener: (target: CartTarget) => void): () => void {
  changeListeners.add(listener);
  stopSources ??= listenToSources();
  return () => {
    changeListeners.delete(listener);
    if (changeListeners.size > 0 || !stopSources) return;
    stopSources();
    stopSources = null;
  };
}

const changeListeners = new Set<(target: CartTarget) => void>();
const pendingChanges = new Set<CartTarget>();
let stopSources: (() => void) | null = null;

function cartChanged(target: CartTarget): void {
  if (pendingChanges.size === 0) queueMicrotask(tellCartChanged);
  pendingChanges.add(target);
}

function tellCartChanged(): void {
  const targets = [...pendingChanges];
  pendingChanges.clear();
  for (const target of targets) for (const listener of [...changeListeners]) listener(target);
}

function listenToSources(): () => void {
  const offSignal = $cartPopupSignal.listen((signal) => {
    if (signal?.event === CartPopupEvent.REFRESH || signal?.event === CartPopupEvent.OPENREFRESH)
      cartChanged(signal.target);
  });
  const offEvent = onSfEvent('sf:cart-refresh', (event) => {
    // A page script that names no kind (or an unknown one) gets both reloaded rather than a stale one.
    const target = event.detail?.target;
    if (target === 'cart' || target === 'quote') return cartChanged(target);
    cartChanged('cart');
    cartChanged('quote');
  });
  return () => {
    offSignal();
    offEvent();
  };
}
