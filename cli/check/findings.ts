// What the checker reports: one finding per problem, where it is in the page, which rule, and what to write instead.
type Rule =
  | 'unknown-tag'
  | 'unknown-attribute'
  | 'invalid-value'
  | 'missing-required'
  | 'legacy-boolean'
  | 'renamed-attribute'
  | 'duplicate-id'
  | 'duplicate-attribute'
  | 'loader-missing'
  | 'loader-twice'
  | 'loader-integrity'
  | 'stale-bundle'
  | 'bundle-unreadable'
  | 'preload-unchecked'
  | 'preload-integrity'
  | 'preload-stale'
  | 'preload-crossorigin'
  | 'preload-before-loader'
  | 'preload-unreadable'
  | 'preload-webkit'
  | 'preload-shared-cache'
  | 'report-off-site'
  | 'off-unknown';

/** error: the widget misbehaves or does not run; warning: it runs, but the page depends on a leniency or an old name. */
type Severity = 'error' | 'warning';

export interface Finding {
  rule: Rule;
  severity: Severity;
  /** Where the markup came from when it is not the page itself: the reply of an endpoint the page calls. */
  source?: string;
  /** 1-based, in the page's HTML source (or the reply's). */
  line: number;
  column: number;
  /** The element's tag name. */
  element: string;
  attribute?: string;
  value?: string;
  message: string;
  /** What to write instead. */
  fix: string;
}

/** Source order, so a report reads top to bottom like the page. */
export const bySource = (a: Finding, b: Finding): number => a.line - b.line || a.column - b.column;
