// One copy of the bundle per page: two copies would each keep their own stores (cart, status, visitor) and fight.

/** Which build a loader belongs to: its flavour, its package version and the address it was loaded from. */
export interface BundleCopy {
  flavour: string;
  version: string;
  url: string;
}

const FLAG = Symbol.for('storefront-islands.loader');
const describe = (copy: BundleCopy) => `${copy.flavour} ${copy.version} (${copy.url})`;

/**
 * Claims the page for this copy; false when another copy holds it. A different copy (flavour, version or address)
 * is refused with one console error naming both; the same file starting again is simply not started twice.
 */
export function claimPage(host: Record<symbol, unknown>, copy: BundleCopy): boolean {
  const first = host[FLAG] as BundleCopy | undefined;
  if (!first) {
    host[FLAG] = copy;
    return true;
  }
  if (describe(first) !== describe(copy))
    console.error(
      `[storefront] two copies of the bundle on one page: ${describe(first)} runs, ${describe(copy)} is refused. ` +
        'Their stores would not be shared: include one storefront.js per page (docs/authoring.md).',
    );
  return false;
}
