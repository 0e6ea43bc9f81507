// The legacy JSON answer shapes (CallResult, StatusMessage) and the 400 / 401 helpers.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const Result = { UNKNOWN: 0, SUCCESS: 1, ERROR: 2, REDIRECT: 3 } as const;
export const MsgType = { UNKNOWN: 0, SUCCESS: 1, WARNING: 2, ERROR: 3 } as const;
export type StatusMessage = { Message: string; Type: number };
export type CallResult = {
  Result: number;
  RedirectUrl: string | null;
  StatusMessages: StatusMessage[];
  Value: unknown;
};
export type AddResult = CallResult & {
  ActionOnConfirm: string | null;
  HasProductCustomizer: boolean;
  ProductCustomizerSection: string | null;
  Products: unknown[] | null;
  NbProductsAdded: number;
};

export const msg = (Message: string, Type: number): StatusMessage => ({ Message, Type });

export const callResult = (
  result: number,
  messages: StatusMessage[] = [],
  extra: Partial<CallResult> = {},
): CallResult => ({ Result: result, RedirectUrl: null, StatusMessages: messages, Value: null, ...extra });

export const addResult = (base: CallResult, extra: Partial<AddResult> = {}): AddResult => ({
  ActionOnConfirm: null,
  HasProductCustomizer: false,
  ProductCustomizerSection: null,
  Products: null,
  NbProductsAdded: 0,
  ...base,
  ...extra,
});

/** Thrown by body parsers; the app's error handler turns it into a 400 CallResult. */
export class BadInput extends Error {}

const LOGIN_URL = '/login';

/** Sends the legacy 401 "redirect_to_login:" answer for anonymous callers; returns true if it did. */
export const rejectAnonymous = (req: FastifyRequest, reply: FastifyReply): boolean => {
  if (req.ctx.user) return false;
  reply.code(401);
  reply.raw.statusMessage = `redirect_to_login:${LOGIN_URL}`;
  void reply.send(callResult(Result.REDIRECT, [], { RedirectUrl: LOGIN_URL }));
  return true;
};
