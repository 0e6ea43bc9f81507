// The chunk graph the build writes into the loader, and starting a widget's chunks all at once.
import { parseChunkGraph, preloadChunks } from './preload.ts';

describe('parseChunkGraph', () => {
  it('is empty while the placeholder has not been replaced (sources run unbuilt in tests and Storybook)', () => {
    expect(parseChunkGraph('__SF_CHUNK_GRAPH__')).toEqual({});
  });

  it('reads each key’s chunk list', () => {
    const graph = parseChunkGraph('{"sf-header":["./chunks/chrome-A.js","./chunks/ui-B.js"]}');
    expect(graph['sf-header']).toEqual(['./chunks/chrome-A.js', './chunks/ui-B.js']);
  });

  it('drops entries that are not lists of relative paths, and text that is not JSON', () => {
    expect(parseChunkGraph('{"a":["https://evil.example/x.js"],"b":"./x.js","c":["./ok.js"]}')).toEqual({
      c: ['./ok.js'],
    });
    expect(parseChunkGraph('{not json')).toEqual({});
  });
});

describe('preloadChunks', () => {
  it('imports every chunk at once, resolved against the loader’s URL', () => {
    const load = vi.fn((_url: string) => Promise.resolve());
    preloadChunks(['./chunks/a.js', './chunks/b.js'], 'https://shop.example/dist/react/storefront.js', load);
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
