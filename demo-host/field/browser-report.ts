// What demo-host keeps of a browser's report (Reporting API, `application/reports+json`): enough to find the
// directive, the blocked load and the line that asked for it, nothing that could name a shopper. The document's query
// string, the referrer, the script sample (the first characters of an inline script, which may hold a form value) and
// the user agent are dropped; a non-web URL keeps its scheme only (an extension's id is a browser's fingerprint).
import * as v from 'valibot';
import { noiseOf, type ReducedReport } from './browser-noise.ts';

const text = v.pipe(v.string(), v.maxLength(2000));
/** Each browser writes its own fields: the known ones are read when present, the rest ignored. */
const reportBody = v.looseObject({
  effectiveDirective: v.optional(text),
  blockedURL: v.optional(text),
  documentURL: v.optional(text),
  sourceFile: v.optional(text),
  lineNumber: v.optional(v.number()),
  disposition: v.optional(text),
  /** integrity-violation: the request's destination ("script"). */
  destination: v.optional(text),
});
const browserReport = v.looseObject({
  type: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,59}$/)),
  body: v.optional(v.nullable(reportBody)),
});
export const browserReports = v.pipe(v.array(browserReport), v.minLength(1), v.maxLength(100));

export type StoredBrowserReport = ReducedReport & {
  document: string | null;
  disposition: string | null;
  /** The noise rule it matched (browser-noise.ts), or null: a real report. */
  noise: string | null;
};

/**
 * An http(s) URL as origin and path; any other URL as its scheme (`chrome-extension:`); a keyword the browser writes
 * instead of a URL (`inline`, `eval`, `trusted-types-sink`, a bare scheme) as it came.
 */
const reduceUrl = (value: string | undefined): string | null => {
  if (value === undefined || value === '') return null;
  if (/^[a-z][a-z0-9+.-]{0,39}$/i.test(value)) return value.toLowerCase();
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.origin}${url.pathname}`.slice(0, 300);
    return url.protocol;
  } catch {
    return null;
  }
};

const short = (value: string | undefined): string | null => (value ? value.slice(0, 60) : null);

export const reduceReport = (report: v.InferOutput<typeof browserReport>): StoredBrowserReport => {
  const body = report.body ?? {};
  const line = body.lineNumber;
  const reduced: ReducedReport = {
    type: report.type,
    directive: short(body.effectiveDirective ?? body.destination),
    blocked: reduceUrl(body.blockedURL),
    source: reduceUrl(body.sourceFile),
    line: line !== undefined && Number.isInteger(line) && line >= 0 ? line : null,
  };
  return {
    ...reduced,
    document: reduceUrl(body.documentURL),
    disposition: short(body.disposition),
    noise: noiseOf(reduced),
  };
};
