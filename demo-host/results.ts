// The legacy JSON answer shapes (CallResult, StatusMessage) and the 400 / 401 helpers.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const Result = { UNKNOWN: 0, SUCCESS: 1, ERROR: 2, REDIRECT: 3 } as const;
export const MsgType = { UNKNOWN: 0, SUCCESS: 1, WARNING: 2, ERROR: 3 } as const;
export type StatusMessage = { Message: string; Type: number };
/**
 * The whole CallResult class as ASP.NET serialises it: every field is written, `null` where the action set nothing
 * (no messages included), so every test of the widgets reads replies as a real server writes them
 * (LEGACY-MARKUP.md §0).
 */
export type CallResult = {
  Result: number;
  RedirectUrl: string | null;
  StatusMessages: StatusMessage[] | null;
  Value: unknown;
  ActionOnConfirm: string | null;
  NbProductsAdded: number | null;
};
export type AddResult = CallResult & {
  HasProductCustomizer: boolean;
  ProductCustomizerSection: string | null;
  Products: unknown[] | null;
};

export const msg = (Message: string, Type: number): StatusMessage => ({ Message, Type });

/**
 * The one serialiser of call results: every route answers through it (a class deriving from CallResult, as the
 * async render's, passes its own fields in `extra`).
 */
export const callResult = <X extends object = Partial<CallResult>>(
  result: number,
  messages: StatusMessage[] = [],
  extra: Partial<CallResult> & X = {} as X,
): CallResult & X => ({
  Result: result,
  RedirectUrl: null,
  StatusMessages: messages.length > 0 ? messages : null,
  Value: null,
  ActionOnConfirm: null,
  NbProductsAdded: null,
  ...extra,
});

export const addResult = (base: CallResult, extra: Partial<AddResult> = {}): AddResult => ({
  HasProductCustomizer: false,
  ProductCustomizerSection: null,
  Products: null,
  ...base,
  ...extra,
});

/** Thrown by body parsers; the app's error handler turns it into a 400 CallResult. */
export class BadInput extends Error {}

const LOGIN_URL = '/login';

/** The legacy 401 "log in first": the status text `redirect_to_login:`, and the body that says the same over HTTP/2. */
export const sendLoginRequired = (req: FastifyRequest, reply: FastifyReply): FastifyReply => {
  reply.code(401);
  // HTTP/2 has no status text (Node warns and drops it): the REDIRECT body is then the only login request.
  if (req.raw.httpVersionMajor < 2) reply.raw.statusMessage = `redirect_to_login:${LOGIN_URL}`;
  return reply.send(callResult(Result.REDIRECT, [], { RedirectUrl: LOGIN_URL }));
};

/** Sends the legacy 401 answer for anonymous callers; returns true if it did. */
export const rejectAnonymous = (req: FastifyRequest, reply: FastifyReply): boolean => {
  if (req.ctx.user) return false;
  void sendLoginRequired(req, reply);
  return true;
};
