// What a failed call is, as the page's one failure event names it (shared/report/failures.ts): the message depends on
// the kind, the status and the path alone, so a failure met again is counted on the event already raised.
import { HTTPError } from 'ky';
import { type Failure, pathOf } from '../report/failures.ts';

/** Thrown when a reply is not of the expected shape; the client turns it into the generic request error. */
export class ReplyShapeError extends Error {
  override name = 'ReplyShapeError';
}

export interface CallContext {
  /** The tag or behaviour that bound the call (endpointCall's `widget`); `page` when none did. */
  widget: string;
  /** The planned URL; absent when the call could not even be planned. Only a failure reads it (its path, no query). */
  url?: string;
  /** Whether a response had arrived: a reader that throws on it met a reply it cannot read, not a dead network. */
  answered: boolean;
}

/**
 * An HTTP error status is an `endpoint` failure with that status, no answer (a timeout, the network) one with
 * status 0; a reply the reader refuses (the wrong shape, not JSON, not HTML, redirected off the site) is `reply`.
 */
export function callFailure(error: unknown, { widget, url, answered }: CallContext): Failure {
  const path = url === undefined ? undefined : pathOf(url);
  const at = path ?? 'a call with no URL';
  const where = path === undefined ? {} : { path };
  if (error instanceof ReplyShapeError || answered) {
    return { kind: 'reply', widget, message: `${at} answered a reply the widget cannot read`, ...where };
  }
  const status = error instanceof HTTPError ? error.response.status : 0;
  const message =
    status === 0 ? `${at} gave no answer (timed out or the network failed)` : `${at} answered HTTP ${status}`;
  return { kind: 'endpoint', widget, message, status, ...where };
}
