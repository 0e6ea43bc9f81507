// The lazily loaded panels: one open at a time, loaded once, and a hover-opened panel that a click keeps open.
import { createPanelsStore } from './panels-store.ts';

const loaded = (html: string) => Promise.resolve({ ok: true as const, value: html });

it('loads a panel once, on its first opening, and shows one panel at a time', async () => {
  const load = vi.fn((key: string) => loaded(`<p>${key}</p>`));
  const panels = createPanelsStore(load);
  panels.openPanel('a');
  panels.openPanel('b');
  panels.togglePanel('a');
  await Promise.resolve();
  expect(panels.$openKey.get()).toBe('a');
  expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b']);
  panels.togglePanel('a');
  expect(panels.$openKey.get()).toBeNull();
});

it('keeps a panel the pointer opened when its toggle is then clicked (the click does not undo the hover)', () => {
  const panels = createPanelsStore((key) => loaded(key));
  panels.hoverPanel('a');
  expect(panels.$openKey.get()).toBe('a');
  panels.togglePanel('a');
  expect(panels.$openKey.get()).toBe('a');
  // A second click closes it, as on a panel opened by a click or a key.
  panels.togglePanel('a');
  expect(panels.$openKey.get()).toBeNull();
});

it('closes the panel when the pointer leaves the menu item', () => {
  const panels = createPanelsStore((key) => loaded(key));
  panels.hoverPanel('a');
  panels.hoverPanel(null);
  expect(panels.$openKey.get()).toBeNull();
});
