// Product QR code texts, English and French.
const en = {
  label: 'QR code for this product',
  unavailable: 'The QR code cannot be shown here.',
  link: 'Link to this product',
  badUrl: 'This product has no valid address for a QR code.',
};
const fr: Record<keyof typeof en, string> = {
  label: 'Code QR de ce produit',
  unavailable: 'Le code QR ne peut pas être affiché ici.',
  link: 'Lien vers ce produit',
  badUrl: 'Ce produit n’a pas d’adresse valide pour un code QR.',
};
export default { en, fr };
