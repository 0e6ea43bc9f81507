// Defines the review text box behaviour: the character counter on the product page's review field.
import { reviewCounter } from './review-counter.ts';

export function define(): void {
  reviewCounter.attach();
}
