// Async section texts, English and French.
const en = {
  failed: 'This section could not be loaded.',
};
const fr: Record<keyof typeof en, string> = {
  failed: 'Cette section n’a pas pu être chargée.',
};
export default { en, fr };
