// The split build's floor (bench/README.md "The split build's floor"), one rule for the side-by-side's cells and the
// visit's pages: what no split of the bundle could beat, given when its loader started.

/**
 * "Search box usable" at best, from the medians of the same loads: the split loader's start, then the header's render
 * as long as the one file's (its `customElements.define('sf-header')` to usable: the same components). Null when a
 * figure is missing.
 */
export function searchUsableFloor(split, single) {
  const loaderRan = split?.loaderRan;
  const { searchUsable, headerDefined } = single ?? {};
  return loaderRan == null || searchUsable == null || headerDefined == null
    ? null
    : loaderRan + (searchUsable - headerDefined);
}

/**
 * The visit's floors per flavour (bench/timings/visit.mjs): each page's, from the medians of the split's visits (the
 * README's embed) and the one file's, and the visit's as their sum (null when a page has none).
 */
export function visitFloors({ pages, flavours }) {
  return Object.fromEntries(
    Object.entries(flavours).flatMap(([flavour, slots]) => {
      const [split, single] = [slots.coalesced?.median, slots.single?.median];
      if (!split || !single) return [];
      const each = Object.fromEntries(pages.map((n) => [n, searchUsableFloor(split.pages[n], single.pages[n])]));
      const known = Object.values(each);
      return [[flavour, { pages: each, visit: known.includes(null) ? null : known.reduce((a, b) => a + b, 0) }]];
    }),
  );
}
