// A record of the legacy contract (shared/legacy/endpoints.ts) and what varies per call, turned into the request to
// send: the client sends it, the page checker probes with it. Nothing is sent here.
import type { Endpoint } from '../legacy/endpoints.ts';
import { type Outcome, type Plan, type Reader, refuseUnplanned, send } from './client.ts';

export type { Plan } from './client.ts';

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

/** One call of a record: only what varies (its fields or JSON value, a URL the page or the server gave) and a signal. */
export type CallInput<E extends Endpoint> = PlanInput<E> & { signal?: AbortSignal };

/**
 * A record bound to its reply's reader, once, where the widget reads that reply:
 * `const fetchSuggestions = endpointCall(ENDPOINTS.searchSuggestions, parseSuggestions)`, then
 * `fetchSuggestions({ fields, url, signal })`.
 */
export function endpointCall<E extends Endpoint, T>(
  record: E,
  parse: (body: unknown) => T,
  options: Omit<Reader<T>, 'parse'> = {},
): (input: CallInput<E>) => Promise<Outcome<T>> {
  const reader: Reader<T> = { ...options, parse };
  return async (input) => {
    let planned: Plan;
    try {
      planned = plan(record, input);
    } catch (error) {
      return refuseUnplanned(error, reader.widget ?? 'page', input.signal);
    }
    // Planned here, then sent: the call enters the client once (the walk of one add, shared/README.md).
    return send(planned, reader, input.signal);
  };
}
