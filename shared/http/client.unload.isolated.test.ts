// The client once the page starts unloading; it reloads client.ts, so the mutation run (isolate: false) leaves it out.
const identity = (body: unknown) => body;
function serve(handler: () => Response) {
  vi.stubGlobal('fetch', async () => handler());
}

it('treats failures after the page starts unloading as aborted: no message, no log', async () => {
  // A fresh client listening on a window of its own, so the unload cannot leak into other tests sharing this one.
  const ownWindow = new EventTarget();
  vi.stubGlobal('window', ownWindow);
  vi.resetModules();
  const fresh = await import('./client.ts');
  // The status queue this fresh client writes to.
  const { $statusQueue } = await import('../stores/status.ts');
  const shown = () => $statusQueue.get().flatMap((b) => b.messages);
  vi.unstubAllGlobals();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  serve(() => new Response('', { status: 500 }));
  expect(await fresh.request('/x', {}, { expect: 'text', parse: identity })).toEqual({ ok: false, reason: 'failed' });
  expect(shown()).toHaveLength(1);
  $statusQueue.set([]);
  ownWindow.dispatchEvent(new Event('pagehide'));
  serve(() => new Response('', { status: 500 }));
  expect(await fresh.request('/x', {}, { expect: 'text', parse: identity })).toEqual({
    ok: false,
    reason: 'aborted',
  });
  expect(shown()).toEqual([]);
  expect(warn).not.toHaveBeenCalled();
});
