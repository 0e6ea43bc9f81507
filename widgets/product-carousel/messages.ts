// Product carousel texts (substitutes, complements, hot products), English and French.
const en = {
  label: 'Products',
  slide: '{index} of {count}',
  previous: 'Previous products',
  next: 'Next products',
  empty: 'No product to show.',
};
const fr: Record<keyof typeof en, string> = {
  label: 'Produits',
  slide: '{index} sur {count}',
  previous: 'Produits précédents',
  next: 'Produits suivants',
  empty: 'Aucun produit à afficher.',
};
export default { en, fr };
