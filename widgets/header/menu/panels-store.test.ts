// The lazily loaded panels: one open at a time, loaded once, and a hover-opened panel that a click keeps open.
import { createPanelsStore, HOVER_OPEN_DELAY_MS } from './panels-store.ts';

const loaded = (html: string) => Promise.resolve({ ok: true as const, value: html });

it('loads a panel once, on its first opening, and shows one panel at a time', async () => {
  const load = vi.fn((key: string) => loaded(`<p>${key}</p>`));
  const panels = createPanelsStore(load);
  panels.openPanel('a');
  panels.openPanel('b');
  panels.togglePanel('a');
  expect(panels.$openKey.get()).toBe('a');
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b']);
  panels.togglePanel('a');
  expect(panels.$openKey.get()).toBeNull();
});

it('keeps a panel the pointer opened when its toggle is then clicked (the click does not undo the hover)', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const panels = createPanelsStore((key) => loaded(key));
  panels.hoverPanel('a');
  vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
  expect(panels.$openKey.get()).toBe('a');
  panels.togglePanel('a');
  expect(panels.$openKey.get()).toBe('a');
  // A second click closes it, as on a panel opened by a click or a key.
  panels.togglePanel('a');
  expect(panels.$openKey.get()).toBeNull();
  vi.useRealTimers();
});

it('closes the panel when the pointer leaves the menu item', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const panels = createPanelsStore((key) => loaded(key));
  panels.hoverPanel('a');
  vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
  expect(panels.$openKey.get()).toBe('a');
  panels.hoverPanel(null);
  vi.useRealTimers();
  expect(panels.$openKey.get()).toBeNull();
});

it('asks for a panel after the frame that shows it open (a hover or click is not held up by the request)', async () => {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  const load = vi.fn((key: string) => loaded(key));
  const panels = createPanelsStore(load);
  panels.openPanel('a');
  expect(panels.$openKey.get()).toBe('a');
  expect(panels.$panels.get().a).toEqual({ state: 'loading' });
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();
  for (const frame of frames.splice(0)) frame(0);
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  // Opened again while that request is under way: no second one.
  panels.openPanel('a');
  for (const frame of frames.splice(0)) frame(0);
  await vi.waitFor(() => expect(panels.$panels.get().a).toEqual({ state: 'loaded', html: 'a' }));
  expect(load).toHaveBeenCalledTimes(1);
});

describe('hover intent', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a panel once the pointer has rested on its item, not as it passes over it', () => {
    const panels = createPanelsStore((key) => loaded(key));
    panels.hoverPanel('a');
    expect(panels.$openKey.get()).toBeNull();
    // Passing over "a" on the way to "b": "a" never opens.
    panels.hoverPanel('b');
    vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
    expect(panels.$openKey.get()).toBe('b');
  });

  it('a click right after the pointer arrived opens the panel at once, and the pending hover does not undo a second click', () => {
    const panels = createPanelsStore((key) => loaded(key));
    panels.hoverPanel('a');
    panels.togglePanel('a');
    expect(panels.$openKey.get()).toBe('a');
    vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
    panels.togglePanel('a');
    expect(panels.$openKey.get()).toBeNull();
  });

  it('the pointer leaving before the delay opens nothing', () => {
    const panels = createPanelsStore((key) => loaded(key));
    panels.hoverPanel('a');
    panels.hoverPanel(null);
    vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
    expect(panels.$openKey.get()).toBeNull();
  });
});
