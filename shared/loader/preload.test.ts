// Starting a widget's chunks all at once, each checked against its sha384 (the lists come from the build: tools/chunk-plan.mjs).
import { chunkChecker, frenchOnPage, runChecked } from './preload.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('frenchOnPage', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = '';
  });

  it('is false on an English page, true when the page or any part of it is French', () => {
    document.documentElement.lang = 'en';
    expect(frenchOnPage(document)).toBe(false);
    document.body.innerHTML = '<section lang="FR-ca"><sf-header></sf-header></section>';
    expect(frenchOnPage(document)).toBe(true);
    document.body.innerHTML = '';
    document.documentElement.lang = 'fr';
    expect(frenchOnPage(document)).toBe(true);
  });
});

describe('chunkChecker', () => {
  const base = 'https://shop.example/dist/react/storefront.js';
  const integrity = {
    './chunks/a.js': `sha384-${'a'.repeat(64)}`,
    './chunks/b.js': `sha384-${'b'.repeat(64)}`,
  };
  const links = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'));
  const settle = (href: string, type: 'load' | 'error') =>
    links()
      .find((l) => l.href === href)
      ?.dispatchEvent(new Event(type));
  const A = 'https://shop.example/dist/react/chunks/a.js';
  const B = 'https://shop.example/dist/react/chunks/b.js';
  /** A fetch whose integrity check passes for the listed URLs, fails for the others; a plain fetch reaches the file. */
  const fetcher = (passes: string[]) =>
    vi.fn((url: string, init: { integrity?: string }) =>
      init.integrity === undefined || passes.includes(url)
        ? Promise.resolve({ ok: true, status: 200 })
        : Promise.reject(new TypeError('Load failed')),
    );
  afterEach(() => {
    for (const link of links()) link.remove();
  });

  it('starts every file at once with a modulepreload link, then fetches it, both with its sha384, resolved against the loader', async () => {
    const fetch = fetcher([A, B]);
    void chunkChecker(base, integrity, document, fetch, true)(['./chunks/a.js', './chunks/b.js']);
    expect(
      links().map((l) => [l.href, l.integrity, l.crossOrigin]),
      'Chromium and Firefox check the module map’s copy',
    ).toEqual([
      [A, integrity['./chunks/a.js'], 'anonymous'],
      [B, integrity['./chunks/b.js'], 'anonymous'],
    ]);
    expect(fetch, 'once the link has its copy').not.toHaveBeenCalled();
    settle(A, 'load');
    settle(B, 'load');
    await flush();
    expect(fetch.mock.calls, 'WebKit checks integrity on fetch only').toEqual([
      [A, { integrity: integrity['./chunks/a.js'] }],
      [B, { integrity: integrity['./chunks/b.js'] }],
    ]);
  });

  it('resolves true once every file has passed both checks', async () => {
    const check = chunkChecker(base, integrity, document, fetcher([A, B]), true);
    let verdict: boolean | undefined;
    void check(['./chunks/a.js', './chunks/b.js']).then((ok) => {
      verdict = ok;
    });
    settle(A, 'load');
    await flush();
    expect(verdict).toBeUndefined();
    settle(B, 'load');
    await flush();
    expect(verdict).toBe(true);
  });

  it.each([
    ['the modulepreload (Chromium, Firefox)', [A, B], 'error'],
    // The link loads in WebKit whatever its integrity: there the fetch is the check.
    ['the fetch (WebKit)', [B], 'load'],
  ] as const)(
    'resolves false when %s refuses a file, with one error naming it and its integrity',
    async (_, passes, event) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const check = chunkChecker(base, integrity, document, fetcher([...passes]), true);
      const first = check(['./chunks/a.js', './chunks/b.js']);
      // A second widget sharing the file: the same check, not a second request nor a second error.
      const second = check(['./chunks/a.js']);
      settle(A, event);
      settle(B, 'load');
      expect(await first).toBe(false);
      expect(await second).toBe(false);
      expect(links()).toHaveLength(2);
      expect(error).toHaveBeenCalledOnce();
      expect(error.mock.calls[0]?.join(' ')).toMatch(
        new RegExp(`^\\[storefront\\] ${A.replace(/[./]/g, '\\$&')} did not match its integrity sha384-a{64}: not run`),
      );
    },
  );

  it('makes no fetch of its own where modulepreload checks integrity (Chromium, Firefox): only links', async () => {
    // A fetch beside the link's copy there sometimes reads an empty body from the cache (Firefox): a false mismatch.
    const fetch = fetcher([]);
    const check = chunkChecker(base, integrity, document, fetch, false);
    const verdict = check(['./chunks/a.js', './chunks/b.js']);
    settle(A, 'load');
    settle(B, 'load');
    expect(await verdict).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a file the server answers with an error status as such, not as a mismatch', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn((_url: string, init: { integrity?: string }) =>
      init.integrity === undefined ? Promise.resolve({ ok: false, status: 404 }) : Promise.reject(new TypeError('x')),
    );
    const verdict = chunkChecker(base, integrity, document, fetch, true)(['./chunks/a.js']);
    settle(A, 'error');
    expect(await verdict).toBe(false);
    expect(error.mock.calls[0]?.join(' ')).toBe(`[storefront] ${A} answered HTTP 404: not run`);
  });

  it('refuses quietly a file that could not be fetched at all, and fetches it again for the next widget that needs it', async () => {
    // No answer is no mismatch, and WebKit cuts a page's requests short this way before a navigation's pagehide.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn((_url: string, _init: { integrity?: string }) => Promise.reject(new TypeError('offline')));
    const check = chunkChecker(base, integrity, document, fetch, true);
    const verdict = check(['./chunks/a.js']);
    settle(A, 'error');
    expect(await verdict).toBe(false);
    expect(error).not.toHaveBeenCalled();
    void check(['./chunks/a.js']);
    expect(links().filter((l) => l.href === A)).toHaveLength(2);
  });

  it('hands a refusal to the page’s reporter, which drops those of a page being left (shared/loader/page-reports.ts)', async () => {
    // WebKit cuts a page's requests as a navigation starts, with no event: a cut check looks like a mismatch when the
    // file itself still comes from the cache.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.fn();
    const verdict = chunkChecker(base, integrity, document, fetcher([]), true, report)(['./chunks/a.js']);
    settle(A, 'load');
    expect(await verdict).toBe(false);
    expect(report).toHaveBeenCalledExactlyOnceWith(
      `[storefront] ${A} did not match its integrity ${integrity['./chunks/a.js']}: not run`,
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('checks nothing for a key without chunks (one bundle)', async () => {
    const fetch = fetcher([]);
    expect(await chunkChecker(base, {}, document, fetch)(undefined)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('runChecked', () => {
  const base = 'https://shop.example/dist/react/storefront.js';

  it('imports every file once they all passed their check, and resolves true after', async () => {
    // The French texts run before the widgets are defined, as their first render reads them.
    const load = vi.fn((_url: string) => Promise.resolve());
    expect(await runChecked(async () => true, ['./chunks/fr.js', './chunks/core.js'], base, load)).toBe(true);
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      'https://shop.example/dist/react/chunks/fr.js',
      'https://shop.example/dist/react/chunks/core.js',
    ]);
  });

  it('imports none when one failed its check', async () => {
    const load = vi.fn((_url: string) => Promise.resolve());
    expect(await runChecked(async () => false, ['./chunks/fr.js'], base, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
