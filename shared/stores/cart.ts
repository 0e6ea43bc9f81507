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

/** Item counts of the cart and the quote, as last answered by {header}/getcartelementcount. */
export const $cartCounts = map<Record<CartTarget, number | null>>({ cart: null, quote: null });

export function setCartCount(target: CartTarget, count: number): void {
  $cartCounts.setKey(target, count);
}
