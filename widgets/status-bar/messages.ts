// Status bar texts, English and French.
const en = {
  region: 'Store messages',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  info: 'Information',
  scrollUp: 'Show earlier messages',
  scrollDown: 'Show later messages',
  renderFailed: 'A message could not be displayed.',
  queued: '{count, plural, one {# more message waiting} other {# more messages waiting}}',
};
const fr: Record<keyof typeof en, string> = {
  region: 'Messages de la boutique',
  success: 'Succès',
  warning: 'Avertissement',
  error: 'Erreur',
  info: 'Information',
  scrollUp: 'Afficher les messages précédents',
  scrollDown: 'Afficher les messages suivants',
  renderFailed: 'Un message n’a pas pu être affiché.',
  queued: '{count, plural, one {# autre message en attente} other {# autres messages en attente}}',
};
export default { en, fr };
