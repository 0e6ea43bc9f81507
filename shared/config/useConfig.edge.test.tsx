// useConfig re-reads the element's attributes on every change, removals included, and stops watching on unmount.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ConfigSchema } from './attributes.ts';
import { useConfig } from './useConfig.ts';

const schema = {
  pageSize: { type: 'number', default: 24 },
  mode: { type: 'string', default: 'list' },
} as const satisfies ConfigSchema;
const renders: string[] = [];

function Probe({ element }: { element: Element }) {
  const { config } = useConfig(element, schema);
  renders.push(`${config.pageSize}/${config.mode}`);
  return null;
}

let root: Root | undefined;
const host = document.createElement('div');
afterEach(async () => {
  await act(async () => root?.unmount());
  renders.length = 0;
});

it('reads on mount, then again after an attribute is set, changed or removed', async () => {
  const element = document.createElement('sf-listing');
  element.setAttribute('data-page-size', '12');
  root = createRoot(host);
  await act(async () => root?.render(<Probe element={element} />));
  expect(renders.at(-1)).toBe('12/list');
  await act(async () => element.setAttribute('data-mode', 'grid'));
  expect(renders.at(-1)).toBe('12/grid');
  await act(async () => element.removeAttribute('data-page-size'));
  expect(renders.at(-1)).toBe('24/grid');
  await act(async () => element.setAttribute('data-mode', 'grid2'));
  expect(renders.at(-1)).toBe('24/grid2');
});

it('stops observing the element once unmounted', async () => {
  const element = document.createElement('sf-listing');
  const disconnect = vi.spyOn(MutationObserver.prototype, 'disconnect');
  root = createRoot(host);
  await act(async () => root?.render(<Probe element={element} />));
  await act(async () => root?.unmount());
  root = undefined;
  expect(disconnect).toHaveBeenCalled();
  const count = renders.length;
  await act(async () => element.setAttribute('data-mode', 'grid'));
  expect(renders).toHaveLength(count);
});
