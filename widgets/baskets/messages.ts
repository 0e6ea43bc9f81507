// Account – my baskets texts: the create-a-cart form errors, English and French.
const en = {
  nameRequired: 'Please enter a name for the new cart.',
  nameTooLong: 'Please enter no more than {max} characters.',
};
const fr: Record<keyof typeof en, string> = {
  nameRequired: 'Veuillez saisir un nom pour le nouveau panier.',
  nameTooLong: 'Veuillez saisir au plus {max} caractères.',
};
export default { en, fr };
