// The page's opt-in, read once: <meta name="sf-report" content="/path" data-sample="0.1" data-page-type="product">.
import * as v from 'valibot';
import { parseLegacyNumber } from '../../shared/config/legacy-values.ts';
import { reportBatch } from '../../shared/report/wire.ts';
import { toSameOriginUrl } from '../../shared/url/guard.ts';

/** The loader's key for the reporter: a page without this meta loads none of it. */
export const REPORT_META = 'meta[name="sf-report" i]';

export interface ReportSettings {
  /** Where the batches go: this origin, a path without query or fragment. */
  url: string;
  /** The page type the batches name. */
  page: string;
  /** Whether this page view reports (drawn once against `data-sample`). */
  sampled: boolean;
}

const note = (text: string) => console.warn(`[storefront] field-reports: <meta name="sf-report"> ${text}`);

/** The collector's address: the same-origin guard's, and a bare path (a query could carry what the page holds). */
function collector(raw: string | null, base: string): string | null {
  const url = toSameOriginUrl(raw ?? '', base);
  return url && url.search === '' && url.hash === '' && !raw?.includes('?') ? url.origin + url.pathname : null;
}

function sampleRate(raw: string | null): number {
  if (raw === null) return 1;
  const rate = parseLegacyNumber(raw, { min: 0, max: 1 });
  if (rate !== undefined) return rate;
  note(`data-sample=${JSON.stringify(raw)} is not a rate from 0 to 1: every page view reports`);
  return 1;
}

function pageType(raw: string | null): string {
  if (raw === null) return 'page';
  // The wire's own rule for the page type.
  if (v.is(reportBatch.entries.page, raw)) return raw;
  note(`data-page-type=${JSON.stringify(raw)} is not a page type (a-z, 0-9 and -, from a letter): page is used`);
  return 'page';
}

/**
 * What the meta asks for, or null when its content is not a same-origin path (refused with one console message:
 * nothing is reported). The page view is drawn once: `draw()` (Math.random) below the rate reports.
 */
export function readReportSettings(
  meta: Element,
  { draw = Math.random, base = window.location.href }: { draw?: () => number; base?: string } = {},
): ReportSettings | null {
  const raw = meta.getAttribute('content');
  const url = collector(raw, base);
  if (url === null) {
    note(`content=${JSON.stringify(raw)} is not a same-origin path: nothing is reported`);
    return null;
  }
  const rate = sampleRate(meta.getAttribute('data-sample'));
  const page = pageType(meta.getAttribute('data-page-type'));
  return { url, page, sampled: rate > 0 && draw() < rate };
}
