// Interface texts every widget shares, in English and French.
const en = {
  ok: 'Ok',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  close: 'Close',
  loading: 'Loading ... Please wait.',
  closeMessage: 'Close this message',
  editSection: 'Edit this section',
  editLayout: 'Edit the layout',
  externalLink:
    'This is an external link. If you continue, an new tab will be open to this link. Are you sure you want to continue?',
  unsavedChanges: 'Changes have been made. All changes will be lost. Are you sure you want to continue without saving?',
  noOption: 'No Option Available',
  requestError: 'Error while contacting server',
  redirectRefused: 'This page tried to send you to another site; the link was blocked.',
  configError: 'This section cannot be shown: its configuration is incomplete ({detail}).',
  // The legacy wording, one form for every number ("N characters left"), N in plain digits ("1000") as the old counter wrote it.
  charsLeft: '{count} characters left',
  limitReached: 'you have reached the limit',
};
const fr: Record<keyof typeof en, string> = {
  ok: 'Ok',
  cancel: 'Annuler',
  yes: 'Oui',
  no: 'Non',
  close: 'Fermer',
  loading: 'Chargement ... Veuillez patienter.',
  closeMessage: 'Fermer ce message',
  editSection: 'Modifier cette section',
  editLayout: 'Modifier la mise en page',
  externalLink:
    'Ceci est un lien externe. Si vous continuez, un nouvel onglet s’ouvrira vers ce lien. Voulez-vous vraiment continuer?',
  unsavedChanges:
    'Des modifications ont été apportées. Toutes les modifications seront perdues. Voulez-vous vraiment continuer sans enregistrer?',
  noOption: 'Aucune option disponible',
  requestError: 'Erreur lors de la requête au serveur',
  redirectRefused: 'Cette page a tenté de vous envoyer vers un autre site; le lien a été bloqué.',
  configError: 'Cette section ne peut pas être affichée : sa configuration est incomplète ({detail}).',
  charsLeft: '{count, plural, one {{count} caractère restant} other {{count} caractères restants}}',
  limitReached: 'vous avez atteint la limite',
};
export default { en, fr };
