// Defines the content-editor preview behaviour: the edit actions on every sf-* widget of a page in preview mode.
import { isPreviewPage, preview } from './preview-mode.ts';

export function define(): void {
  // Shoppers never get here: the loader only loads this chunk when the body is in preview mode; checked again anyway.
  if (isPreviewPage()) preview.attach();
}
