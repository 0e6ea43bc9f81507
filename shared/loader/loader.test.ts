// The loader imports a widget's chunk only when its tag (or marker) is in the page, once, including later insertions.
import { defineWidget } from '../define.ts';
import { FAILURE_EVENT, type FailureDetail } from '../report/failures.ts';
import { startLoader } from './loader.ts';
import type { Checks, WidgetModule } from './loads.ts';
import { type Report, reportNow } from './page-reports.ts';
import type { SwitchedOff } from './switches.ts';
import type { LoadOn } from './wake.ts';

/** The loader's options when every file passes and failures go to the console. */
const NO_CHECK = { check: (): Checks => [Promise.resolve(true)], report: reportNow };

/**
 * The loader over records made from key → importer: each record's one file is its key, so a check can tell keys
 * apart; `wake` gives some their moment.
 */
function loaderFor(
  registry: Record<string, () => Promise<WidgetModule>>,
  {
    check,
    report,
    wake = {},
    off,
  }: {
    check?: (key: string) => Checks;
    report?: Report;
    wake?: Record<string, LoadOn>;
    off?: SwitchedOff;
  } = {},
) {
  const records = Object.fromEntries(
    Object.entries(registry).map(([key, load]) => [
      key,
      { load, files: [key], ...(wake[key] ? { wake: wake[key] } : {}) },
    ]),
  );
  return startLoader(records, {
    check: check ? ({ files }) => check(files[0] ?? '') : () => [Promise.resolve(true)],
    report: report ?? reportNow,
    ...(off ? { off } : {}),
  });
}

/** The sf:error events raised on the page from now on. */
function failures() {
  const raised: FailureDetail[] = [];
  const listen = (event: Event) => void raised.push((event as CustomEvent<FailureDetail>).detail);
  document.addEventListener(FAILURE_EVENT, listen);
  onTestFinished(() => document.removeEventListener(FAILURE_EVENT, listen));
  return raised;
}

/** Two tasks later: a task the code queued from a microtask of the current one (a MutationObserver's) has run too. */
const flush = () => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));

function fakeRegistry() {
  const defined: string[] = [];
  const imported: string[] = [];
  const entry = (name: string) => async () => {
    imported.push(name);
    return { define: () => void defined.push(name) };
  };
  return {
    defined,
    imported,
    registry: { 'sf-alpha': entry('alpha'), 'sf-beta': entry('beta'), '.sf-add-to-cart': entry('add') },
  };
}

describe('startLoader', () => {
  let stop = () => {};
  afterEach(() => {
    vi.useRealTimers();
    stop();
    document.body.innerHTML = '';
  });

  it('loads only the tags present, once each', async () => {
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-alpha></sf-alpha>';
    const { registry, imported, defined } = fakeRegistry();
    stop = loaderFor(registry);
    await flush();
    expect(imported).toEqual(['alpha']);
    expect(defined).toEqual(['alpha']);
  });

  it('walks the page once to find every key it holds, however many keys the registry has', async () => {
    document.body.innerHTML = `<sf-alpha></sf-alpha>${'<p>text</p>'.repeat(50)}<div class="sf-add-to-cart"></div>`;
    const { registry, imported } = fakeRegistry();
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`sf-other-${i}`, async () => ({ define: () => undefined })]),
    );
    const walks = [vi.spyOn(document, 'querySelector'), vi.spyOn(document, 'querySelectorAll')];
    stop = loaderFor({ ...registry, ...many });
    const pageWalks = walks.reduce((total, walk) => total + walk.mock.calls.length, 0);
    for (const walk of walks) walk.mockRestore();
    await flush();
    expect(imported.sort()).toEqual(['add', 'alpha']);
    // The first scan's own walk; a key's check may read the page once more, but not once per key.
    expect(pageWalks).toBeLessThanOrEqual(2);
  });

  it('loads tags and markers that appear later, nested in inserted fragments', async () => {
    const { registry, imported } = fakeRegistry();
    stop = loaderFor(registry);
    await flush();
    expect(imported).toEqual([]);
    const section = document.createElement('div');
    section.innerHTML = '<article><sf-beta></sf-beta><div class="sf-add-to-cart"></div></article>';
    document.body.append(section);
    await flush();
    expect(imported.sort()).toEqual(['add', 'beta']);
    document.body.append(document.createElement('sf-beta'));
    await flush();
    expect(imported.filter((n) => n === 'beta')).toHaveLength(1);
  });

  it('starts the check of a key’s chunk graph as its chunk is requested, once per key', async () => {
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-alpha></sf-alpha><sf-beta></sf-beta>';
    const { registry } = fakeRegistry();
    const checked: string[] = [];
    stop = loaderFor(registry, {
      check: (key) => {
        checked.push(key);
        return [Promise.resolve(true)];
      },
    });
    await flush();
    expect(checked.sort()).toEqual(['sf-alpha', 'sf-beta']);
  });

  it('imports a key’s chunk only once every file of its graph has passed its integrity check', async () => {
    document.body.innerHTML = '<sf-alpha></sf-alpha>';
    const { registry, imported, defined } = fakeRegistry();
    let pass = (_ok: boolean) => {};
    const graph = new Promise<boolean>((resolve) => {
      pass = resolve;
    });
    stop = loaderFor(registry, { check: () => [graph] });
    await flush();
    expect(imported).toEqual([]);
    pass(true);
    await flush();
    expect(imported).toEqual(['alpha']);
    expect(defined).toEqual(['alpha']);
  });

  it('neither imports nor defines a key whose graph failed its check, adds no error of its own, and defines the others', async () => {
    // The check reported the file that did not match (preload.ts): one error, naming it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-beta></sf-beta>';
    const { registry, imported, defined } = fakeRegistry();
    stop = loaderFor(registry, { check: (key) => [Promise.resolve(key !== 'sf-alpha')] });
    await flush();
    expect(imported).toEqual(['beta']);
    expect(defined).toEqual(['beta']);
    expect(console.error).not.toHaveBeenCalled();
    document.body.append(document.createElement('sf-alpha'));
    await flush();
    expect(imported).toEqual(['beta']);
  });

  it('defines a widget only once what defining waits for has arrived (its French texts on a French page)', async () => {
    document.body.innerHTML = '<sf-alpha></sf-alpha>';
    const { registry, defined } = fakeRegistry();
    let arrive = (_ok: boolean) => {};
    const french = new Promise<boolean>((resolve) => {
      arrive = resolve;
    });
    stop = loaderFor(registry, { check: () => [Promise.resolve(true), french] });
    await flush();
    expect(defined).toEqual([]);
    arrive(true);
    await flush();
    expect(defined).toEqual(['alpha']);
  });

  it('does not define a widget whose French texts failed their check (its code would fetch them unchecked)', async () => {
    document.body.innerHTML = '<sf-alpha></sf-alpha>';
    const { registry, defined } = fakeRegistry();
    stop = loaderFor(registry, { check: () => [Promise.resolve(true), Promise.resolve(false)] });
    await flush();
    expect(defined).toEqual([]);
  });

  it('while the page is still parsing, starts the chunks at once and defines after DOMContentLoaded', async () => {
    // A loader included with `async` in <head> runs before the body is parsed: an element defined then would be
    // upgraded before its server children arrive, so only the downloads may start early.
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { registry, imported, defined } = fakeRegistry();
    stop = loaderFor(registry);
    document.body.append(document.createElement('sf-alpha'));
    await flush();
    expect(imported).toEqual(['alpha']);
    expect(defined).toEqual([]);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await flush();
    expect(defined).toEqual(['alpha']);
    readyState.mockRestore();
  });

  it('defines the page’s own widgets in document order: one lower down waits for those above it', async () => {
    // Mounting follows definition: the header at the top must not wait behind a listing whose chunk came first.
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-beta></sf-beta>';
    const defined: string[] = [];
    let arriveAlpha = () => {};
    const alpha = new Promise<void>((resolve) => {
      arriveAlpha = resolve;
    });
    stop = loaderFor({
      'sf-beta': async () => ({ define: () => void defined.push('beta') }),
      'sf-alpha': async () => {
        await alpha;
        return { define: () => void defined.push('alpha') };
      },
    });
    await flush();
    expect(defined).toEqual([]);
    arriveAlpha();
    await flush();
    expect(defined).toEqual(['alpha', 'beta']);
  });

  it('defines a widget as soon as it and every widget above it have arrived: a late chunk holds back only those below it', async () => {
    // The header at the top must not wait for a listing's larger chunk further down the page.
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-beta></sf-beta>';
    const defined: string[] = [];
    let arriveBeta = () => {};
    const beta = new Promise<void>((resolve) => {
      arriveBeta = resolve;
    });
    stop = loaderFor({
      'sf-alpha': async () => ({ define: () => void defined.push('alpha') }),
      'sf-beta': async () => {
        await beta;
        return { define: () => void defined.push('beta') };
      },
    });
    await flush();
    expect(defined).toEqual(['alpha']);
    arriveBeta();
    await flush();
    expect(defined).toEqual(['alpha', 'beta']);
  });

  it('defines a behaviour as soon as its chunk is in: it mounts no island, so it waits for no widget above it', async () => {
    // The add engine under a listing must not wait for the listing's larger chunk: the shopper's first add.
    document.body.innerHTML = '<sf-alpha></sf-alpha><div class="sf-add-to-cart"></div>';
    const defined: string[] = [];
    let arriveAlpha = () => {};
    const alpha = new Promise<void>((resolve) => {
      arriveAlpha = resolve;
    });
    stop = loaderFor({
      'sf-alpha': async () => {
        await alpha;
        return { define: () => void defined.push('alpha') };
      },
      '.sf-add-to-cart': async () => ({ define: () => void defined.push('add') }),
    });
    await flush();
    expect(defined).toEqual(['add']);
    arriveAlpha();
    await flush();
    expect(defined).toEqual(['add', 'alpha']);
  });

  it('a chunk that never arrives holds the others back 3 s at most, then they are defined without it', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-beta></sf-beta>';
    const defined: string[] = [];
    stop = loaderFor({
      'sf-alpha': () => new Promise<never>(() => {}),
      'sf-beta': async () => ({ define: () => void defined.push('beta') }),
    });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(defined).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(defined).toEqual(['beta']);
  });

  it('a widget whose chunk fails does not hold back the others of the page, and is one sf:error of kind load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const raised = failures();
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-beta></sf-beta>';
    const defined: string[] = [];
    stop = loaderFor({
      'sf-alpha': async () => {
        throw new Error('network held');
      },
      'sf-beta': async () => ({ define: () => void defined.push('beta') }),
    });
    await flush();
    expect(defined).toEqual(['beta']);
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      '[storefront] could not load sf-alpha: Error: network held',
      expect.any(Error),
    );
    expect(raised).toEqual([
      expect.objectContaining({
        kind: 'load',
        widget: 'sf-alpha',
        message: 'could not load sf-alpha: Error: network held',
        path: expect.stringMatching(/\/sf-alpha$/),
        count: 1,
      }),
    ]);
  });

  it('hands a chunk’s failure to the page’s reporter, which drops those of a page being left', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.fn();
    const error = new TypeError('Importing a module script failed.');
    stop = loaderFor(
      {
        'sf-alpha': async () => {
          throw error;
        },
      },
      { report },
    );
    document.body.append(document.createElement('sf-alpha'));
    await flush();
    await flush();
    expect(report).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ kind: 'load', widget: 'sf-alpha', message: `could not load sf-alpha: ${error}` }),
      error,
    );
    expect(console.error).not.toHaveBeenCalled();
  });

  describe('a key imported before its own check’s verdict (its import joined the checked requests: preload.ts ready)', () => {
    /** A key whose import fails with `error` once its files are ready; `passed` is their verdict. The page's reports. */
    const failedImport = async (error: Error, passed: boolean) => {
      const report = vi.fn();
      const registry = {
        'sf-alpha': async () => {
          throw error;
        },
      };
      stop = loaderFor(registry, { check: () => [Promise.resolve(true), undefined, async () => passed], report });
      document.body.append(document.createElement('sf-alpha'));
      await flush();
      await flush();
      return report;
    };

    it('adds no error of its own when the import failed and the check refused a file (the check reported it)', async () => {
      const report = await failedImport(new TypeError('Failed to fetch dynamically imported module'), false);
      expect(report).not.toHaveBeenCalled();
    });

    it('reports an import that failed though every file passed its check', async () => {
      const error = new SyntaxError('Unexpected token');
      const report = await failedImport(error, true);
      expect(report).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ kind: 'load', widget: 'sf-alpha' }),
        error,
      );
    });

    it('defines the key without asking for the verdict when the import succeeds', async () => {
      document.body.innerHTML = '<sf-alpha></sf-alpha>';
      const { registry, defined } = fakeRegistry();
      const verdict = vi.fn(async () => true);
      stop = loaderFor(registry, { check: () => [Promise.resolve(true), undefined, verdict] });
      await flush();
      expect(defined).toEqual(['alpha']);
      expect(verdict).not.toHaveBeenCalled();
    });
  });

  describe('clicks on a behaviour’s controls before its chunk is in (early-clicks.ts)', () => {
    const ADD = '.sf-add-to-cart [data-sf-add]';
    /** An add section whose behaviour's chunk comes when `arrive(ok)` says: its check passes or refuses it. */
    const held = () => {
      document.body.innerHTML =
        '<div class="sf-add-to-cart"><input class="sf-qty"><button type="button" data-sf-add="cart">Add</button></div>';
      const button = document.querySelector<HTMLElement>('[data-sf-add]') as HTMLElement;
      const taken: Element[][] = [];
      let arrive = (_ok: boolean) => {};
      const graph = new Promise<boolean>((resolve) => {
        arrive = resolve;
      });
      const registry = {
        '.sf-add-to-cart': async () => ({ define: (kept: readonly Element[] = []) => void taken.push([...kept]) }),
      };
      stop = startLoader(
        {
          '.sf-add-to-cart': {
            load: registry['.sf-add-to-cart'],
            files: [],
            clicks: ADD,
            name: 'add-to-cart',
            enter: { within: '.sf-add-to-cart', field: '.sf-qty', presses: ['[data-sf-add="cart"]'] },
          },
        },
        { check: () => [graph], report: reportNow },
      );
      return { button, taken, arrive };
    };

    it('shows the click pending while the chunk is on its way, and hands it to define() once it is in', async () => {
      const { button, taken, arrive } = held();
      await flush();
      button.click();
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(taken).toEqual([]);
      arrive(true);
      await flush();
      expect(taken).toEqual([[button]]);
      // The behaviour shows its own pending state as it runs the add (this fake one runs nothing).
      expect(button.hasAttribute('aria-busy')).toBe(false);
    });

    it('keeps Enter in a quantity as a press of its button (keepsEnter), handed over the same way', async () => {
      const { button, taken, arrive } = held();
      await flush();
      document.querySelector('.sf-qty')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      expect(button.getAttribute('aria-busy')).toBe('true');
      arrive(true);
      await flush();
      expect(taken).toEqual([[button]]);
    });

    it('lets go of the clicks of a key its check refused: no control stays pending, one kept-input sf:error', async () => {
      const raised = failures();
      const { button, taken, arrive } = held();
      await flush();
      button.click();
      arrive(false);
      await flush();
      expect(taken).toEqual([]);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(raised).toEqual([expect.objectContaining({ kind: 'kept-input', widget: 'add-to-cart', count: 1 })]);
      // Nothing is kept from then on: a click goes to nobody, and shows nothing it will not do.
      button.click();
      expect(button.hasAttribute('aria-busy')).toBe(false);
    });
  });

  describe('widgets switched off (switches.ts)', () => {
    it('never checks nor imports a key switched off, says so once on the console, and loads the others', async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const raised = failures();
      document.body.innerHTML = '<sf-alpha></sf-alpha><sf-alpha></sf-alpha><sf-beta></sf-beta>';
      const { registry, imported, defined } = fakeRegistry();
      const checked: string[] = [];
      stop = loaderFor(registry, {
        check: (key) => {
          checked.push(key);
          return [Promise.resolve(true)];
        },
        off: (name) => (name === 'sf-alpha' ? '<meta name="sf-off">' : undefined),
      });
      await flush();
      document.body.append(document.createElement('sf-alpha'));
      await flush();
      expect(checked).toEqual(['sf-beta']);
      expect(imported).toEqual(['beta']);
      expect(defined).toEqual(['beta']);
      expect(info).toHaveBeenCalledExactlyOnceWith(
        '[storefront] sf-alpha is switched off (<meta name="sf-off">): its server markup stays as it is',
      );
      expect(raised).toEqual([]);
    });

    it('does not put a switched-off widget to sleep, whatever its moment', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => {});
      document.body.innerHTML = '<sf-alpha data-load-on="visible"></sf-alpha>';
      const { registry, imported } = fakeRegistry();
      stop = loaderFor(registry, { off: (name) => (name === 'sf-alpha' ? 'x' : undefined) });
      await flush();
      expect(imported).toEqual([]);
      expect(document.querySelector('[data-sf-asleep]')).toBeNull();
    });

    it('does not define a key switched off while its chunk was on its way (a fresh copy of the release’s switches)', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => {});
      document.body.innerHTML = '<sf-alpha></sf-alpha><sf-beta></sf-beta>';
      const { registry, defined } = fakeRegistry();
      const switchedOff = new Set<string>();
      stop = loaderFor(registry, { off: (name) => (switchedOff.has(name) ? 'the release' : undefined) });
      switchedOff.add('sf-beta');
      await flush();
      expect(defined).toEqual(['alpha']);
    });

    it('names a behaviour by its folder', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => {});
      document.body.innerHTML = '<div class="sf-add-to-cart"></div>';
      const asked: string[] = [];
      const load = vi.fn(async () => ({ define: () => {} }));
      stop = startLoader(
        { '.sf-add-to-cart': { load, files: [], name: 'add-to-cart' } },
        {
          ...NO_CHECK,
          off: (name) => {
            asked.push(name);
            return 'x';
          },
        },
      );
      await flush();
      expect(asked[0]).toBe('add-to-cart');
      expect(load).not.toHaveBeenCalled();
    });
  });

  it('tries again later when a chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    stop = loaderFor({
      'sf-flaky': async () => {
        attempts++;
        if (attempts === 1) throw new Error('network');
        return { define: () => {} };
      },
    });
    document.body.append(document.createElement('sf-flaky'));
    await flush();
    await flush();
    document.body.append(document.createElement('sf-flaky'));
    await flush();
    expect(attempts).toBe(2);
    expect(console.error).toHaveBeenCalledOnce();
  });
});

describe('startLoader: widgets that wake later', () => {
  let stop = () => {};
  const near: IntersectionObserverCallback[] = [];
  beforeEach(() => {
    near.length = 0;
    // The loader arms its sleepers in the task after its scan (yieldToMain). Without scheduler.yield that task is a
    // MessageChannel message, which Node may deliver after a timer queued later (flush): on a busy machine a test
    // then woke a sleeper not armed yet. As a timer queued at the scan, it runs before the test's own later timers.
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => setTimeout(resolve, 0)) });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          near.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    stop();
    document.body.innerHTML = '';
  });
  const nearViewport = (index: number) =>
    near[index]?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);

  it('leaves a widget whose moment is "visible" asleep (marked so) until one of its elements nears the viewport, then loads it once for all', async () => {
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-alpha></sf-alpha><sf-beta></sf-beta>';
    const { registry, imported, defined } = fakeRegistry();
    stop = loaderFor(registry, { wake: { 'sf-alpha': 'visible' } });
    await flush();
    expect(imported).toEqual(['beta']);
    expect(Array.from(document.querySelectorAll('sf-alpha'), (e) => e.getAttribute('data-sf-asleep'))).toEqual([
      'visible',
      'visible',
    ]);
    nearViewport(1);
    await flush();
    expect(imported).toEqual(['beta', 'alpha']);
    expect(defined).toEqual(['beta', 'alpha']);
    expect(document.querySelectorAll('[data-sf-asleep]')).toHaveLength(0);
    nearViewport(0);
    document.body.append(document.createElement('sf-alpha'));
    await flush();
    expect(imported.filter((n) => n === 'alpha')).toHaveLength(1);
  });

  it('arms its sleepers in a task after the scan that found them: the first scan also starts every download', async () => {
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-alpha></sf-alpha><sf-beta></sf-beta>';
    const { registry, imported } = fakeRegistry();
    stop = loaderFor(registry, { wake: { 'sf-alpha': 'visible' } });
    expect(near).toHaveLength(0);
    expect(document.querySelectorAll('[data-sf-asleep="visible"]')).toHaveLength(2);
    await flush();
    expect(near).toHaveLength(2);
    nearViewport(0);
    await flush();
    expect(imported).toEqual(['beta', 'alpha']);
  });

  it('a sleeper woken before it was armed is never armed', async () => {
    document.body.innerHTML = '<sf-alpha></sf-alpha>';
    const { registry, imported } = fakeRegistry();
    stop = loaderFor(registry, { wake: { 'sf-alpha': 'visible' } });
    document.body.insertAdjacentHTML('beforeend', '<sf-alpha data-load-on="ready"></sf-alpha>');
    await flush();
    expect(imported).toEqual(['alpha']);
    expect(near).toHaveLength(0);
    expect(document.querySelectorAll('[data-sf-asleep]')).toHaveLength(0);
  });

  it('wakes a widget at the first use of its server markup, inserted later too', async () => {
    const { registry, imported } = fakeRegistry();
    stop = loaderFor(registry, { wake: { 'sf-alpha': 'interaction' } });
    await flush();
    const section = document.createElement('div');
    section.innerHTML = '<sf-alpha><a href="/p/1">Product</a></sf-alpha>';
    document.body.append(section);
    await flush();
    expect(imported).toEqual([]);
    section.querySelector('a')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(imported).toEqual(['alpha']);
  });

  it('an author’s data-load-on="ready" loads it at once; a moment it does not know is reported and the widget’s own kept', async () => {
    const report = vi.fn();
    document.body.innerHTML = '<sf-alpha data-load-on="READY"></sf-alpha><sf-beta data-load-on="later"></sf-beta>';
    const { registry, imported } = fakeRegistry();
    stop = loaderFor(registry, { report, wake: { 'sf-alpha': 'visible', 'sf-beta': 'interaction' } });
    await flush();
    expect(imported).toEqual(['alpha']);
    expect(report).toHaveBeenCalledExactlyOnceWith({
      kind: 'config',
      widget: 'sf-beta',
      message: expect.stringContaining('<sf-beta data-load-on="later">'),
    });
    expect(document.querySelector('sf-beta')?.getAttribute('data-sf-asleep')).toBe('interaction');
  });

  it('once a key is loading, its other elements stay awake whatever they say', async () => {
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-alpha data-load-on="visible"></sf-alpha>';
    const { registry, imported } = fakeRegistry();
    stop = loaderFor(registry);
    await flush();
    expect(imported).toEqual(['alpha']);
    expect(document.querySelectorAll('[data-sf-asleep]')).toHaveLength(0);
  });

  it('"idle" waits for the page’s own widgets to be defined, then for the browser’s idle time (not a network wait)', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    document.body.innerHTML = '<sf-alpha></sf-alpha><sf-beta></sf-beta>';
    let arriveBeta = () => {};
    const beta = new Promise<void>((resolve) => {
      arriveBeta = resolve;
    });
    const imported: string[] = [];
    const defined: string[] = [];
    stop = loaderFor(
      {
        'sf-alpha': async () => {
          imported.push('alpha');
          return { define: () => void defined.push('alpha') };
        },
        'sf-beta': async () => {
          imported.push('beta');
          await beta;
          return { define: () => void defined.push('beta') };
        },
      },
      { wake: { 'sf-alpha': 'idle' } },
    );
    await flush();
    // The main thread is idle while the page's widgets download: that idle time is theirs, not the sleeper's.
    expect(idle).toHaveLength(0);
    for (const callback of idle.splice(0)) callback();
    await flush();
    expect(imported).toEqual(['beta']);
    arriveBeta();
    await flush();
    expect(defined).toEqual(['beta']);
    expect(idle).toHaveLength(1);
    for (const callback of idle.splice(0)) callback();
    await flush();
    expect(imported).toEqual(['beta', 'alpha']);
    expect(defined).toEqual(['beta', 'alpha']);
  });

  it('an author can put a widget that loads at once to sleep', async () => {
    document.body.innerHTML = '<sf-alpha data-load-on="visible"></sf-alpha>';
    const { registry, imported } = fakeRegistry();
    stop = loaderFor(registry);
    await flush();
    expect(imported).toEqual([]);
    nearViewport(0);
    await flush();
    expect(imported).toEqual(['alpha']);
  });
});

describe('defining twice', () => {
  it('does not throw when a second bundle defines the same tag', async () => {
    const define = () => defineWidget('sf-defined-twice-test', () => null);
    expect(() => {
      define();
      define();
    }).not.toThrow();
    expect(customElements.get('sf-defined-twice-test')).toBeDefined();
  });
});

describe('the storefront Trusted Types policy', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });
  /** Fresh copies of the loader and its policy module, with a registry of one widget recording what it is given. */
  const fresh = async () => {
    vi.resetModules();
    const policies = await import('./trusted-policy.ts');
    const { startLoader: start } = await import('./loader.ts');
    const calls: unknown[][] = [];
    const registry = {
      'sf-alpha': async () => ({
        adoptPolicy: (policy: unknown) => void calls.push(['adopt', policy]),
        define: () => void calls.push(['define']),
      }),
    };
    document.body.innerHTML = '<sf-alpha></sf-alpha>';
    return {
      policies,
      calls,
      run: () => (stop = start({ 'sf-alpha': { load: registry['sf-alpha'], files: [] } }, NO_CHECK)),
    };
  };

  it('is handed to each module the loader imports, before it defines anything: privately, from module to module', async () => {
    vi.stubGlobal('trustedTypes', { createPolicy: (_name: string, rules: object) => rules });
    const { policies, calls, run } = await fresh();
    // WebKit's check created it for its first module script.
    const policy = policies.storefrontPolicy('https://cdn.example/sf/storefront.js');
    run();
    await flush();
    expect(calls).toEqual([['adopt', policy], ['define']]);
    expect(Symbol.for('storefront.trustedTypesPolicy') in globalThis).toBe(false);
  });

  it('never leaves it on a global, even for a module that cannot take it', async () => {
    vi.stubGlobal('trustedTypes', { createPolicy: (_name: string, rules: object) => rules });
    vi.resetModules();
    const policies = await import('./trusted-policy.ts');
    const { startLoader: start } = await import('./loader.ts');
    policies.storefrontPolicy('https://cdn.example/sf/storefront.js');
    const before = Reflect.ownKeys(globalThis);
    document.body.innerHTML = '<sf-alpha></sf-alpha>';
    stop = start({ 'sf-alpha': { load: async () => ({ define: () => {} }), files: [] } }, NO_CHECK);
    await flush();
    expect(Symbol.for('storefront.trustedTypesPolicy') in globalThis).toBe(false);
    expect(Reflect.ownKeys(globalThis).filter((k) => !before.includes(k) && typeof k === 'symbol')).toEqual([]);
  });

  it('is not created by the loader where its check needs none (Chromium, Firefox): the sanitiser creates it', async () => {
    const createPolicy = vi.fn((_name: string, rules: object) => rules);
    vi.stubGlobal('trustedTypes', { createPolicy });
    const { calls, run } = await fresh();
    run();
    await flush();
    // Nothing to hand over: the chunks' copy creates it at the sanitiser's first use.
    expect(calls).toEqual([['adopt', undefined], ['define']]);
    expect(createPolicy).not.toHaveBeenCalled();
  });
});
