// The field report's wire: what the bundle sends to a page's `<meta name="sf-report">` path and demo-host's collector
// reads. It carries nothing that identifies a shopper: no cookie, no form value, no query string, no free text from
// the server (a failure's message stays in the page's sf:error event; the report carries its kind, widget, status and
// path only).
import * as v from 'valibot';
import type { FailureDetail } from '../stores/events.ts';

type FailureKind = FailureDetail['kind'];

/** Every failure the bundle meets, by kind (the `kind` of an sf:error event's detail, typed in shared/stores/events.ts). */
const FAILURE_KINDS = [
  'integrity',
  'load',
  'endpoint',
  'reply',
  'config',
  'sanitised',
  'kept-input',
] as const satisfies readonly FailureKind[];
// The list names every kind the event's type allows: a kind added there and not here fails to compile.
const everyKind: Exclude<FailureKind, (typeof FAILURE_KINDS)[number]> extends never ? true : never = true;
void everyKind;

/** The field vitals reported, as the web-vitals library names them. */
const VITAL_NAMES = ['LCP', 'CLS', 'INP'] as const;

/** A tag (`sf-listing`), a behaviour's folder (`add-to-cart`), or `page` when no widget is to blame. */
const widgetName = v.pipe(v.string(), v.regex(/^(?:sf-[a-z][a-z0-9-]*|[a-z][a-z0-9-]*)$/), v.maxLength(40));
/** A same-origin path, without its query or fragment. */
const pathOnly = v.pipe(v.string(), v.regex(/^\/[^?#\s]*$/), v.maxLength(200));

export const failureEntry = v.strictObject({
  kind: v.picklist(FAILURE_KINDS),
  widget: widgetName,
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
  path: v.optional(pathOnly),
  /** How many times it happened since the last report (repeats are counted, not re-sent). */
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
});

export const vitalEntry = v.strictObject({
  name: v.picklist(VITAL_NAMES),
  /** Milliseconds (LCP, INP) or the layout shift score (CLS). */
  value: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)),
  rating: v.picklist(['good', 'needs-improvement', 'poor']),
  /** INP: the `sf-*` host of the interaction's target (`page` when outside every widget). */
  widget: v.optional(widgetName),
  /** INP: the widget whose chunk ran the longest script of the slow frame (Long Animation Frames), when known. */
  script: v.optional(widgetName),
});

export const reportBatch = v.strictObject({
  /** The wire's version. */
  v: v.literal(1),
  /** The bundle's flavour and version: `0.1.0 preact`. */
  release: v.pipe(v.string(), v.regex(/^[\w.+-]{1,40} (?:preact|react)$/)),
  /** The page type the meta names (`data-page-type`), else `page`. */
  page: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/)),
  failures: v.pipe(v.array(failureEntry), v.maxLength(100)),
  vitals: v.pipe(v.array(vitalEntry), v.maxLength(20)),
});
export type ReportBatch = v.InferOutput<typeof reportBatch>;
export type FailureEntry = v.InferOutput<typeof failureEntry>;
export type VitalEntry = v.InferOutput<typeof vitalEntry>;
