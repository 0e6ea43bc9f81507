// A batch is the wire's shape or nothing: each entry that does not fit is left out, never sent in another shape.
import * as v from 'valibot';
import { reportBatch } from '../../shared/report/wire.ts';
import { toBatch } from './batch.ts';

const failure = { kind: 'endpoint', widget: 'sf-listing', status: 500, path: '/listing/products', count: 2 } as const;
const inp = { name: 'INP', value: 312, rating: 'poor', widget: 'sf-listing', script: 'listing' } as const;

it('makes a batch of the wire from the release, the page type, the failures and the vitals', () => {
  const batch = toBatch({ release: '0.1.0 preact', page: 'category', failures: [failure], vitals: [inp] });
  expect(batch).toEqual({ v: 1, release: '0.1.0 preact', page: 'category', failures: [failure], vitals: [inp] });
  expect(v.is(reportBatch, batch)).toBe(true);
});

it('leaves out each entry that does not fit the wire and keeps the others', () => {
  const batch = toBatch({
    release: '0.1.0 preact',
    page: 'page',
    failures: [
      failure,
      { ...failure, path: '/cart?email=jane@example.com' },
      { ...failure, widget: 'Jane Doe' },
      { ...failure, message: 'H2X 1Y4' },
    ],
    vitals: [inp, { ...inp, value: -1 }, { ...inp, widget: 'div.price > span' }],
  });
  expect(batch?.failures).toEqual([failure]);
  expect(batch?.vitals).toEqual([inp]);
});

it('keeps within the wire’s limits: the first 100 failures and 20 vitals', () => {
  const batch = toBatch({
    release: '0.1.0 preact',
    page: 'page',
    failures: Array.from({ length: 120 }, (_, i) => ({ ...failure, status: i })),
    vitals: Array.from({ length: 25 }, () => inp),
  });
  expect(batch?.failures).toHaveLength(100);
  expect(batch?.vitals).toHaveLength(20);
  expect(v.is(reportBatch, batch)).toBe(true);
});

it('makes no batch when nothing fits or nothing happened', () => {
  expect(toBatch({ release: '0.1.0 preact', page: 'page', failures: [], vitals: [] })).toBeNull();
  expect(
    toBatch({ release: '0.1.0 preact', page: 'page', failures: [{ ...failure, count: 0 }], vitals: [] }),
  ).toBeNull();
});

it('makes no batch without a release of the wire (outside a built bundle)', () => {
  expect(toBatch({ release: 'unknown', page: 'page', failures: [failure], vitals: [] })).toBeNull();
  expect(toBatch({ release: undefined, page: 'page', failures: [failure], vitals: [] })).toBeNull();
});
