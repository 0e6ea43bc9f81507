// One failure event: every failure the bundle meets is an `sf:error` on document, once per distinct failure, its
// repeats counted on the same detail rather than raised again; the console keeps its message.
import type { FailureDetail } from '../stores/events.ts';

export type { FailureDetail } from '../stores/events.ts';

export const FAILURE_EVENT = 'sf:error';

export type Failure = Omit<FailureDetail, 'release' | 'count'>;

/** Where the page's loader says which copy of the bundle runs (shared/loader/single-copy.ts). */
const LOADER_CLAIM = Symbol.for('storefront-islands.loader');

function release(): string {
  const claim = (globalThis as Record<symbol, unknown>)[LOADER_CLAIM] as
    | { version?: string; flavour?: string }
    | undefined;
  return claim?.version && claim.flavour ? `${claim.version} ${claim.flavour}` : 'unknown';
}

/** The path of a URL or path, without its origin, query or fragment. */
export const pathOf = (url: string): string => {
  try {
    return new URL(url, 'http://x.invalid').pathname;
  } catch {
    return '';
  }
};

/**
 * Where a document keeps the failures raised on it, by what makes two the same. A page holds more than one copy of
 * this module (the loader's own, and the chunks'): a registered symbol on the document is what every copy shares, so
 * a failure the loader raised is counted, not raised again, by a chunk's copy, and a reader in a chunk sees it.
 */
const RAISED = Symbol.for('storefront-islands.failures');

const raisedOn = (root: Document): Map<string, FailureDetail> => {
  const held = root as Document & { [RAISED]?: Map<string, FailureDetail> };
  held[RAISED] ??= new Map();
  return held[RAISED];
};

/** The failures raised on the document so far (their details, live: repeats go on counting), for a reader that starts late. */
export const raisedFailures = (root: Document = document): FailureDetail[] => [...raisedOn(root).values()];

/**
 * Raises `sf:error` on the document for a failure not raised before, or counts a repeat on the detail already
 * raised (`count`): never a storm. The console keeps the message either way, once: by default a warning naming the
 * widget; `log` writes it otherwise (the loader keeps its errors as they read: shared/loader/page-reports.ts).
 */
export function reportFailure(
  failure: Failure,
  root: Document = document,
  log = () => console.warn(`[storefront] ${failure.widget}: ${failure.message}`),
): FailureDetail {
  const seen = raisedOn(root);
  const path = failure.path === undefined ? undefined : pathOf(failure.path);
  const key = [failure.kind, failure.widget, failure.status, path, failure.message].join('\u0000');
  const known = seen.get(key);
  if (known) {
    known.count += 1;
    return known;
  }
  const detail: FailureDetail = { ...failure, ...(path === undefined ? {} : { path }), release: release(), count: 1 };
  seen.set(key, detail);
  log();
  root.dispatchEvent(new CustomEvent(FAILURE_EVENT, { detail, bubbles: false }));
  return detail;
}
