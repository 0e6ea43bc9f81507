// Parses the legacy "call result" JSON (LEGACY-MARKUP.md §0) into a type, refusing replies that do not fit.
import * as v from 'valibot';
import type { MessageType } from './reports.ts';

/** Result values (LEGACY-MARKUP.md §0). */
export const ResultCode = { UNKNOWN: 0, SUCCESS: 1, ERROR: 2, REDIRECT: 3 } as const;

const statusMessage = v.object({
  Message: v.pipe(
    v.nullish(v.string(), ''),
    v.transform((s) => s ?? ''),
  ),
  Type: v.pipe(
    v.nullish(v.number(), 0),
    v.transform((n) => ([0, 1, 2, 3].includes(n ?? 0) ? (n as MessageType) : 0)),
  ),
});

export const callResultSchema = v.looseObject({
  Result: v.optional(v.picklist([0, 1, 2, 3]), 0),
  RedirectUrl: v.nullish(v.string()),
  StatusMessages: v.pipe(
    v.nullish(v.array(statusMessage), []),
    v.transform((list) => list ?? []),
  ),
  Value: v.optional(v.unknown()),
  ActionOnConfirm: v.nullish(v.string()),
  NbProductsAdded: v.optional(v.number()),
});
export type CallResult = v.InferOutput<typeof callResultSchema>;

/** Thrown when a reply is not of the expected shape; the client turns it into the generic request error. */
export class ReplyShapeError extends Error {
  override name = 'ReplyShapeError';
}

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
