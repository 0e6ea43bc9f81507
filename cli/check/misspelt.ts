// data-sf-* attributes anywhere on the page that no widget reads but one of its names nearly is: a typo
// (data-sf-ad="cart") leaves a button doing nothing, with no message anywhere.
import { BUNDLE_STATE } from '../../shared/dom/html-policy.ts';
import { attributesOf } from '../../shared/manifest-attributes.ts';
import type { Finding } from './findings.ts';
import { type Element, positionOf } from './html.ts';
import { MANIFESTS } from './manifests.ts';
import { type Lang, say } from './messages.ts';
import { closest } from './suggest.ts';

/**
 * Page-level attributes the shared code reads on <html> or <body> that no manifest lists (README "Attributes of the
 * page", LEGACY-MARKUP.md §0); the bundle's own marks come from the sanitiser's policy. Known, never a typo.
 */
const PAGE_ATTRIBUTES = [
  'data-sf-visitor',
  'data-sf-content-origins',
  'data-sf-login-origins',
  'data-sf-login-url',
  'data-sf-return-param',
  'data-sf-read-timeout-ms',
  'data-sf-logout',
  'data-sf-confirm',
];

/** Only a near miss is reported: an attribute of the page's own (data-sf-page-theme) is not the widgets' business. */
const NEAR = 2;

export function checkMisspelt(elements: readonly Element[], lang: Lang, findings: Finding[]): void {
  const known = new Set([
    ...PAGE_ATTRIBUTES,
    ...BUNDLE_STATE,
    ...Object.values(MANIFESTS).flatMap((m) => attributesOf(m).map((a) => a.name)),
  ]);
  for (const element of elements) {
    if (element.name.startsWith('sf-')) continue;
    for (const name of Object.keys(element.attribs)) {
      if (!name.startsWith('data-sf') || known.has(name)) continue;
      const suggestion = closest(name, known, NEAR);
      if (!suggestion) continue;
      findings.push({
        ...positionOf(element, name),
        element: element.name,
        rule: 'unknown-attribute',
        severity: 'error',
        attribute: name,
        message: say(lang, 'unknown-attribute.message', { tag: element.name, attribute: name }),
        fix: say(lang, 'unknown-attribute.fix', { suggestion }),
      });
    }
  }
}
