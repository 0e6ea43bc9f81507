// What the transport tells the page (requests in flight, the server's messages, a redirect it asks for, failures); shared/stores/status.ts shows it.
import { atom } from 'nanostores';
import { toSameOriginUrl } from '../url/guard.ts';
import { navigation } from './navigation.ts';

/** Result values (LEGACY-MARKUP.md §0). */
export const ResultCode = { UNKNOWN: 0, SUCCESS: 1, ERROR: 2, REDIRECT: 3 } as const;

/** StatusMessage.Type (LEGACY-MARKUP.md §0). */
export const MessageType = { UNKNOWN: 0, SUCCESS: 1, WARNING: 2, ERROR: 3 } as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];
export interface StatusMessage {
  Message: string;
  Type: MessageType;
}

/** Requests in flight; the status bar shows its loading message once this stays above 0 for 500 ms. */
export const $pendingRequests = atom(0);

/** A loading a page script or widget reports itself (the status bar's `loading()`); returns its end, which counts once. */
export function beginLoading(): () => void {
  $pendingRequests.set($pendingRequests.get() + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    $pendingRequests.set(Math.max(0, $pendingRequests.get() - 1));
  };
}

/** What the shopper must be told: a call result's StatusMessages, the request error, a redirect refused. */
export type HttpReport =
  | { kind: 'messages'; messages: readonly StatusMessage[] }
  | { kind: 'request-failed' }
  | { kind: 'redirect-refused' };
type Listener = (report: HttpReport) => void;

const listeners = new Set<Listener>();
// Said before anything listens (the status queue's chunk not loaded yet): kept for the first listener, in order, as
// the queue itself kept messages for a status bar that mounts later.
const unheard: HttpReport[] = [];

/**
 * How many calls have failed with the request error: a part that must react to any failed call, not only its own
 * (the fee popover is removed, spec §8), listens to this store while it needs to.
 */
export const $requestFailures = atom(0);

export function reportToPage(report: HttpReport): void {
  if (report.kind === 'request-failed') $requestFailures.set($requestFailures.get() + 1);
  if (listeners.size === 0) unheard.push(report);
  for (const listener of listeners) listener(report);
}

/** Hears every report from now on (and those nobody heard yet); returns the unsubscribe. */
export function onHttpReport(listener: Listener): () => void {
  listeners.add(listener);
  for (const report of unheard.splice(0)) listener(report);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests: forget reports nobody heard. */
export function resetHttpReports(): void {
  unheard.length = 0;
}

/**
 * What the client does with every call result (unless `applyCallResult: false`): reports its StatusMessages, and for
 * Result REDIRECT goes to RedirectUrl (same origin only). False when it redirected. Callers that read the reply first
 * (an add's ActionOnConfirm question, a comment call's free-form answer) call it themselves. It lives with the
 * reports, not in the client, so a caller that reads the reply before following it (an add) tells the page from here
 * without going back into the client (shared/README.md, "The cart: one path").
 */
export function followCallResult(result: {
  Result: number;
  RedirectUrl?: string | undefined;
  StatusMessages: readonly StatusMessage[];
}): boolean {
  if (result.StatusMessages.length > 0) reportToPage({ kind: 'messages', messages: result.StatusMessages });
  if (result.Result !== ResultCode.REDIRECT) return true;
  redirectTo(result.RedirectUrl);
  return false;
}

/** Navigates to a same-origin URL; anything else is refused with a visible error. Returns whether it navigated. */
export function redirectTo(raw: unknown): boolean {
  const url = toSameOriginUrl(raw);
  if (!url) {
    refuseRedirect(raw);
    return false;
  }
  navigation.assign(url.href);
  return true;
}

/** Reports a blocked redirect (the status queue tells the shopper, in their language); the console names the URL. */
export function refuseRedirect(raw: unknown): void {
  reportToPage({ kind: 'redirect-refused' });
  console.warn('[storefront] refused a redirect that leaves this site:', raw);
}
