// Product image gallery texts, English and French.
const en = {
  label: 'Product images',
  thumbnails: 'Choose an image',
  image: 'Image {index} of {count}',
  zoomIn: 'Zoom in on the image',
  zoomOut: 'Zoom out',
  hint: 'Use the left and right arrows to change image, Enter to zoom, Escape to zoom out.',
  empty: 'No image for this product.',
};
const fr: Record<keyof typeof en, string> = {
  label: 'Images du produit',
  thumbnails: 'Choisir une image',
  image: 'Image {index} sur {count}',
  zoomIn: 'Agrandir l’image',
  zoomOut: 'Réduire l’image',
  hint: 'Utilisez les flèches gauche et droite pour changer d’image, Entrée pour agrandir, Échap pour réduire.',
  empty: 'Aucune image pour ce produit.',
};
export default { en, fr };
