// What page authors and editors learn about the review text box (custom-elements.json, editor completion).
import { defineBehaviour } from '../../shared/manifest.ts';

export default defineBehaviour({
  name: 'review-box',
  summary:
    'The product page’s review field (textarea[data-sf-char-counter] or the legacy form.sf-review textarea) gets the page-helpers character counter: 1000 characters unless the field says otherwise.',
  selector: 'textarea[data-sf-char-counter], form.sf-review textarea',
  attributes: [
    {
      name: 'data-sf-char-counter',
      on: 'textarea',
      type: 'flag',
      description: 'Marks the review field (its value is not read: the maximum comes from data-sf-counter).',
    },
    {
      name: 'data-sf-counter',
      on: 'textarea',
      type: 'number',
      default: 1000,
      description: 'Maximum number of characters (else maxlength, else 1000).',
    },
  ],
  docs: 'widgets/review-box/README.md',
});
