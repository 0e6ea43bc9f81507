// Every sf-* tag (and behaviour marker) and the chunk that defines it; a chunk loads only when its key matches the page.
export interface WidgetModule {
  define(): void;
}

/** Keys are CSS selectors: a tag name for a widget, an attribute selector for delegated behaviour. */
export const widgetRegistry: Record<string, () => Promise<WidgetModule>> = {
  'sf-async-section': () => import('../../widgets/async-section/define.ts'),
  'form[data-sf-validate]': () => import('../../widgets/form-rules/define.ts'),
  'textarea[data-sf-counter], input[data-sf-counter], [data-sf-force-lower], input.force-lower, input[data-sf-search-text], form[role="search"] input, a[data-sf-external-link], a.external-link, form[data-sf-unsaved-warning]':
    () => import('../../widgets/page-helpers/define.ts'),
  'body[data-sf-preview="true" i], body[data-sf-preview="1"]': () => import('../../widgets/editor-preview/define.ts'),
  '[data-sf-track], [data-sf-track-click], .sf-add-to-cart': () => import('../../widgets/tracking/define.ts'),
  'sf-status-bar': () => import('../../widgets/status-bar/define.ts'),
  'sf-header': () => import('../../widgets/header/define.ts'),
  '.sf-add-to-cart': () => import('../../widgets/add-to-cart/define.ts'),
  'sf-cart-summary': () => import('../../widgets/cart-summary/define.ts'),
  'sf-listing': () => import('../../widgets/listing/define.ts'),
  '.sf-ehf-trigger, [product-url][productid]': () => import('../../widgets/ehf-popover/define.tsx'),
  'sf-cart-page': () => import('../../widgets/cart-page/define.ts'),
  '[data-sf-message-reply], .sf-message-reply-btn[data-id-post]': () =>
    import('../../widgets/message-reply/define.tsx'),
  'sf-home-carousel': () => import('../../widgets/home-carousel/define.ts'),
  'sf-product-carousel': () => import('../../widgets/product-carousel/define.ts'),
  'textarea[data-sf-char-counter], form.sf-review textarea': () => import('../../widgets/review-box/define.ts'),
  'sf-product-gallery': () => import('../../widgets/product-gallery/define.ts'),
  'sf-quantity-table': () => import('../../widgets/quantity-table/define.ts'),
  'sf-baskets': () => import('../../widgets/baskets/define.ts'),
  'sf-product-qr': () => import('../../widgets/product-qr/define.ts'),
};
