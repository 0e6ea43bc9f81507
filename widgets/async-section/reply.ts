// The async-section reply (LEGACY-MARKUP.md §8): the list is checked first, then each item on its own so one bad item is skipped.
import * as v from 'valibot';
import { legacyOptional } from '../../shared/config/legacy-values.ts';
import { parseWith, ResultCode } from '../../shared/http/index.ts';

const replySchema = v.looseObject({
  Result: legacyOptional(v.number(), ResultCode.SUCCESS),
  StatusMessages: legacyOptional(v.array(v.unknown()), []),
  AsyncSectionsItems: legacyOptional(v.array(v.unknown()), []),
});

const replyItemSchema = v.looseObject({
  AsyncLoadHandleId: legacyOptional(v.string()),
  HtmlContainerId: legacyOptional(v.string()),
  TempHtmlContainerId: legacyOptional(v.string()),
  Html: v.string(),
});
export type ReplyItem = v.InferOutput<typeof replyItemSchema>;

export interface Reply {
  /** Result 1 (or none given): the items may be applied; any other Result applies none. */
  succeeded: boolean;
  /** Whether the server said something (the shared client shows StatusMessages). */
  hasMessages: boolean;
  items: unknown[];
}

/** Throws ReplyShapeError (→ the request error) only when the reply as a whole is unusable. */
export function parseReply(body: unknown): Reply {
  const reply = parseWith(replySchema, body, 'async sections');
  return {
    succeeded: reply.Result === ResultCode.SUCCESS,
    hasMessages: reply.StatusMessages.length > 0,
    items: reply.AsyncSectionsItems,
  };
}

/** One item, or null (logged) when it does not fit. */
export function parseReplyItem(raw: unknown): ReplyItem | null {
  const parsed = v.safeParse(replyItemSchema, raw);
  if (parsed.success) return parsed.output;
  console.warn('[storefront] async section: skipped a bad reply item', raw, parsed.issues[0]?.message);
  return null;
}
