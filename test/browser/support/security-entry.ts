// Bundled into a page by security.e2e.ts: the sanitiser, the same-origin guard and the invariant checker, as Chromium runs them.
import { insertHtml, parseFragment } from '../../../shared/dom/html.ts';
import { toSameOriginUrl } from '../../../shared/url/guard.ts';
import { problemsIn } from '../../support/sanitised.ts';

export { insertHtml, parseFragment, problemsIn, toSameOriginUrl };
