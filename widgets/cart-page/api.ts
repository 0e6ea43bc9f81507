// Order-line comment calls of spec section 7, with the contract's field names; each resolves to "did it succeed".
import { parseCallResult, ResultCode, request } from '../../shared/http/index.ts';

/** Spec section 3, Order-line comments. */
export interface LineComment {
  OrderLineId: number;
  Comment: string;
}
export interface LineCommentRemoval {
  OrderLineId: number;
  CommentId: number;
}

async function call(url: string, fields: Record<string, string | number | readonly unknown[]>): Promise<boolean> {
  // The shared client shows StatusMessages, follows REDIRECT and reports failures; only success matters here.
  const outcome = await request(url, fields, { expect: 'json', parse: parseCallResult });
  return outcome.ok && outcome.value.Result === ResultCode.SUCCESS;
}

export const addComment = (orderLineId: number, comment: string) =>
  call('/shoppingcart/addComment', { orderLineId, comment });
export const addComments = (comments: readonly LineComment[]) => call('/shoppingcart/addcomments', { comments });
export const removeComment = (orderLineId: number, commentId: number) =>
  call('/shoppingcart/removecomment', { orderLineId, commentId });
export const removeComments = (comments: readonly LineCommentRemoval[]) =>
  call('/shoppingcart/removecomments', { comments });
