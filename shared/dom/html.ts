// Inserts server HTML fragments safely: no script runs, no inline handler or javascript: URL survives.
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href'];

interface HtmlPolicy {
  createHTML(input: string): unknown;
}
interface TrustedTypesApi {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): HtmlPolicy;
}

/** The bundle's one Trusted Types policy; the page's CSP must allow `trusted-types storefront`. */
export const TRUSTED_TYPES_POLICY = 'storefront';
let policy: HtmlPolicy | null | undefined;

function trustedHtml(html: string): string {
  if (policy === undefined) {
    const api = (globalThis as { trustedTypes?: TrustedTypesApi }).trustedTypes;
    policy = api ? api.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (input) => input }) : null;
  }
  // The policy only marks the string: the template it goes into is inert, and sanitize() runs before adoption.
  return (policy ? policy.createHTML(html) : html) as string;
}

export function parseFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = trustedHtml(html);
  sanitize(template.content);
  return template.content;
}

function sanitize(root: DocumentFragment): void {
  for (const script of Array.from(root.querySelectorAll('script'))) script.remove();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters in URLs, so must we.
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const dangerousUrl =
        URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/.test(value) && !value.startsWith('data:image/');
      if (name.startsWith('on') || dangerousUrl || name === 'srcdoc') element.removeAttribute(attribute.name);
    }
  }
}

/** Replaces the target's content with the fragment (or appends it); returns the inserted top-level nodes. */
export function insertHtml(target: Element, html: string, mode: 'replace' | 'append' = 'replace'): Node[] {
  const fragment = parseFragment(html);
  const nodes = Array.from(fragment.childNodes);
  if (mode === 'replace') target.replaceChildren(fragment);
  else target.append(fragment);
  return nodes;
}
