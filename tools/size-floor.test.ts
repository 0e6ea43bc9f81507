// The floor of a page's first load: its widgets bundled as one entry, tree-shaken, their lazy parts left out.
// @vitest-environment node
import { join } from 'node:path';
import { floorOf } from './size-floor.mjs';

const root = join(import.meta.dirname, '..');

describe('floorOf', () => {
  it('bundles the widgets as one entry with what they use statically, their lazy parts left out', async () => {
    const floor = await floorOf(root, 'preact', ['widgets/header/define.ts']);
    expect(floor.inputs).toContain('widgets/header/define.ts');
    expect(floor.inputs.some((input) => input.includes('node_modules/preact/'))).toBe(true);
    expect(floor.inputs).not.toContain('widgets/header/menu/BigMenuPanel.tsx');
    expect(floor.gzip).toBeGreaterThan(10_000);
    expect(floor.gzip).toBeLessThan(floor.min);
  }, 30_000);

  it('grows with each widget a page adds and with the UI library of the flavour', async () => {
    const behaviour = await floorOf(root, 'preact', ['widgets/page-helpers/define.ts']);
    const both = await floorOf(root, 'preact', ['widgets/page-helpers/define.ts', 'widgets/header/define.ts']);
    const react = await floorOf(root, 'react', ['widgets/page-helpers/define.ts', 'widgets/header/define.ts']);
    expect(behaviour.inputs.some((input) => input.includes('node_modules/preact/'))).toBe(false);
    expect(both.gzip).toBeGreaterThan(behaviour.gzip);
    expect(react.gzip).toBeGreaterThan(both.gzip);
  }, 30_000);

  it('refuses a module that is not a widget’s define module', async () => {
    await expect(floorOf(root, 'preact', ['widgets/header/store.ts'])).rejects.toThrow(/define module/);
  });
});
