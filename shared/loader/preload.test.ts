// Starting a widget's chunks all at once, each checked against its sha384 (the lists come from the build: tools/chunk-plan.mjs).
import { chunkChecker, frenchOnPage, oncePerTask, runChecked } from './preload.ts';

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
    './chunks/core.js': `sha384-${'c'.repeat(64)}`,
  };
  const links = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'));
  const settle = (href: string, type: 'load' | 'error') =>
    links()
      .find((l) => l.href === href)
      ?.dispatchEvent(new Event(type));
  const A = 'https://shop.example/dist/react/chunks/a.js';
  const B = 'https://shop.example/dist/react/chunks/b.js';
  const CORE = 'https://shop.example/dist/react/chunks/core.js';
  /** The plain fetch that tells a mismatch (the file is there) from a missing file. */
  const reachable = () => vi.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true, status: 200 }));
  const checker = (options: Partial<Parameters<typeof chunkChecker>[0]> = {}) =>
    chunkChecker({ base, integrity, fetchWith: reachable(), scriptChecks: false, ...options });
  afterEach(() => {
    for (const element of Array.from(document.head.querySelectorAll('link, script'))) element.remove();
  });

  it('starts every file at once with a modulepreload link with its sha384, resolved against the loader', () => {
    void checker()(['./chunks/a.js', './chunks/b.js']);
    expect(links().map((l) => [l.href, l.integrity, l.crossOrigin])).toEqual([
      [A, integrity['./chunks/a.js'], 'anonymous'],
      [B, integrity['./chunks/b.js'], 'anonymous'],
    ]);
  });

  it('reads the page’s own module links and scripts once for all the files it starts in one go', () => {
    // Each read walks the whole page (a listing: thousands of elements, at 4× CPU on a phone).
    const reads = vi.spyOn(document, 'querySelectorAll');
    void checker()(['./chunks/a.js', './chunks/b.js', './chunks/core.js']);
    expect(links()).toHaveLength(3);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('resolves true once every file has loaded', async () => {
    const check = checker();
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

  it('resolves false when a file fails its check, with one error naming it and its integrity', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const check = checker();
    const first = check(['./chunks/a.js', './chunks/b.js']);
    // A second widget sharing the file: the same check, not a second request nor a second error.
    const second = check(['./chunks/a.js']);
    settle(A, 'error');
    settle(B, 'load');
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(links()).toHaveLength(2);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.join(' ')).toMatch(
      new RegExp(`^\\[storefront\\] ${A.replace(/[./]/g, '\\$&')} did not match its integrity sha384-a{64}: not run`),
    );
  });

  it('reports a file the server answers with an error status as such, not as a mismatch', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchWith = vi.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: false, status: 404 }));
    const verdict = checker({ fetchWith })(['./chunks/a.js']);
    settle(A, 'error');
    expect(await verdict).toBe(false);
    expect(error.mock.calls[0]?.join(' ')).toBe(`[storefront] ${A} answered HTTP 404: not run`);
  });

  it('refuses quietly a file that could not be fetched at all, and fetches it again for the next widget that needs it', async () => {
    // No answer is no mismatch, and WebKit cuts a page's requests short this way before a navigation's pagehide.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchWith = vi.fn((_url: string, _init: RequestInit) => Promise.reject(new TypeError('offline')));
    const check = checker({ fetchWith });
    const verdict = check(['./chunks/a.js']);
    settle(A, 'error');
    expect(await verdict).toBe(false);
    expect(error).not.toHaveBeenCalled();
    void check(['./chunks/a.js']);
    expect(links().filter((l) => l.href === A)).toHaveLength(2);
  });

  it('hands a refusal to the page’s reporter as an integrity failure of the widget that asked first, with the chunk’s path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.fn();
    const check = checker({ report });
    const verdict = check(['./chunks/a.js'], 'sf-header');
    void check(['./chunks/a.js'], 'add-to-cart');
    settle(A, 'error');
    expect(await verdict).toBe(false);
    expect(report).toHaveBeenCalledExactlyOnceWith({
      kind: 'integrity',
      widget: 'sf-header',
      message: `${A} did not match its integrity ${integrity['./chunks/a.js']}: not run`,
      path: A,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('reports a file answered with an error status as a load failure with its status', async () => {
    const report = vi.fn();
    const fetchWith = vi.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: false, status: 503 }));
    const verdict = checker({ report, fetchWith })(['./chunks/a.js']);
    settle(A, 'error');
    expect(await verdict).toBe(false);
    expect(report).toHaveBeenCalledExactlyOnceWith({
      kind: 'load',
      widget: 'page',
      message: `${A} answered HTTP 503: not run`,
      status: 503,
      path: A,
    });
  });

  it('refuses, with a report, a part that has no chunk list (never “nothing to check”)', async () => {
    const report = vi.fn();
    expect(await checker({ report })(undefined, 'sf-header')).toBe(false);
    expect(report).toHaveBeenCalledExactlyOnceWith({
      kind: 'integrity',
      widget: 'sf-header',
      message: 'a part without a chunk list in the loader: not run',
    });
    expect(links()).toEqual([]);
  });

  it('refuses, with a report, a file the loader has no integrity for, or an empty one: never an unchecked request', async () => {
    const report = vi.fn();
    const scripts: Node[] = [];
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      scripts.push(...nodes.filter((node) => node instanceof HTMLScriptElement));
      append(...nodes.filter((node) => !(node instanceof HTMLScriptElement)));
    });
    for (const scriptChecks of [false, true]) {
      const check = checker({ report, scriptChecks, integrity: { ...integrity, './chunks/a.js': '' } });
      expect(await check(['./chunks/a.js']), 'an empty hash').toBe(false);
      expect(await check(['./chunks/gone.js']), 'no hash').toBe(false);
      expect(await check.ready(['./chunks/a.js'])).toBe(false);
    }
    expect(links()).toEqual([]);
    expect(scripts).toEqual([]);
    expect(report.mock.calls.map(([failure]) => failure.message)).toEqual(
      [false, true].flatMap(() => [
        expect.stringMatching(new RegExp(`^${A.replace(/[./]/g, '\\$&')} is not in the loader's table, .*: not run`)),
        expect.stringMatching(
          /chunks\/gone\.js is not in the loader's table, outside the loader's integrity check: not run/,
        ),
      ]),
    );
  });

  describe('which check runs: a modulepreload’s, or in WebKit (a modulepreload loaded whatever its integrity) a module script’s', () => {
    /** JavaScriptCore's errors: each carries its own line (V8's and SpiderMonkey's do not). */
    class JscError extends Error {
      line = 1;
    }

    it('starts a module script, no modulepreload, in JavaScriptCore that calls itself Google', async () => {
      const scripts: HTMLScriptElement[] = [];
      const append = document.head.append.bind(document.head);
      vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
        for (const node of nodes) if (node instanceof HTMLScriptElement) scripts.push(node);
        append(...nodes.filter((node) => !(node instanceof HTMLScriptElement)));
      });
      vi.spyOn(navigator, 'vendor', 'get').mockReturnValue('Google Inc.');
      vi.stubGlobal('Error', JscError);
      const check = chunkChecker({ base, integrity, fetchWith: reachable() });
      vi.unstubAllGlobals();
      void check(['./chunks/core.js']);
      await flush();
      expect(scripts.map((s) => [s.type, s.src, s.integrity])).toEqual([
        ['module', CORE, integrity['./chunks/core.js']],
      ]);
      expect(links()).toEqual([]);
    });
  });

  describe('ready: when a widget may import its files without waiting for their load events (Chromium, Firefox)', () => {
    /** The value `promise` has settled with after a flush, or undefined. */
    const settledWith = async (promise: Promise<boolean>) => {
      let value: boolean | undefined;
      void promise.then((v) => {
        value = v;
      });
      await flush();
      return value;
    };

    it('is ready at once for files whose checked request starts now: the import joins that request', async () => {
      // The module map holds the link's request, in flight until a later task: an import made now runs the bytes
      // it checks, or fails with it.
      const check = checker();
      expect(await settledWith(check.ready(['./chunks/a.js', './chunks/b.js']))).toBe(true);
      expect(links().map((l) => [l.href, l.integrity])).toEqual([
        [A, integrity['./chunks/a.js']],
        [B, integrity['./chunks/b.js']],
      ]);
    });

    it('waits for a file whose request started in an earlier task until it passed, then is ready at once', async () => {
      // A failed request is not kept: an import made between its failure and its error event would fetch it again,
      // unchecked.
      const check = checker();
      await check.ready(['./chunks/a.js']);
      const later = check.ready(['./chunks/a.js', './chunks/b.js']);
      expect(await settledWith(later)).toBeUndefined();
      settle(A, 'load');
      settle(B, 'load');
      expect(await later).toBe(true);
      expect(await settledWith(check.ready(['./chunks/a.js']))).toBe(true);
      expect(links(), 'no second request').toHaveLength(2);
    });

    it('is not ready for a file whose check failed, even when the page’s own line carries its integrity', async () => {
      // A later widget sharing the file (woken, or in a fragment) would import it with no request in flight.
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: A });
      link.integrity = integrity['./chunks/a.js'];
      document.head.append(link);
      const check = checker();
      expect(await check.ready(['./chunks/a.js'])).toBe(true);
      links()[1]?.dispatchEvent(new Event('error'));
      expect(await check.ready(['./chunks/a.js'])).toBe(false);
    });

    it('waits for the verdict of a file the page’s plain script preload line fetches: never an import that joins it', async () => {
      // The line's request is not the link's: Chromium may answer the link from the line's response and keep no
      // request in flight, so an import made now could fetch the file again, unchecked (a CDN that answers a script
      // request with other bytes ran them: test/engines/integrity.ts).
      const line = Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href: A });
      line.integrity = integrity['./chunks/a.js'];
      document.head.append(line);
      const check = checker();
      const ready = check.ready(['./chunks/a.js', './chunks/b.js']);
      expect(await settledWith(ready)).toBeUndefined();
      settle(A, 'load');
      settle(B, 'load');
      expect(await ready).toBe(true);
    });

    it('appends the links of the files the page’s lines fetch in slices, with a yield between them', async () => {
      // Each link is a request's set-up in the browser (about 5 ms at 4× CPU): a page's twenty, appended in the
      // loader's first task, were one long task. These files wait for their verdict anyway, so none is imported sooner.
      const files = Array.from({ length: 6 }, (_, i) => `./chunks/l${i}.js`);
      for (const file of files)
        document.head.append(
          Object.assign(document.createElement('link'), {
            rel: 'preload',
            as: 'script',
            href: new URL(file, base).href,
          }),
        );
      let clock = 0;
      let release = () => {};
      const yieldTo = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      const hashes = Object.fromEntries(files.map((file) => [file, `sha384-${'d'.repeat(64)}`]));
      const check = checker({ integrity: { ...integrity, ...hashes }, now: () => (clock += 5), yieldTo });
      const ready = check.ready(files);
      const now = links().length;
      expect(now).toBeGreaterThan(0);
      expect(now).toBeLessThan(files.length);
      while (links().length < files.length) {
        expect(await settledWith(ready)).toBeUndefined();
        release();
        await flush();
      }
      expect(links().map((l) => l.integrity)).toEqual(files.map((file) => hashes[file]));
      for (const link of links()) link.dispatchEvent(new Event('load'));
      expect(await ready).toBe(true);
    });

    it('is not ready for a file whose check failed, reported once', async () => {
      const report = vi.fn();
      const check = checker({ report });
      await check.ready(['./chunks/a.js']);
      settle(A, 'error');
      expect(await check.ready(['./chunks/a.js'])).toBe(false);
      expect(report).toHaveBeenCalledOnce();
    });
  });

  describe('a chunk the page itself preloads or runs (the module map keeps that copy, keyed by URL only)', () => {
    const pageLink = (href: string, hash?: string) => {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      if (hash) link.integrity = hash;
      document.head.append(link);
    };

    it('is refused, reported and not asked for again, when the page’s link has no integrity or another one', async () => {
      const report = vi.fn();
      pageLink(A);
      pageLink(B, integrity['./chunks/a.js']);
      const check = checker({ report });
      expect(await check(['./chunks/a.js'])).toBe(false);
      expect(await check(['./chunks/b.js'])).toBe(false);
      expect(links()).toHaveLength(2);
      expect(report.mock.calls.map(([failure]) => failure.message)).toEqual([
        expect.stringMatching(new RegExp(`^${A.replace(/[./]/g, '\\$&')} is modulepreloaded by the page itself`)),
        expect.stringMatching(
          /chunks\/b\.js is modulepreloaded by the page itself, outside the loader's integrity check: not run/,
        ),
      ]);
    });

    it('is refused when the page runs it as a module script without its integrity', async () => {
      const report = vi.fn();
      const script = Object.assign(document.createElement('script'), { type: 'module' });
      // Not connected: happy-dom would try to load it.
      vi.spyOn(document, 'querySelectorAll').mockImplementation(((selector: string) =>
        selector.startsWith('script') ? [Object.defineProperty(script, 'src', { value: A })] : []) as never);
      expect(await checker({ report })(['./chunks/a.js'])).toBe(false);
      expect(report.mock.calls[0]?.[0]).toMatchObject({
        kind: 'integrity',
        message: expect.stringMatching(/chunks\/a\.js is run by the page itself/),
      });
    });

    it('is refused when a page script of any type names it without its integrity (HTML runs type=" Module " as a module)', async () => {
      const report = vi.fn();
      // Parsed, not run: a parser's document has no browsing context.
      const root = new DOMParser().parseFromString(
        `<script type=" Module\t" src="${A}"></script><script src="${B}"></script>` +
          `<script type="module" src="${CORE}" integrity="${integrity['./chunks/core.js']}"></script>`,
        'text/html',
      );
      const check = checker({ report, root });
      expect(await check(['./chunks/a.js'])).toBe(false);
      expect(await check(['./chunks/b.js'])).toBe(false);
      void check(['./chunks/core.js']);
      expect(report.mock.calls.map(([failure]) => failure.message)).toEqual([
        expect.stringMatching(/chunks\/a\.js is run by the page itself, outside the loader's integrity check: not run/),
        expect.stringMatching(/chunks\/b\.js is run by the page itself/),
      ]);
      // A script with the file's integrity is checked where it runs: the loader's own check goes on.
      expect(Array.from(root.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (l) => l.href)).toEqual([
        CORE,
      ]);
    });

    it('passes through the loader’s check when the page’s link carries the file’s integrity (Chromium, Firefox)', async () => {
      pageLink(A, integrity['./chunks/a.js']);
      const verdict = checker()(['./chunks/a.js']);
      links()[1]?.dispatchEvent(new Event('load'));
      expect(await verdict).toBe(true);
    });

    it('is not ready, and refused, when the page’s line has another integrity', async () => {
      const report = vi.fn();
      pageLink(A, integrity['./chunks/b.js']);
      expect(await checker({ report }).ready(['./chunks/a.js'])).toBe(false);
      expect(report).toHaveBeenCalledOnce();
    });

    it('is never ready through a line in WebKit: refused there, as its check is', async () => {
      const report = vi.fn();
      pageLink(A, integrity['./chunks/a.js']);
      expect(await checker({ report, scriptChecks: true }).ready(['./chunks/a.js'])).toBe(false);
      expect(report).toHaveBeenCalledOnce();
    });

    it('is refused in WebKit even with the file’s integrity: WebKit loads a modulepreload whatever its integrity', async () => {
      const report = vi.fn();
      pageLink(A, integrity['./chunks/a.js']);
      expect(await checker({ report, scriptChecks: true })(['./chunks/a.js'])).toBe(false);
      expect(report).toHaveBeenCalledOnce();
    });
  });

  describe('in WebKit (a modulepreload is loaded whatever its integrity): the request that runs is the checked one', () => {
    /** The module scripts the checker appends, kept out of the document (happy-dom would try to load them). */
    const appended = () => {
      const scripts: HTMLScriptElement[] = [];
      const append = document.head.append.bind(document.head);
      vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
        for (const node of nodes) if (node instanceof HTMLScriptElement) scripts.push(node);
        append(...nodes.filter((node) => !(node instanceof HTMLScriptElement)));
      });
      return scripts;
    };
    const imports = {
      './chunks/a.js': ['./chunks/core.js'],
      './chunks/b.js': ['./chunks/core.js'],
      './chunks/core.js': [],
    };
    /** What a policy gives: an object that reads as its URL (a TrustedScriptURL). */
    const scriptUrl = (url: string) => ({ toString: () => url });

    it('starts each file as a module script with its integrity, a file only once every file it imports passed', async () => {
      const scripts = appended();
      const check = checker({ scriptChecks: true, imports, scriptUrl });
      let verdict: boolean | undefined;
      void check(['./chunks/a.js', './chunks/core.js']).then((ok) => {
        verdict = ok;
      });
      await flush();
      // WebKit would fetch core.js again, unchecked, for a.js's graph if core.js's own script had failed.
      expect(scripts.map((s) => [s.type, s.src, s.integrity, s.crossOrigin])).toEqual([
        ['module', CORE, integrity['./chunks/core.js'], 'anonymous'],
      ]);
      expect(links(), 'no modulepreload: WebKit would run its unchecked copy').toEqual([]);
      scripts[0]?.dispatchEvent(new Event('load'));
      await flush();
      expect(scripts.map((s) => s.src)).toEqual([CORE, A]);
      expect(verdict).toBeUndefined();
      scripts[1]?.dispatchEvent(new Event('load'));
      await flush();
      expect(verdict).toBe(true);
    });

    it('never starts a file whose import failed, and reports only the file that failed', async () => {
      const scripts = appended();
      const report = vi.fn();
      const check = checker({ scriptChecks: true, imports, scriptUrl, report });
      const verdicts = Promise.all([check(['./chunks/a.js', './chunks/core.js']), check(['./chunks/b.js'])]);
      await flush();
      scripts[0]?.dispatchEvent(new Event('error'));
      expect(await verdicts).toEqual([false, false]);
      expect(scripts.map((s) => s.src)).toEqual([CORE]);
      expect(report).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({
          kind: 'integrity',
          message: `${CORE} did not match its integrity ${integrity['./chunks/core.js']}: not run`,
        }),
      );
    });

    it('sets each script’s address through the Trusted Types policy, and refuses the file when the policy does', async () => {
      const scripts = appended();
      const report = vi.fn();
      const blessed = vi.fn(scriptUrl);
      void checker({ scriptChecks: true, imports, scriptUrl: blessed })(['./chunks/core.js']);
      await flush();
      expect(blessed).toHaveBeenCalledExactlyOnceWith(CORE);
      expect(scripts).toHaveLength(1);
      const refusing = () => {
        throw new TypeError('not a chunk');
      };
      expect(await checker({ scriptChecks: true, imports, scriptUrl: refusing, report })(['./chunks/core.js'])).toBe(
        false,
      );
      expect(report.mock.calls[0]).toEqual([
        {
          kind: 'integrity',
          widget: 'page',
          message: `${CORE} could not be started (Trusted Types policy "storefront"): not run`,
          path: CORE,
        },
        expect.any(TypeError),
      ]);
    });
  });
});

describe('runChecked', () => {
  const base = 'https://shop.example/dist/react/storefront.js';
  /** A check whose files are ready (`ready`) and whose own verdict is `verdict`. */
  const checkOf = (ready: boolean, verdict = ready) => Object.assign(async () => verdict, { ready: async () => ready });

  it('imports every file once they are all ready, and resolves true after', async () => {
    // The French texts run before the widgets are defined, as their first render reads them.
    const load = vi.fn((_url: string) => Promise.resolve());
    expect(await runChecked(checkOf(true), ['./chunks/fr.js', './chunks/core.js'], base, load)).toBe(true);
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      'https://shop.example/dist/react/chunks/fr.js',
      'https://shop.example/dist/react/chunks/core.js',
    ]);
  });

  it('imports none when one failed its check', async () => {
    const load = vi.fn((_url: string) => Promise.resolve());
    expect(await runChecked(checkOf(false), ['./chunks/fr.js'], base, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('resolves false when an import failed and the check refused a file (reported there), and rejects otherwise', async () => {
    // A file the page's line holds is imported before its own check's verdict: a failed line is a failed import.
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn((_url: string) => Promise.reject(error));
    expect(await runChecked(checkOf(true, false), ['./chunks/fr.js'], base, load)).toBe(false);
    await expect(runChecked(checkOf(true, true), ['./chunks/fr.js'], base, load)).rejects.toBe(error);
  });
});

describe('oncePerTask', () => {
  it('reads once for every call in the same task, and again in a later one', async () => {
    let reads = 0;
    const value = oncePerTask(() => ++reads);
    expect([value(), value(), value()]).toEqual([1, 1, 1]);
    await Promise.resolve();
    await flush();
    expect(value()).toBe(2);
    expect(reads).toBe(2);
  });
});
