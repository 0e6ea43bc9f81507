// sf-cart-summary texts: toggle labels, the polite count announcement, loading, in English and French.
const en = {
  cart: 'Cart',
  quote: 'Quote',
  cartCount: '{count, plural, =0 {Your cart is empty} one {# item in your cart} other {# items in your cart}}',
  quoteCount: '{count, plural, =0 {Your quote is empty} one {# item in your quote} other {# items in your quote}}',
  showCart: 'Show cart summary',
  showQuote: 'Show quote summary',
};
const fr: Record<keyof typeof en, string> = {
  cart: 'Panier',
  quote: 'Soumission',
  cartCount:
    '{count, plural, =0 {Votre panier est vide} one {# article dans votre panier} other {# articles dans votre panier}}',
  quoteCount:
    '{count, plural, =0 {Votre soumission est vide} one {# article dans votre soumission} other {# articles dans votre soumission}}',
  showCart: 'Afficher le résumé du panier',
  showQuote: 'Afficher le résumé de la soumission',
};
export default { en, fr };
