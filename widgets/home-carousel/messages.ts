// Home carousel texts (WAI-ARIA carousel pattern), English and French.
const en = {
  label: 'Promotions',
  slide: '{index} of {count}',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Stop automatic slide show',
  play: 'Start automatic slide show',
  empty: 'No promotion to show.',
};
const fr: Record<keyof typeof en, string> = {
  label: 'Promotions',
  slide: '{index} sur {count}',
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  pause: 'Arrêter le défilement automatique',
  play: 'Démarrer le défilement automatique',
  empty: 'Aucune promotion à afficher.',
};
export default { en, fr };
