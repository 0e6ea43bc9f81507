// Fee (EHF) popover texts, English and French.
const en = {
  title: 'Environmental handling fee',
  viewProduct: 'View the product',
};
const fr: Record<keyof typeof en, string> = {
  title: 'Écofrais',
  viewProduct: 'Voir le produit',
};
export default { en, fr };
