// Quantity table texts: price breaks per quantity and unit, English and French.
const en = {
  caption: 'Quantities and prices',
  unit: 'Unit',
  fromQty: 'From',
  price: 'Price',
  multiple: 'Multiple',
  maximum: 'Maximum',
  fromValue: '{qty, number} or more',
  badData: 'The price table could not be read.',
  empty: 'No price information.',
};
const fr: Record<keyof typeof en, string> = {
  caption: 'Quantités et prix',
  unit: 'Unité',
  fromQty: 'À partir de',
  price: 'Prix',
  multiple: 'Multiple',
  maximum: 'Maximum',
  fromValue: '{qty, number} ou plus',
  badData: 'Le tableau des prix n’a pas pu être lu.',
  empty: 'Aucune information de prix.',
};
export default { en, fr };
