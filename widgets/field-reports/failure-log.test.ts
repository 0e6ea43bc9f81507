// The failures a page met, as the report counts them: each detail once, its repeats as the growth of its count.
import type { FailureDetail } from '../../shared/report/failures.ts';
import { createFailureLog } from './failure-log.ts';

const detail = (change: Partial<FailureDetail> = {}): FailureDetail => ({
  kind: 'endpoint',
  widget: 'sf-listing',
  message: 'answered HTTP 500: Jane Doe, jane@example.com',
  release: '0.1.0 preact',
  status: 500,
  path: '/listing/products',
  count: 1,
  ...change,
});

it('takes each detail with its kind, widget, status, path and count, never its message or release', () => {
  const log = createFailureLog();
  log.note(detail());
  log.note({
    kind: 'config',
    widget: 'sf-header',
    message: 'data-widget-code: not an id',
    release: 'unknown',
    count: 2,
  });
  expect(log.take()).toEqual([
    { kind: 'endpoint', widget: 'sf-listing', status: 500, path: '/listing/products', count: 1 },
    { kind: 'config', widget: 'sf-header', count: 2 },
  ]);
});

it('takes a repeat as the growth of the count since the last take, and nothing when it did not grow', () => {
  const log = createFailureLog();
  const live = detail();
  log.note(live);
  log.take();
  expect(log.take()).toEqual([]);
  live.count += 3;
  expect(log.take()).toEqual([expect.objectContaining({ count: 3 })]);
  expect(log.take()).toEqual([]);
});

it('notes a detail once, however often it is handed over', () => {
  const log = createFailureLog();
  const live = detail();
  expect(log.note(live)).toBe(true);
  expect(log.note(live)).toBe(false);
  expect(log.take()).toEqual([expect.objectContaining({ count: 1 })]);
});

it('gives the release of the details it holds', () => {
  const log = createFailureLog();
  expect(log.release()).toBeUndefined();
  log.note(detail({ release: 'unknown' }));
  log.note(detail({ release: '0.2.0 react', widget: 'sf-header' }));
  expect(log.release()).toBe('0.2.0 react');
});
