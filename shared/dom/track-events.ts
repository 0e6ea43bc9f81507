// The tracking events server HTML may name: item-level ones. Conversions and revenue (`view_cart`, `begin_checkout`,
// `purchase`…) come only from the page's own markup. Part of the sanitiser's policy (html-policy.ts re-exports it):
// the sanitiser drops any other value from a fragment, and the tracking behaviour refuses one on a node from server HTML.
const FRAGMENT_TRACK_EVENTS = new Set([
  'view_item_list',
  'view_item',
  'select_item',
  'view_promotion',
  'select_promotion',
  'remove_from_cart',
  'add_to_wishlist',
]);

export const fragmentMayTrack = (event: string): boolean => FRAGMENT_TRACK_EVENTS.has(event);
