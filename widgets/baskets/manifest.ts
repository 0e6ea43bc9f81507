// What page authors and editors learn about <sf-baskets> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';

export default defineManifest({
  tag: 'sf-baskets',
  summary:
    'Account – my baskets: keeps the server’s baskets markup and checks the create-a-cart form (name required, at most its maxlength) before it posts.',
  schema: {},
  attributes: {},
  docs: 'widgets/baskets/README.md',
});
