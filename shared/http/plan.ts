// A record of the legacy contract (shared/legacy/endpoints.ts) and what varies per call, turned into the request to
// send: the client sends it, the page checker probes with it. Nothing is sent here.
import type { Endpoint } from '../legacy/endpoints.ts';

// Form encoding of the legacy calls: the contract's field names (LEGACY-MARKUP.md §8), lists and objects sent as JSON strings.
type FieldValue = string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>;
export type FormFields = Record<string, FieldValue>;

export function toFormBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return body;
}

/** What a call sends: a JSON value for the JSON-body record, no field for a call without a body, else its fields. */
type Sent<E extends Endpoint> = E['body'] extends 'json'
  ? { json: unknown }
  : E['body'] extends 'none'
    ? { fields?: never }
    : { fields?: FormFields };
/** Where: the record's path unless the author's attribute or the server gives another; a record without one needs it. */
type Where<E extends Endpoint> = E['path'] extends string ? { url?: string } : { url: string };
/** Only what varies from one call of a record to the next. */
export type PlanInput<E extends Endpoint> = Sent<E> & Where<E>;

/** One request, whole: what the client sends and the checker probes with. */
export interface Plan {
  url: string;
  method: Endpoint['method'];
  headers: Readonly<Record<string, string>>;
  /** A form, a JSON text, or null: no body (a query's fields are in `url`). */
  body: URLSearchParams | string | null;
  reply: Endpoint['reply'];
  /** The call changes data: the client never times it out; a read takes the page's opt-in read timeout. */
  changesData: boolean;
  /** Counted in the status bar's loading message. */
  shown: boolean;
}

const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/** The URL with the fields added to its query (before any fragment). */
function withQuery(url: string, fields: URLSearchParams): string {
  const query = fields.toString();
  if (query === '') return url;
  const hash = url.indexOf('#');
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

export function plan<E extends Endpoint>(record: E, input: PlanInput<E>): Plan {
  const given: { fields?: FormFields; json?: unknown; url?: string } = input;
  const url = given.url || record.path;
  if (!url) throw new TypeError('plan: this record has no path of its own, and the call gave no URL');
  const fields = toFormBody(given.fields ?? {});
  const headers: Record<string, string> = record.pageLoad ? {} : { 'X-Requested-With': 'XMLHttpRequest' };
  let body: Plan['body'] = null;
  if (record.body === 'form') {
    headers['Content-Type'] = FORM_TYPE;
    body = fields;
  } else if (record.body === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(given.json ?? null);
  }
  return {
    url: record.body === 'query' ? withQuery(url, fields) : url,
    method: record.method,
    headers,
    body,
    reply: record.reply,
    changesData: record.changesData === true,
    shown: !record.background,
  };
}
