// The report's wire takes what the bundle sends and refuses anything that could carry a shopper's data.
import * as v from 'valibot';
import { reportBatch } from './wire.ts';

const batch = {
  v: 1,
  release: '0.1.0 preact',
  page: 'category',
  failures: [{ kind: 'endpoint', widget: 'sf-listing', status: 500, path: '/listing/products', count: 2 }],
  vitals: [{ name: 'INP', value: 312, rating: 'poor', widget: 'sf-listing', script: 'sf-listing' }],
};

it('reads a batch as the bundle writes it', () => {
  expect(v.safeParse(reportBatch, batch).success).toBe(true);
});

it.each([
  ['a query string in a path', { failures: [{ ...batch.failures[0], path: '/cart?email=a@b.ca' }] }],
  ['a free-text message', { failures: [{ ...batch.failures[0], message: 'Postal code H2X 1Y4 not served' }] }],
  ['an off-site address', { failures: [{ ...batch.failures[0], path: 'https://evil.example/x' }] }],
  ['a widget name that is text', { vitals: [{ ...batch.vitals[0], widget: 'Jane Doe' }] }],
  ['a field the wire does not name', { cookie: 'session=1' }],
])('refuses %s', (_what, change) => {
  expect(v.safeParse(reportBatch, { ...batch, ...change }).success).toBe(false);
});
