// The one legacy client: a record's plan (plan.ts) sent with no cache, the call result (LEGACY-MARKUP.md §0) parsed and
// followed, the error policy of LEGACY-MARKUP.md §10 applied once (reported, not shown).
import ky, { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { legacyOptional } from '../config/legacy-values.ts';
import type { Endpoint } from '../legacy/endpoints.ts';
import { reportFailure } from '../report/failures.ts';
import { noteHtmlSource } from '../url/html-sources.ts';
import { httpConfig } from './config.ts';
import { type CallContext, callFailure, ReplyShapeError } from './failure.ts';
import { navigation } from './navigation.ts';
import { LOGIN_PREFIX, loginUrlFor } from './redirect.ts';
import {
  $pendingRequests,
  followCallResult,
  type MessageType,
  ResultCode,
  refuseRedirect,
  reportToPage,
} from './reports.ts';

// The legacy "call result" JSON (LEGACY-MARKUP.md §0), parsed into a type; a reply that does not fit is refused.
export { followCallResult, ResultCode } from './reports.ts';

// Every field as the spec's entities allow it: absent or null (ASP.NET writes null for what it did not set), read as
// the field's "none" ('' for a URL or an action, 0 for a count), so no function outside valibot runs per field.
const statusMessage = v.object({
  Message: legacyOptional(v.string(), ''),
  Type: v.pipe(
    legacyOptional(v.number(), 0),
    v.transform((n) => ([0, 1, 2, 3].includes(n) ? (n as MessageType) : 0)),
  ),
});

export const callResultSchema = v.looseObject({
  Result: legacyOptional(v.picklist([0, 1, 2, 3]), 0),
  RedirectUrl: legacyOptional(v.string(), ''),
  StatusMessages: legacyOptional(v.array(statusMessage), []),
  Value: v.optional(v.unknown()),
  ActionOnConfirm: legacyOptional(v.string(), ''),
  NbProductsAdded: legacyOptional(v.number(), 0),
});
export type CallResult = v.InferOutput<typeof callResultSchema>;

export { ReplyShapeError } from './failure.ts';

export function parseWith<S extends v.GenericSchema>(schema: S, data: unknown, what: string): v.InferOutput<S> {
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new ReplyShapeError(
      `${what}: ${issue ? `${v.getDotPath(issue) ?? '(root)'} ${issue.message}` : 'bad shape'}`,
    );
  }
  return parsed.output;
}

/** `parseWith` as a request's `parse`: the reply is checked here, where its shape is known, not in the caller's module. */
export const parserFor =
  <S extends v.GenericSchema>(schema: S, what: string) =>
  (data: unknown): v.InferOutput<S> =>
    parseWith(schema, data, what);

export const parseCallResult = (data: unknown): CallResult => parseWith(callResultSchema, data, 'call result');

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: 'aborted' | 'redirected' | 'failed' };

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

/** How a call's reply is read: set once, where a widget binds its reader to a record (endpointCall). */
export interface Reader<T> {
  /** Turns the reply body (parsed JSON, or text for html/text) into T; throw ReplyShapeError when it does not fit. */
  parse: (body: unknown) => T;
  /**
   * Who reads a JSON call result's messages and REDIRECT: the client (it shows them and follows the redirect before
   * `parse`), or the caller (an add's ActionOnConfirm turns a message into a question; the caller then calls
   * followCallResult).
   */
  callResult?: 'client' | 'caller';
  /**
   * `text`: the body as it came, whatever the record's reply kind: a reply the contract documents but the bundle reads
   * leniently (the order-line comment calls: any answer but a call result saying ERROR is success), so a body that is
   * not JSON is not a failure.
   */
  body?: 'text';
  /**
   * The tag (`sf-header`) or behaviour (`add-to-cart`) whose call this is: its failures are raised on the page under
   * that name (`sf:error`). `page` when none is given.
   */
  widget?: string;
}

// While the page is being left, the browser cancels calls in flight: those failures are not shown. A page restored
// from the back/forward cache (pageshow) is live again, so its failures and login redirects count once more.
let unloading = false;
let watching = false;
function watchPageLifecycle(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pagehide', () => {
    unloading = true;
  });
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

/** Sends a plan and reads its reply; the outcome says how it ended (a failure is already reported). */
export async function send<T>(planned: Plan, reader: Reader<T>, signal?: AbortSignal): Promise<Outcome<T>> {
  watchPageLifecycle();
  const { url, reply } = planned;
  // Counted here, in the call's own try/finally, so the count ends exactly once whatever the call does.
  if (planned.shown) $pendingRequests.set($pendingRequests.get() + 1);
  const call: CallContext = { widget: reader.widget ?? 'page', url, answered: false };
  try {
    const response = await ky(url, {
      method: planned.method,
      headers: planned.headers,
      ...(planned.body === null ? {} : { body: planned.body }),
      cache: 'no-store',
      credentials: 'same-origin',
      retry: 0,
      // A call that changes data is never timed out: a late success reported as a failure invites a second add.
      timeout: planned.changesData ? false : httpConfig().timeoutMs,
      ...(signal ? { signal } : {}),
    });
    call.answered = true;
    requireSiteOrigin(response, url);
    if (reply === 'html') requireHtml(response, url);
    const text = await response.text();
    if (reply === 'html') noteHtmlSource(text, url);
    const json = reply === 'json' && reader.body !== 'text';
    const data = json ? parseJson(text) : text;
    if (json && reader.callResult !== 'caller' && isCallResultLike(data)) {
      if (!followCallResult(parseCallResult(data))) return { ok: false, reason: 'redirected' };
    }
    return { ok: true, value: reader.parse(data) };
  } catch (error) {
    return { ok: false, reason: await applyFailurePolicy(error, call, signal) };
  } finally {
    if (planned.shown) $pendingRequests.set(Math.max(0, $pendingRequests.get() - 1));
  }
}

/** The origin a reply came from: another one than the site's when fetch followed a redirect there. */
const replyOrigin = (response: Response): string =>
  response.redirected ? new URL(response.url).origin : window.location.origin;

/**
 * The legacy calls are the site's own: a reply fetch reached through a redirect to another origin (an open redirect,
 * a proxy's sign-in page) is not the site's answer, whatever it says, and is the request error.
 */
function requireSiteOrigin(response: Response, url: string): void {
  const origin = replyOrigin(response);
  if (origin !== window.location.origin)
    throw new ReplyShapeError(`${url}: the reply came from ${origin} after a redirect`);
}

/** HTML calls answer text/html: anything else (a JSON error, a proxy's text page) is not a fragment to insert. */
function requireHtml(response: Response, url: string): void {
  const type = response.headers.get('content-type') ?? '';
  if (!/^text\/html\s*(;|$)/i.test(type)) {
    throw new ReplyShapeError(`${url}: expected text/html, got ${type || 'no Content-Type'}`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ReplyShapeError('the reply is not JSON');
  }
}

function isCallResultLike(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && ('Result' in data || 'StatusMessages' in data);
}

/**
 * The error policy of LEGACY-MARKUP.md §10, in its order: a call cut short (aborted, or the page is leaving) is
 * ignored; a 401 that names a login page goes there; anything else, a bare 401 included, is the request error. A
 * network failure is the request error too, although jQuery reported it as the spec's ignored status 0: a shopper
 * whose add never reached the server must be told (LEGACY-MARKUP.md §12). A failure shown is also raised on the page,
 * once per kind, widget, status and path (`sf:error`).
 */
/** A call that could not be planned (no URL for a record without a path) fails like any other: it never throws. */
export async function refuseUnplanned<T>(error: unknown, widget: string, signal?: AbortSignal): Promise<Outcome<T>> {
  return { ok: false, reason: await applyFailurePolicy(error, { widget, answered: false }, signal) };
}

async function applyFailurePolicy(
  error: unknown,
  call: CallContext,
  signal?: AbortSignal,
): Promise<'aborted' | 'redirected' | 'failed'> {
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError') || unloading) {
    return 'aborted';
  }
  // A 401 asks for the site's login only when the site answered it.
  if (
    error instanceof HTTPError &&
    error.response.status === 401 &&
    replyOrigin(error.response) === window.location.origin
  ) {
    const statusText = error.response.statusText ?? '';
    const named = statusText.startsWith(LOGIN_PREFIX) ? undefined : await loginInBody(error.response);
    const login = loginUrlFor(statusText, window.location, named);
    if (login === null) {
      // Like a refused REDIRECT result: the server answered "log in first" (nothing was done), so callers must not
      // treat it as a failure whose outcome is uncertain.
      refuseRedirect(named ?? statusText);
      return 'redirected';
    }
    if (login !== undefined) {
      navigation.assign(login);
      return 'redirected';
    }
  }
  if (error instanceof ReplyShapeError || !(error instanceof HTTPError || error instanceof TimeoutError)) {
    console.warn('[storefront] request failed:', error);
  }
  reportToPage({ kind: 'request-failed' });
  reportFailure(callFailure(error, call));
  return 'failed';
}

/** A 401's body as the login request of a server without status texts (HTTP/2): a REDIRECT call result's RedirectUrl. */
async function loginInBody(response: Response): Promise<string | undefined> {
  try {
    const parsed = v.safeParse(callResultSchema, JSON.parse(await response.text()));
    return parsed.success && parsed.output.Result === ResultCode.REDIRECT
      ? parsed.output.RedirectUrl || undefined
      : undefined;
  } catch {
    return undefined;
  }
}

/** The reader of an HTML reply: the fragment as text. */
export const asHtml = (body: unknown): string => {
  if (typeof body !== 'string') throw new ReplyShapeError('expected HTML');
  return body;
};
