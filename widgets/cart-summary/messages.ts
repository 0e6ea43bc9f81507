// sf-cart-summary texts: toggle labels, the polite count announcement, loading, in English and French.
const en = {
  cart: 'Cart',
  quote: 'Quote',
  cartCount: '{count, plural, =0 {Your cart is empty} one {# item in your cart} other {# items in your cart}}',
  quoteCount: '{count, plural, =0 {Your quote is empty} one {# item in your quote} other {# items in your quote}}',
  showCart: 'Show cart summary',
  showQuote: 'Show quote summary',
  // With a count the toggle shows "Cart 3": its name starts with those words (label in name).
  showCartCount: '{count, plural, one {Cart, {count} item: show summary} other {Cart, {count} items: show summary}}',
  showQuoteCount: '{count, plural, one {Quote, {count} item: show summary} other {Quote, {count} items: show summary}}',
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
  showCartCount:
    '{count, plural, one {Panier, {count} article : afficher le résumé} other {Panier, {count} articles : afficher le résumé}}',
  showQuoteCount:
    '{count, plural, one {Soumission, {count} article : afficher le résumé} other {Soumission, {count} articles : afficher le résumé}}',
};
export default { en, fr };
