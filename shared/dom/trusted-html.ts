// Marks server HTML for the one sink the sanitiser parses it in (an inert template), through the bundle's one Trusted Types policy.
import { POLICY_NAME, storefrontPolicy } from '../loader/trusted-policy.ts';

/** The bundle's one Trusted Types policy; the page's CSP must allow `trusted-types storefront`. */
export const TRUSTED_TYPES_POLICY = POLICY_NAME;

export function trustedHtml(html: string): string {
  // The policy only marks the string: the template it goes into is inert (no script runs, nothing loads), and
  // sanitizeSteps() walks the parsed nodes before they are adopted. The nodes themselves are inserted, never serialised
  // and parsed again, so the markup cannot mutate between the check and the page (mXSS). The policy is the loader's
  // when WebKit's check created it first (one policy of that name per page), shared through trusted-policy.ts.
  return (policyOrNone()?.createHTML(html) ?? html) as string;
}

/**
 * None when the name is taken already (a page that does not allow duplicates): the sink then refuses the plain string
 * where Trusted Types are enforced, so nothing is inserted unmarked, and takes it where they are not.
 */
function policyOrNone() {
  try {
    return storefrontPolicy();
  } catch {
    return null;
  }
}
