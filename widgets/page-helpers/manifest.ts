// What page authors and editors learn about the page helpers (custom-elements.json, editor completion).
import { defineBehaviour } from '../../shared/manifest.ts';

export default defineBehaviour({
  name: 'page-helpers',
  summary:
    'Small behaviours for server HTML: character counters, lower-casing, search-text cleaning, external-link confirmation and the unsaved-changes warning (also on HTML inserted later).',
  selector:
    'textarea[data-sf-counter], input[data-sf-counter], [data-sf-force-lower], input.force-lower, input[data-sf-search-text], form[role="search"] input, a[data-sf-external-link], a.external-link, form[data-sf-unsaved-warning]',
  attributes: [
    {
      name: 'data-sf-counter',
      on: 'textarea, input',
      type: 'number',
      default: 1000,
      description:
        'Maximum number of characters: the text is cut there and "N characters left" shown (without a number: maxlength, else 1000).',
    },
    {
      name: 'data-sf-counter-for',
      on: 'any element',
      type: 'string',
      description: 'Id of the counted field whose counter goes here (else a span after the field).',
    },
    {
      name: 'data-sf-force-lower',
      on: 'input, textarea',
      type: 'flag',
      description: 'Lower-cased when the field loses focus (also class force-lower on inputs).',
    },
    {
      name: 'data-sf-search-text',
      on: 'input',
      type: 'flag',
      description:
        '< and > removed as typed, the value trimmed on change (the page’s search forms outside widgets get this by themselves).',
    },
    {
      name: 'data-sf-external-link',
      on: 'a',
      type: 'flag',
      description: 'Asks (status bar yes/no) before opening the http(s) link in a new tab (also class external-link).',
    },
    {
      name: 'data-sf-unsaved-warning',
      on: 'form',
      type: 'flag',
      description: 'Once changed, leaving by an in-page link or closing the tab asks first; submit or reset clears it.',
    },
  ],
  docs: 'widgets/page-helpers/README.md',
});
