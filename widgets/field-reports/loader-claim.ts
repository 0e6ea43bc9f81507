// What the page's loader claims of the copy that runs (shared/loader/single-copy.ts): its release and its address.

/** Where the loader leaves its claim on the page. */
const LOADER_CLAIM = Symbol.for('storefront-islands.loader');

function claimOf(scope: object): { version: string; flavour: string; url: string } | undefined {
  const claim: unknown = Reflect.get(scope, LOADER_CLAIM);
  if (typeof claim !== 'object' || claim === null) return undefined;
  const [version, flavour, url] = ['version', 'flavour', 'url'].map((key) => Reflect.get(claim, key));
  return typeof version === 'string' && typeof flavour === 'string' && typeof url === 'string'
    ? { version, flavour, url }
    : undefined;
}

/** `0.1.0 preact`, or undefined without a loader (outside a built bundle). */
export function bundleRelease(scope: object = globalThis): string | undefined {
  const claim = claimOf(scope);
  return claim?.version && claim.flavour ? `${claim.version} ${claim.flavour}` : undefined;
}

/** The address of the folder the bundle's chunks are in (`chunks/` beside the loader), or undefined. */
export function bundleChunks(scope: object = globalThis, base = window.location.href): string | undefined {
  const claim = claimOf(scope);
  if (!claim) return undefined;
  try {
    return new URL('chunks/', new URL(claim.url, base)).href;
  } catch {
    return undefined;
  }
}
