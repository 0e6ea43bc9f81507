// What page authors and editors learn about tracking (custom-elements.json, editor completion).
import { defineBehaviour } from '../../shared/manifest.ts';

export default defineBehaviour({
  name: 'tracking',
  summary:
    'Tracking events pushed to window.dataLayer (not DOM events), carrying the tracking entities with their own field names (Products, Category, Order, ShippingMethod) plus a GA4 ecommerce copy, from markup marked data-sf-track* and from the add-to-cart events: view_item_list, select_item, view_item, view_cart, begin_checkout, purchase, add_to_cart, add_to_quote, add_to_wishlist and click events.',
  selector: '[data-sf-track], [data-sf-track-click], .sf-add-to-cart',
  attributes: [
    {
      name: 'data-sf-track',
      on: 'list, product or order element',
      type: 'enum',
      values: ['view_item_list', 'view_item', 'view_cart', 'begin_checkout', 'purchase'],
      description: 'The event pushed when the element appears.',
    },
    {
      name: 'data-sf-track-product',
      on: 'product element',
      type: 'json',
      description:
        'Product entity: Code, Title, Brand, Category, Configurations, ListPosition, Quantity, Price, PriceForMinQuantity.',
    },
    {
      name: 'data-sf-track-category',
      on: 'data-sf-track="view_item_list" element',
      type: 'json',
      description: 'Category entity: Code, Title, ParentTitle.',
    },
    {
      name: 'data-sf-track-order',
      on: 'view_cart, begin_checkout or purchase element',
      type: 'json',
      description:
        'Order entity: Code, MerchantName, Total, Currency (default CAD), Tax, ShippingTotal, Coupons (string or list), Products.',
    },
    {
      name: 'data-sf-track-shipping',
      on: 'view_cart, begin_checkout or purchase element',
      type: 'json',
      description: 'Shipping method entity: Title, Total.',
    },
    {
      name: 'data-sf-track-click',
      on: 'clickable element with or inside a data-sf-track-product',
      type: 'string',
      description: 'GA4 event pushed on click (a-z and _, e.g. remove_from_cart).',
    },
  ],
  docs: 'widgets/tracking/README.md',
});
