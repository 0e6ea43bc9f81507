// Every failure is one sf:error on document, its repeats counted on the same detail: never a storm.
import { FAILURE_EVENT, type FailureDetail, raisedFailures, reportFailure } from './failures.ts';

const LOADER_CLAIM = Symbol.for('storefront-islands.loader');

describe('reportFailure', () => {
  let events: FailureDetail[] = [];
  const listen = (event: Event) => void events.push((event as CustomEvent<FailureDetail>).detail);
  beforeEach(() => {
    events = [];
    document.addEventListener(FAILURE_EVENT, listen);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    document.removeEventListener(FAILURE_EVENT, listen);
    delete (globalThis as Record<symbol, unknown>)[LOADER_CLAIM];
  });

  it('raises one sf:error with the kind, widget, message, status and path, the query left out', () => {
    (globalThis as Record<symbol, unknown>)[LOADER_CLAIM] = { flavour: 'preact', version: '0.1.0', url: '/x.js' };
    reportFailure({
      kind: 'endpoint',
      widget: 'sf-listing',
      message: 'answered HTTP 500',
      status: 500,
      path: '/listing/products?page=2',
    });
    expect(events).toEqual([
      {
        kind: 'endpoint',
        widget: 'sf-listing',
        message: 'answered HTTP 500',
        status: 500,
        path: '/listing/products',
        release: '0.1.0 preact',
        count: 1,
      },
    ]);
    expect(console.warn).toHaveBeenCalledExactlyOnceWith('[storefront] sf-listing: answered HTTP 500');
  });

  it('counts a repeat on the detail raised before instead of raising it again', () => {
    const failure = { kind: 'reply', widget: 'sf-header', message: 'call result: bad shape', path: '/a' } as const;
    const first = reportFailure(failure);
    reportFailure(failure);
    reportFailure(failure);
    expect(events).toHaveLength(1);
    expect(first.count).toBe(3);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('raises each distinct failure once: another widget, kind or status is another failure', () => {
    reportFailure({ kind: 'endpoint', widget: 'sf-header', message: 'x', status: 500 });
    reportFailure({ kind: 'endpoint', widget: 'sf-header', message: 'x', status: 502 });
    reportFailure({ kind: 'endpoint', widget: 'sf-listing', message: 'x', status: 500 });
    reportFailure({ kind: 'reply', widget: 'sf-listing', message: 'x', status: 500 });
    expect(events.map((e) => `${e.kind} ${e.widget} ${e.status}`)).toEqual([
      'endpoint sf-header 500',
      'endpoint sf-header 502',
      'endpoint sf-listing 500',
      'reply sf-listing 500',
    ]);
  });

  it('writes the console line its caller gives, once, in place of the default warning', () => {
    const log = vi.fn();
    const failure = { kind: 'integrity', widget: 'sf-header', message: '/chunks/a.js did not match' } as const;
    reportFailure(failure, document, log);
    reportFailure(failure, document, log);
    expect(log).toHaveBeenCalledOnce();
    expect(console.warn).not.toHaveBeenCalled();
    expect(events).toHaveLength(1);
  });

  it('names the release unknown outside a built bundle', () => {
    expect(reportFailure({ kind: 'config', widget: 'sf-status-bar', message: 'y' }).release).toBe('unknown');
  });

  it('keeps the details raised so far for a reader that starts late, their counts still live', () => {
    const root = document.implementation.createHTMLDocument('late');
    const first = reportFailure({ kind: 'load', widget: 'sf-listing', message: 'x', path: '/chunks/a.js' }, root);
    reportFailure({ kind: 'config', widget: 'sf-header', message: 'y' }, root);
    expect(raisedFailures(root).map((d) => `${d.kind} ${d.widget}`)).toEqual(['load sf-listing', 'config sf-header']);
    reportFailure({ kind: 'load', widget: 'sf-listing', message: 'x', path: '/chunks/a.js' }, root);
    expect(raisedFailures(root)[0]).toBe(first);
    expect(first.count).toBe(2);
    expect(raisedFailures(document.implementation.createHTMLDocument('other'))).toEqual([]);
  });

  it('shares what was raised between the copies a page holds (the loader’s own, and its chunks’), counted once', async () => {
    const root = document.implementation.createHTMLDocument('copies');
    vi.resetModules();
    const chunks = await import('./failures.ts');
    expect(chunks.reportFailure).not.toBe(reportFailure);
    const loaders = reportFailure({ kind: 'integrity', widget: 'sf-home-carousel', message: 'refused' }, root);
    expect(chunks.raisedFailures(root)).toEqual([loaders]);
    chunks.reportFailure({ kind: 'integrity', widget: 'sf-home-carousel', message: 'refused' }, root);
    expect(loaders.count).toBe(2);
  });
});
