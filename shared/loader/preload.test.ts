// Starting a widget's chunks all at once (the lists come from the build: tools/chunk-plan.mjs).
import { frenchOnPage, preloadChunks } from './preload.ts';

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

describe('preloadChunks', () => {
  it('resolves once every chunk has arrived, and also when one failed', async () => {
    let arrive = () => {};
    const slow = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const urls: string[] = [];
    const load = (url: string) => {
      urls.push(url);
      return url.endsWith('a.js') ? slow : Promise.reject(new Error('network'));
    };
    let done = false;
    const all = preloadChunks(['./a.js', './b.js'], 'https://shop.example/storefront.js', load).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    arrive();
    await all;
    expect(done).toBe(true);
    expect(urls).toHaveLength(2);
  });

  it('imports every chunk at once, resolved against the loader’s URL', () => {
    const load = vi.fn((_url: string) => Promise.resolve());
    void preloadChunks(['./chunks/a.js', './chunks/b.js'], 'https://shop.example/dist/react/storefront.js', load);
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      'https://shop.example/dist/react/chunks/a.js',
      'https://shop.example/dist/react/chunks/b.js',
    ]);
  });

  it('leaves a failed chunk to the widget’s own import to report', async () => {
    const load = vi.fn((_url: string) => Promise.reject(new Error('network')));
    expect(() => preloadChunks(['./chunks/a.js'], 'https://shop.example/storefront.js', load)).not.toThrow();
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });
});
