// The bundle's one Trusted Types policy, "storefront" (docs/integrating.md §3, Strict CSP): the loader creates it
// (WebKit's check starts each chunk as a module script, a script-URL sink) and hands it to the sanitiser, since a
// page's CSP names the policy once and a second policy of that name is refused.

/** What the bundle uses of a Trusted Types policy. */
export interface StorefrontPolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface TrustedTypesApi {
  createPolicy(
    name: string,
    rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string },
  ): StorefrontPolicy;
}

export const POLICY_NAME = 'storefront';
const HANDOVER = Symbol.for('storefront.trustedTypesPolicy');

/**
 * Creates the policy (null where the engine has no Trusted Types). Its script URLs are the bundle's own chunks only:
 * a `.js` file under `chunks/` beside the loader at `loaderUrl`, with no query; anything else throws. Without a
 * loader (Storybook, the tests' own bundler) it blesses no script URL at all.
 */
export function createStorefrontPolicy(
  loaderUrl: string | undefined,
  scope: object = globalThis,
): StorefrontPolicy | null {
  const api = (scope as { trustedTypes?: TrustedTypesApi }).trustedTypes;
  if (!api) return null;
  const chunks = loaderUrl === undefined ? undefined : new URL('chunks/', loaderUrl).href;
  return api.createPolicy(POLICY_NAME, {
    // Only marks the string: the sanitiser parses it into an inert template and walks it (shared/dom/html.ts).
    createHTML: (input) => input,
    createScriptURL: (input) => {
      const url = chunks === undefined ? undefined : new URL(input, chunks);
      if (!chunks || !url?.href.startsWith(chunks) || url.search || url.hash || !url.pathname.endsWith('.js'))
        throw new TypeError(`[storefront] ${input} is not one of the bundle's chunks: not a script URL`);
      return url.href;
    },
  });
}

/** The loader's side: the policy waits for the sanitiser, which takes it once. */
export function handOverPolicy(policy: StorefrontPolicy | null, scope: object = globalThis): void {
  if (policy) (scope as Record<symbol, unknown>)[HANDOVER] = policy;
}

/** The sanitiser's side: the loader's policy (taken once, so no other script finds it there later), or undefined. */
export function takeStorefrontPolicy(scope: object = globalThis): StorefrontPolicy | undefined {
  const held = scope as Record<symbol, unknown>;
  const policy = held[HANDOVER] as StorefrontPolicy | undefined;
  delete held[HANDOVER];
  return policy;
}
