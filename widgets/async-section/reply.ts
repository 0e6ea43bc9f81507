// The async-section reply (spec section 7): the list is checked first, then each item on its own so one bad item is skipped.
import * as v from 'valibot';
import { parseWith } from '../../shared/http/index.ts';

const replySchema = v.looseObject({
  Result: v.optional(v.number(), 1),
  AsyncSectionsItems: v.pipe(
    v.nullish(v.array(v.unknown()), []),
    v.transform((list) => list ?? []),
  ),
});

const replyItemSchema = v.looseObject({
  AsyncLoadHandleId: v.nullish(v.string()),
  HtmlContainerId: v.nullish(v.string()),
  TempHtmlContainerId: v.nullish(v.string()),
  Html: v.string(),
});
export type ReplyItem = v.InferOutput<typeof replyItemSchema>;

/** Throws ReplyShapeError (→ the request error) only when the reply as a whole is unusable. */
export const parseReply = (body: unknown): unknown[] =>
  parseWith(replySchema, body, 'async sections').AsyncSectionsItems;

/** One item, or null (logged) when it does not fit. */
export function parseReplyItem(raw: unknown): ReplyItem | null {
  const parsed = v.safeParse(replyItemSchema, raw);
  if (parsed.success) return parsed.output;
  console.warn('[storefront] async section: skipped a bad reply item', raw, parsed.issues[0]?.message);
  return null;
}
