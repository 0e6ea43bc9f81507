// Call results: defaults for what the server leaves out, unknown message types, and errors that say where.
import { parseCallResult, ReplyShapeError, ResultCode } from './client.ts';

it('uses the contract values of Result', () => {
  expect(ResultCode).toEqual({ UNKNOWN: 0, SUCCESS: 1, ERROR: 2, REDIRECT: 3 });
});

it('fills in what the server leaves out or sends as null, and keeps unknown fields', () => {
  // The whole class as ASP.NET writes it: null for every field the action did not set.
  const nulls = { RedirectUrl: null, StatusMessages: null, Value: null, ActionOnConfirm: null, NbProductsAdded: null };
  // Each reads as its "none": no URL and no action are '', no count is 0, absent or null alike.
  const none = { Result: 0, RedirectUrl: '', StatusMessages: [], ActionOnConfirm: '', NbProductsAdded: 0 };
  expect(parseCallResult({ ...nulls, Result: null, Extra: 'x' })).toStrictEqual({ ...none, Value: null, Extra: 'x' });
  expect(parseCallResult({})).toStrictEqual(none);
});

it('reads each message, turning a missing text into "" and an unknown type into UNKNOWN', () => {
  const result = parseCallResult({
    Result: 2,
    StatusMessages: [{ Message: 'a', Type: 3 }, { Message: null, Type: null }, { Type: 9 }, { Message: 'b', Type: 0 }],
  });
  expect(result.Result).toBe(2);
  expect(result.StatusMessages).toEqual([
    { Message: 'a', Type: 3 },
    { Message: '', Type: 0 },
    { Message: '', Type: 0 },
    { Message: 'b', Type: 0 },
  ]);
});

it.each([
  [{ Result: 4 }, 'call result: Result '],
  [{ StatusMessages: [{ Message: 5 }] }, 'call result: StatusMessages.0.Message '],
  [{ NbProductsAdded: 'two' }, 'call result: NbProductsAdded '],
  [null, 'call result: (root) '],
])('refuses %j with a ReplyShapeError naming the field', (data, start) => {
  let error: unknown;
  try {
    parseCallResult(data);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ReplyShapeError);
  expect((error as Error).name).toBe('ReplyShapeError');
  expect((error as Error).message.startsWith(start)).toBe(true);
  expect((error as Error).message.length).toBeGreaterThan(start.length);
});
