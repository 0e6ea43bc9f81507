// Cart page texts: order-line comments and refresh, English and French.
const en = {
  region: 'Shopping cart content',
  quoteRegion: 'Quote content',
  refreshing: 'Updating the cart…',
  refreshed: 'The cart was updated.',
  commentRequired: 'Please enter a comment.',
  commentTooLong: 'Please enter no more than {max} characters.',
  bulkTitle: 'Comments on every line',
  bulkLabel: 'Comment to add to every line',
  bulkAdd: 'Add to all lines',
  bulkRemove: 'Remove all comments',
  confirmRemoveAll: '{count, plural, one {Remove # comment?} other {Remove # comments?}}',
};
const fr: Record<keyof typeof en, string> = {
  region: 'Contenu du panier',
  quoteRegion: 'Contenu de la soumission',
  refreshing: 'Mise à jour du panier…',
  refreshed: 'Le panier a été mis à jour.',
  commentRequired: 'Veuillez saisir un commentaire.',
  commentTooLong: 'Veuillez saisir au plus {max} caractères.',
  bulkTitle: 'Commentaires sur toutes les lignes',
  bulkLabel: 'Commentaire à ajouter à toutes les lignes',
  bulkAdd: 'Ajouter à toutes les lignes',
  bulkRemove: 'Retirer tous les commentaires',
  confirmRemoveAll: '{count, plural, one {Retirer # commentaire?} other {Retirer # commentaires?}}',
};
export default { en, fr };
