// Widgets switched off for a page (<meta name="sf-off">) or for every page of a release (switches.json, from the last
// copy this browser saw, fetched again at most every few minutes once the page has loaded).
import { SWITCHES_FRESH_MS, SWITCHES_KEY, type SwitchOptions, switches } from './switches.ts';

const NAMES = ['sf-listing', 'sf-header', 'add-to-cart'];
const URL_ = 'https://cdn.example/sf/switches.json';
const BY_FILE = 'switches.json';

/** A storage of one browser, kept across the "pages" of a test. */
const fakeStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    storage: () => ({
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    }),
  };
};
type Answer = { status: number; body?: unknown } | 'offline';
/** A fetch answering `answer()`: a status and a JSON body, a body that is no JSON (a string), or no answer. */
const fakeFetch = (answer: () => Answer) =>
  vi.fn((_url: string, _init: RequestInit) => {
    const a = answer();
    if (a === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({
      ok: a.status >= 200 && a.status < 300,
      status: a.status,
      json: async () => (typeof a.body === 'string' ? JSON.parse(a.body) : a.body),
    });
  });

describe('switches', () => {
  let report = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-07T10:00:00Z'));
    report = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });
  /** A page of the shop, loaded (its load event past): the background fetch, when due, starts at once. */
  const page = (options: Partial<SwitchOptions>) => switches(document, NAMES, report, { url: URL_, ...options });

  describe('<meta name="sf-off"> (one page)', () => {
    it('switches off the tags and behaviours it names, in any case and however spaced, and no other', () => {
      document.head.innerHTML = '<meta name="sf-off" content="  SF-Listing\n add-to-cart ">';
      const off = page({ storage: fakeStorage().storage, fetchWith: fakeFetch(() => ({ status: 404 })) });
      expect(off('sf-listing')).toBe('<meta name="sf-off">');
      expect(off('add-to-cart')).toBe('<meta name="sf-off">');
      expect(off('sf-header')).toBeUndefined();
      expect(report).not.toHaveBeenCalled();
    });

    it('names in one config failure the names that are no tag or behaviour, and switches the others off', () => {
      document.head.innerHTML = '<meta name="sf-off" content="sf-lsting sf-header tracker">';
      const off = page({ storage: fakeStorage().storage, fetchWith: fakeFetch(() => ({ status: 404 })) });
      expect(off('sf-header')).toBe('<meta name="sf-off">');
      off('sf-listing');
      expect(off('sf-listing')).toBeUndefined();
      expect(report).toHaveBeenCalledExactlyOnceWith({
        kind: 'config',
        widget: 'page',
        message: '<meta name="sf-off">: no widget named sf-lsting, tracker',
      });
    });
  });

  describe('the release’s switches.json (every page)', () => {
    it('applies the last copy this browser saw at once, before any request', () => {
      const { storage, items } = fakeStorage();
      items.set(SWITCHES_KEY, JSON.stringify({ off: ['SF-LISTING'], at: Date.now() - 1000 }));
      const fetchWith = fakeFetch(() => ({ status: 200, body: { off: [] } }));
      const off = page({ storage, fetchWith });
      expect(off('sf-listing')).toBe(BY_FILE);
      expect(off('sf-header')).toBeUndefined();
      // The copy is fresh: nothing asked. A page without the meta has nothing wrong with it.
      expect(fetchWith).not.toHaveBeenCalled();
      expect(report).not.toHaveBeenCalled();
    });

    it('fetches a fresh copy once the page has loaded, with no credentials, and applies it at once to the widgets not loaded yet', async () => {
      const { storage, items } = fakeStorage();
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const fetchWith = fakeFetch(() => ({ status: 200, body: { off: ['sf-header'] } }));
      const off = page({ storage, fetchWith });
      expect(off('sf-header')).toBeUndefined();
      expect(fetchWith).not.toHaveBeenCalled();
      readyState.mockRestore();
      window.dispatchEvent(new Event('load'));
      expect(fetchWith).toHaveBeenCalledExactlyOnceWith(URL_, { credentials: 'omit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(off('sf-header')).toBe(BY_FILE);
      expect(JSON.parse(items.get(SWITCHES_KEY) ?? '')).toEqual({ off: ['sf-header'], at: Date.now() });
    });

    it('asks again at most once per SWITCHES_FRESH_MS (with the file’s max-age of 60 s: within 5 minutes)', async () => {
      expect(SWITCHES_FRESH_MS + 60_000).toBeLessThanOrEqual(5 * 60_000);
      const { storage } = fakeStorage();
      let off: string[] = [];
      const fetchWith = fakeFetch(() => ({ status: 200, body: { off } }));
      page({ storage, fetchWith });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchWith).toHaveBeenCalledOnce();
      off = ['sf-listing'];
      await vi.advanceTimersByTimeAsync(SWITCHES_FRESH_MS - 1);
      const before = page({ storage, fetchWith });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchWith).toHaveBeenCalledOnce();
      expect(before('sf-listing')).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      const next = page({ storage, fetchWith });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchWith).toHaveBeenCalledTimes(2);
      expect(next('sf-listing')).toBe(BY_FILE);
      // The page after it reads the copy: off from its start.
      expect(page({ storage, fetchWith })('sf-listing')).toBe(BY_FILE);
    });

    it('takes a 404 as no switches, with no failure', async () => {
      const { storage, items } = fakeStorage();
      items.set(SWITCHES_KEY, JSON.stringify({ off: ['sf-listing'], at: 0 }));
      const off = page({ storage, fetchWith: fakeFetch(() => ({ status: 404 })) });
      expect(off('sf-listing')).toBe(BY_FILE);
      await vi.advanceTimersByTimeAsync(0);
      expect(off('sf-listing')).toBeUndefined();
      expect(report).not.toHaveBeenCalled();
    });

    it.each<[string, Answer, string]>([
      ['a body that is no JSON', { status: 200, body: '{"off": [' }, 'SyntaxError'],
      ['a body of another shape', { status: 200, body: { off: 'sf-header' } }, 'not {"off": [names]}'],
      ['a lapse that is no date', { status: 200, body: { off: ['sf-header'], until: 'soon' } }, 'not {"off": [names]}'],
      ['an error status', { status: 500 }, 'HTTP 500'],
      ['no answer', 'offline', 'TypeError: Failed to fetch'],
    ])(
      'keeps the last good copy, with one config failure, for %s, and does not ask again on the next page',
      async (_, answer, why) => {
        const { storage, items } = fakeStorage();
        items.set(SWITCHES_KEY, JSON.stringify({ off: ['sf-listing'], at: 0 }));
        const fetchWith = fakeFetch(() => answer);
        const off = page({ storage, fetchWith });
        await vi.advanceTimersByTimeAsync(0);
        expect(off('sf-listing')).toBe(BY_FILE);
        expect(off('sf-header')).toBeUndefined();
        expect(report).toHaveBeenCalledExactlyOnceWith({
          kind: 'config',
          widget: 'page',
          message: expect.stringContaining(`${URL_} could not be read (${why}`),
          path: URL_,
        });
        expect(page({ storage, fetchWith })('sf-listing')).toBe(BY_FILE);
        await vi.advanceTimersByTimeAsync(0);
        expect(fetchWith).toHaveBeenCalledOnce();
      },
    );

    it('lets a switch lapse at its "until"', async () => {
      const { storage } = fakeStorage();
      const until = new Date(Date.now() + 60_000).toISOString();
      const off = page({
        storage,
        fetchWith: fakeFetch(() => ({ status: 200, body: { off: ['sf-listing'], until } })),
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(off('sf-listing')).toBe(BY_FILE);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(off('sf-listing')).toBeUndefined();
    });

    it('reads the same-origin path <meta name="sf-switches"> names, never another site’s', async () => {
      document.head.innerHTML = '<meta name="sf-switches" content="/cms/switches.json">';
      const fetchWith = fakeFetch(() => ({ status: 404 }));
      page({ storage: fakeStorage().storage, fetchWith });
      expect(fetchWith.mock.calls[0]?.[0]).toBe(new URL('/cms/switches.json', document.URL).href);
      document.head.innerHTML = '<meta name="sf-switches" content="https://evil.example/switches.json">';
      page({ storage: fakeStorage().storage, fetchWith });
      expect(fetchWith.mock.calls[1]?.[0]).toBe(URL_);
    });

    it('takes a <meta name="sf-switches"> that is no URL for the release’s own file, without throwing', async () => {
      document.head.innerHTML = '<meta name="sf-switches" content="http://[">';
      const fetchWith = fakeFetch(() => ({ status: 404 }));
      expect(() => page({ storage: fakeStorage().storage, fetchWith })).not.toThrow();
      expect(fetchWith.mock.calls[0]?.[0]).toBe(URL_);
    });

    it('works without a storage it may use (each page then asks for a fresh copy)', async () => {
      const refusing = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      const fetchWith = fakeFetch(() => ({ status: 200, body: { off: ['sf-header'] } }));
      const off = page({ storage: refusing, fetchWith });
      await vi.advanceTimersByTimeAsync(0);
      expect(off('sf-header')).toBe(BY_FILE);
      expect(report).not.toHaveBeenCalled();
    });
  });
});
