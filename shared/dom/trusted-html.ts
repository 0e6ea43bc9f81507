// Marks server HTML for the one sink the sanitiser parses it in (an inert template), through the bundle's one Trusted Types policy.
import { takeStorefrontPolicy } from '../loader/trusted-policy.ts';

interface HtmlPolicy {
  createHTML(input: string): unknown;
}
interface TrustedTypesApi {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): HtmlPolicy;
}

/** The bundle's one Trusted Types policy; the page's CSP must allow `trusted-types storefront`. */
export const TRUSTED_TYPES_POLICY = 'storefront';
let policy: HtmlPolicy | null | undefined;

export function trustedHtml(html: string): string {
  if (policy === undefined) {
    const api = (globalThis as { trustedTypes?: TrustedTypesApi }).trustedTypes;
    // In WebKit the loader created it first (its chunk check's script URLs): one policy of that name per page.
    policy =
      takeStorefrontPolicy() ?? (api ? api.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (input) => input }) : null);
  }
  // The policy only marks the string: the template it goes into is inert (no script runs, nothing loads), and
  // sanitizeSteps() walks the parsed nodes before they are adopted. The nodes themselves are inserted, never serialised
  // and parsed again, so the markup cannot mutate between the check and the page (mXSS).
  return (policy ? policy.createHTML(html) : html) as string;
}
