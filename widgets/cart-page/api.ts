// Order-line comment calls (LEGACY-MARKUP.md §8), with the contract's field names; each resolves to "did it succeed".

import * as v from 'valibot';
import {
  callResultSchema,
  endpointCall,
  type FormFields,
  followCallResult,
  type Outcome,
  ResultCode,
} from '../../shared/http/index.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';

/** One line of the `comments` JSON of addcomments (LEGACY-MARKUP.md §8). */
export interface LineComment {
  OrderLineId: number;
  Comment: string;
}
export interface LineCommentRemoval {
  OrderLineId: number;
  CommentId: number;
}

// The contract documents a call result, but these answers are read leniently (`call` below): the body as text.
const asText = (body: unknown): string => String(body);
const LENIENT = { body: 'text', widget: 'sf-cart-page' } as const;
const addCommentCall = endpointCall(ENDPOINTS.addComment, asText, LENIENT);
const addCommentsCall = endpointCall(ENDPOINTS.addComments, asText, LENIENT);
const removeCommentCall = endpointCall(ENDPOINTS.removeComment, asText, LENIENT);
const removeCommentsCall = endpointCall(ENDPOINTS.removeComments, asText, LENIENT);

async function call(
  send: (input: { fields: FormFields }) => Promise<Outcome<string>>,
  fields: FormFields,
): Promise<boolean> {
  // The contract leaves these answers open: any answer is success unless it is a call result saying ERROR or
  // REDIRECT (its messages shown, its redirect followed). The client still reports failed calls.
  const outcome = await send({ fields });
  if (!outcome.ok) return false;
  const reply = callResultIn(outcome.value);
  if (!reply) return true;
  return followCallResult(reply) && reply.Result !== ResultCode.ERROR;
}

/** The call result a body holds, if it is one (JSON with Result or StatusMessages); else null. */
function callResultIn(body: string): v.InferOutput<typeof callResultSchema> | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || !('Result' in data || 'StatusMessages' in data)) return null;
  const parsed = v.safeParse(callResultSchema, data);
  return parsed.success ? parsed.output : null;
}

export const addComment = (orderLineId: number, comment: string) => call(addCommentCall, { orderLineId, comment });
export const addComments = (comments: readonly LineComment[]) => call(addCommentsCall, { comments });
export const removeComment = (orderLineId: number, commentId: number) =>
  call(removeCommentCall, { orderLineId, commentId });
/**
 * The spec names JSON for addcomments only; removecomments' "list of OrderLineId, CommentId" goes as form fields the
 * way jQuery's $.param wrote a list, `comments[0][OrderLineId]=…&comments[0][CommentId]=…`, which an ASP.NET model
 * binder binds to a list (LEGACY-MARKUP.md §8).
 */
export const removeComments = (comments: readonly LineCommentRemoval[]) =>
  call(
    removeCommentsCall,
    Object.fromEntries(
      comments.flatMap((c, i) => [
        [`comments[${i}][OrderLineId]`, c.OrderLineId],
        [`comments[${i}][CommentId]`, c.CommentId],
      ]),
    ),
  );
