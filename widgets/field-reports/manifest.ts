// What page authors and editors learn about the field reporter (custom-elements.json, editor completion).
import { defineBehaviour } from '../../shared/manifest.ts';

export default defineBehaviour({
  name: 'field-reports',
  summary:
    'Field reports, opt in per page: a page with <meta name="sf-report" content="/same-origin/path"> sends the bundle’s failures (kind, widget, HTTP status, path, count) and its LCP, CLS and INP (INP with the widget interacted with and the widget whose code ran longest) to that path by navigator.sendBeacon, at most every 10 s and when the page is hidden or left. Never a message, cookie, form value, query string or other text of the page. A page without the meta loads none of it.',
  selector: 'meta[name="sf-report" i]',
  attributes: [
    {
      name: 'data-sample',
      on: 'meta[name="sf-report"]',
      type: 'number',
      default: 1,
      format: 'a rate from 0 to 1',
      description:
        'The share of page views that report, drawn once per page view (0.1: one in ten). Anything else reads as 1, with a console note.',
    },
    {
      name: 'data-page-type',
      on: 'meta[name="sf-report"]',
      type: 'string',
      default: 'page',
      format: 'a-z, 0-9 and -, from a letter, up to 40 characters',
      description:
        'The page type the reports are grouped by (product, category, cart…). Anything else reads as page, with a console note.',
    },
  ],
  docs: 'widgets/field-reports/README.md',
});
