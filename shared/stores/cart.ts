// Cart and quote popup state shared by the add-to-cart engine, the header badges and sf-cart-summary (spec section 4).
import { atom, map } from 'nanostores';

/** Mini-cart popup events of spec section 4, with their contract values. */
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
