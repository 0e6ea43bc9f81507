// Every user-facing string of demo-host, in English and French, plus language detection.
export type Lang = 'en' | 'fr';

const STRINGS = {
  badRequest: ['Invalid request: {0}.', 'Requête invalide : {0}.'],
  missingField: ['the field "{0}" is missing', 'le champ « {0} » est manquant'],
  badNumber: ['the field "{0}" must be a valid number', 'le champ « {0} » doit être un nombre valide'],
  tooLong: ['the field "{0}" is too long (max {1} characters)', 'le champ « {0} » est trop long (max. {1} caractères)'],
  badJson: ['the field "{0}" must hold valid JSON', 'le champ « {0} » doit contenir du JSON valide'],
  badProducts: ['the product list is invalid', 'la liste de produits est invalide'],
  tooManyLines: ['too many lines (max {0})', 'trop de lignes (max. {0})'],
  emptyProducts: ['no product to add', 'aucun produit à ajouter'],
  unknownProduct: ['Unknown product code "{0}".', 'Code de produit inconnu « {0} ».'],
  unknownUom: ['Unit of measure {1} is not available for {0}.', "L'unité de mesure {1} n'est pas offerte pour {0}."],
  qtyPositive: ['{0}: the quantity must be greater than 0.', '{0} : la quantité doit être supérieure à 0.'],
  qtyMin: ['{0}: the minimum quantity is {1}.', '{0} : la quantité minimale est de {1}.'],
  qtyMax: ['{0}: the maximum quantity is {1}.', '{0} : la quantité maximale est de {1}.'],
  qtyMaxTotal: [
    '{0}: the maximum quantity is {1} in all, and {2} is already added.',
    '{0} : la quantité maximale est de {1} au total, et {2} est déjà ajouté.',
  ],
  duplicateUnit: [
    '{0}: this order already holds this product in this unit of measure.',
    '{0} : cette commande contient déjà ce produit dans cette unité de mesure.',
  ],
  qtyMultiple: ['{0}: the quantity must be a multiple of {1}.', '{0} : la quantité doit être un multiple de {1}.'],
  digitalOne: ['{0} is a digital product: quantity set to 1.', '{0} est un produit numérique : quantité ramenée à 1.'],
  added: ['{0} product(s) added to your cart.', '{0} produit(s) ajouté(s) à votre panier.'],
  addedQuote: ['{0} product(s) added to your quote.', '{0} produit(s) ajouté(s) à votre soumission.'],
  addedList: [
    '{0} product(s) added to the purchase list "{1}".',
    '{0} produit(s) ajouté(s) à la liste d’achat « {1} ».',
  ],
  addedOrder: ['{0} product(s) added to order {1}.', '{0} produit(s) ajouté(s) à la commande {1}.'],
  discontinued: [
    '"{0}" is discontinued. Add its replacement "{1}" instead?',
    '« {0} » n’est plus offert. Ajouter plutôt son remplaçant « {1} » ?',
  ],
  prebooking: [
    'These products are part of a prebooking promotion and will ship on the promotion date. Continue?',
    'Ces produits font partie d’une promotion de précommande et seront expédiés à la date de la promotion. Continuer ?',
  ],
  lowStock: [
    'Only {1} left in stock for {0}; the rest will be backordered.',
    'Il ne reste que {1} unités de {0} en stock; le reste sera en commande différée.',
  ],
  sectorNeeded: [
    'Please validate your postal code before adding to the cart.',
    'Veuillez valider votre code postal avant d’ajouter au panier.',
  ],
  sectorOk: ['Good news: we deliver to {0}.', 'Bonne nouvelle : nous livrons au {0}.'],
  sectorNo: ['Sorry, we do not deliver to {0} yet.', 'Désolé, nous ne livrons pas encore au {0}.'],
  unknownList: ['Unknown purchase list.', 'Liste d’achat inconnue.'],
  unknownOrder: ['Unknown order or not awaiting approval.', 'Commande inconnue ou non en attente d’approbation.'],
  unknownLine: ['Unknown order line {0}.', 'Ligne de commande inconnue {0}.'],
  unknownComment: ['Unknown comment {0}.', 'Commentaire inconnu {0}.'],
  commentAdded: ['Comment saved.', 'Commentaire enregistré.'],
  commentRemoved: ['Comment removed.', 'Commentaire supprimé.'],
  unknownMessage: ['Unknown message.', 'Message inconnu.'],
  replySent: ['Your reply has been sent.', 'Votre réponse a été envoyée.'],
  chooseAllLevels: ['Please choose a category at every level.', 'Veuillez choisir une catégorie à chaque niveau.'],
  noConfigurator: ['This product has no online configurator.', 'Ce produit n’a pas de configurateur en ligne.'],
  unknownView: ['Unknown section "{0}".', 'Section inconnue « {0} ».'],
  crossSite: ['Refused: this request came from another site.', 'Refusé : cette requête vient d’un autre site.'],
  tooManyLogins: [
    'Too many failed attempts: please wait {0} seconds, then try again.',
    'Trop de tentatives échouées : veuillez attendre {0} secondes, puis réessayer.',
  ],
  loginBusy: [
    'Too many logins at this moment: please try again in a few seconds.',
    'Trop de connexions en ce moment : veuillez réessayer dans quelques secondes.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof STRINGS;

export const t = (lang: Lang, key: MessageKey, ...args: (string | number)[]): string =>
  STRINGS[key][lang === 'fr' ? 1 : 0].replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));

/** Picks the en or fr member of a pair. */
export const pick = <T>(lang: Lang, en: T, fr: T): T => (lang === 'fr' ? fr : en);

// Intl formatters are costly to build; one per language is reused (listing pages format ~100 prices).
const MONEY = {
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
};
export const formatMoney = (lang: Lang, v: number): string => MONEY[lang].format(v);

/** Language of an endpoint call: culture cookie, then the Referer path, then en (LEGACY-MARKUP.md §0). */
export const langOfCall = (cookie: string | undefined, referer: string | undefined): Lang => {
  if (cookie === 'fr' || cookie === 'en') return cookie;
  if (referer) {
    try {
      if (new URL(referer, 'http://x').pathname.startsWith('/fr/') || new URL(referer, 'http://x').pathname === '/fr')
        return 'fr';
    } catch {
      return 'en';
    }
  }
  return 'en';
};
