// The bundle's one Trusted Types policy, "storefront" (docs/integrating.md §3, Strict CSP), and its one creator: a
// page's CSP names the policy once, and a second policy of that name is refused. It is shared by module, never through
// the page's global, where any script could take it and bless any HTML with it. The loader's file and the widgets'
// chunks are two builds, each with its own copy of this module: WebKit's check creates it in the loader (each chunk a
// module script, a script-URL sink), which hands it to the chunks' copy through the modules it imports
// (adoptStorefrontPolicy); elsewhere the sanitiser creates it at its first use.

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
/**
 * A chunk's name as the build writes it (`[name]-[hash].js`): no query, hash, folder or escape, since a CDN or server
 * that decodes `%2F`, `%5C` or `%2E` before routing would serve a file outside chunks/.
 */
const CHUNK_NAME = /^[\w.-]+\.js$/;

/**
 * Creates the policy (null where the engine has no Trusted Types). Its script URLs are the bundle's own chunks only:
 * a file named as the build names them, directly under `chunks/` beside the loader at `loaderUrl`; anything else
 * throws. Without a loader (Storybook, the tests' own bundler, the widgets' chunks) it blesses no script URL at all.
 */
export function createStorefrontPolicy(loaderUrl: string | undefined): StorefrontPolicy | null {
  const api = (globalThis as { trustedTypes?: TrustedTypesApi }).trustedTypes;
  if (!api) return null;
  const chunks = loaderUrl && new URL('chunks/', loaderUrl).href;
  return api.createPolicy(POLICY_NAME, {
    // Only marks the string: the sanitiser parses it into an inert template and walks it (shared/dom/html.ts).
    createHTML: (input) => input,
    createScriptURL: (input) => {
      const href = chunks ? new URL(input, chunks).href : '';
      if (!chunks || !href.startsWith(chunks) || !CHUNK_NAME.test(href.slice(chunks.length)))
        throw new TypeError(`[storefront] ${input} is not one of the bundle's chunks: not a script URL`);
      return href;
    },
  });
}

/**
 * This copy's policy: undefined until its first use or the loader's hand-over, null where the engine has no Trusted
 * Types. The loader reads it, without creating it, to hand it to each module it imports (loader.ts).
 */
export let heldPolicy: StorefrontPolicy | null | undefined;

/**
 * The policy, created here at the first use unless the loader handed its own over first. Throws when the name is
 * taken already (a page that does not allow duplicates), and is asked again at the next use.
 */
export function storefrontPolicy(loaderUrl?: string): StorefrontPolicy | null {
  heldPolicy ??= createStorefrontPolicy(loaderUrl);
  return heldPolicy;
}

/**
 * The chunks' side of the hand-over: the loader's policy, taken when this copy holds none yet (none from the loader
 * leaves it to be created here). A script that calls it first can only keep the sanitiser from marking HTML (the sinks
 * then refuse it); it reads nothing back.
 */
export function adoptStorefrontPolicy(policy: StorefrontPolicy | null | undefined): void {
  heldPolicy ??= policy;
}
