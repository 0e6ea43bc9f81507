// The page-facing event bridge: the legacy page events (each widget README's Events) as bubbling, namespaced DOM CustomEvents with a typed detail.
export interface ProductsAddedDetail {
  /** The products sent, as lines of the `products` field (LEGACY-MARKUP.md §4). */
  products: readonly { ProductCode: string; Qty: number; Uom: number }[];
  nbProductsAdded: number;
}

/** Spec event name → DOM event name: ProductsAddedToCart → sf:products-added-to-cart, and so on. */
export interface SfEventMap {
  'sf:products-added-to-cart': CustomEvent<ProductsAddedDetail>;
  'sf:products-added-to-quote': CustomEvent<ProductsAddedDetail>;
  'sf:products-added-to-purchase-list': CustomEvent<ProductsAddedDetail>;
  /** The cart refresh event: the cart page and badges reload. */
  'sf:cart-refresh': CustomEvent<{ target: 'cart' | 'quote' }>;
  /** Raised on document once per kind per turn whenever the cart or quote changed (an add, a REFRESH, an sf:cart-refresh). */
  'sf:cart-changed': CustomEvent<{ target: 'cart' | 'quote' }>;
  /** Content-editor preview: "Edit this section" / "Edit the layout" on a widget (cancelable: cancel to stop the link). */
  'sf:edit-section': CustomEvent<EditWidgetDetail>;
  'sf:edit-layout': CustomEvent<EditWidgetDetail>;
  /**
   * The visitor logged out (the header's logout, before it leaves the page): the bundle forgets what it kept for the
   * session. A page script that logs the visitor out another way raises it on document for the same effect.
   */
  'sf:logout': CustomEvent<null>;
  /**
   * A failure the bundle met (a chunk refused, an import or a call that failed, a reply of the wrong shape, an attribute
   * it could not read, server HTML trimmed, a kept input dropped): raised on document once per distinct failure, its
   * repeats counted on the same detail (shared/report/failures.ts).
   */
  'sf:error': CustomEvent<FailureDetail>;
}

/** The kinds of failure an `sf:error` names (the field report's wire checks its list against this: shared/report/wire.ts). */
type FailureKind = 'integrity' | 'load' | 'endpoint' | 'reply' | 'config' | 'sanitised' | 'kept-input';

/** An `sf:error` event's detail. */
export interface FailureDetail {
  kind: FailureKind;
  /** The tag (`sf-listing`) or behaviour (`add-to-cart`) that met it; `page` when none is to blame. */
  widget: string;
  /** What happened, for people: it may quote the server, so the field report never carries it. */
  message: string;
  /** The bundle's version and flavour (`0.1.0 preact`), or `unknown` outside a built bundle. */
  release: string;
  /** An endpoint's HTTP status (0: no answer). */
  status?: number;
  /** The endpoint's or chunk's path, without its query. */
  path?: string;
  /** How many times it has happened on this page: 1 when raised, counted up on this same detail by each repeat. */
  count: number;
}

/** The identity of the widget a content editor wants to edit (widgets/editor-preview). */
export interface EditWidgetDetail {
  tag: string;
  widgetCode: string;
  widgetUniqueCode: string;
  /** The public (client) URL of the page, from /cmseditorwgtpageurls/geturlclientbyurl, or the current path. */
  clientUrl: string;
  /** The CMS editor link for this action, when the page gives a template; else null. */
  editorUrl: string | null;
}
export type SfEventName = keyof SfEventMap;
export type SfEventDetail<N extends SfEventName> = SfEventMap[N] extends CustomEvent<infer D> ? D : never;

export function emitSfEvent<N extends SfEventName>(
  name: N,
  detail: SfEventDetail<N>,
  target: EventTarget = document,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/**
 * The names page scripts of the jQuery storefront listen for on document (ProductsAddedToCart, …): raised beside
 * each sf: products-added event, with the same detail (widgets/add-to-cart/README.md, "Page-script contract").
 */
const LEGACY_PRODUCTS_ADDED = {
  'sf:products-added-to-cart': 'ProductsAddedToCart',
  'sf:products-added-to-quote': 'ProductsAddedToQuote',
  'sf:products-added-to-purchase-list': 'ProductsAddedToPurchaseList',
} as const;
type ProductsAddedEvent = keyof typeof LEGACY_PRODUCTS_ADDED;
interface LegacyEventMap {
  ProductsAddedToCart: CustomEvent<ProductsAddedDetail>;
  ProductsAddedToQuote: CustomEvent<ProductsAddedDetail>;
  ProductsAddedToPurchaseList: CustomEvent<ProductsAddedDetail>;
}

/** Raises an add's sf: event from `target` (it bubbles to document), then its legacy name on document. */
export function emitProductsAdded(
  name: ProductsAddedEvent,
  detail: ProductsAddedDetail,
  target: EventTarget = document,
): void {
  emitSfEvent(name, detail, target);
  document.dispatchEvent(new CustomEvent(LEGACY_PRODUCTS_ADDED[name], { detail, bubbles: true }));
}

export function onSfEvent<N extends SfEventName>(
  name: N,
  listener: (event: SfEventMap[N]) => void,
  target: EventTarget = document,
): () => void {
  const handler = (event: Event) => listener(event as SfEventMap[N]);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}

declare global {
  interface DocumentEventMap extends SfEventMap, LegacyEventMap {}
  interface HTMLElementEventMap extends SfEventMap {}
}
