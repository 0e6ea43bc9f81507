// Form encoding of the legacy calls: scalars as text, lists and objects as JSON, nothing for null or undefined.
import { toFormBody } from './plan.ts';

it('encodes each kind of field value', () => {
  const body = toFormBody({
    text: 'a b&c',
    count: 0,
    flag: false,
    list: ['x', 1],
    object: { a: 1 },
    nothing: null,
    missing: undefined,
    empty: '',
  });
  expect([...body.entries()]).toEqual([
    ['text', 'a b&c'],
    ['count', '0'],
    ['flag', 'false'],
    ['list', '["x",1]'],
    ['object', '{"a":1}'],
    ['empty', ''],
  ]);
});
