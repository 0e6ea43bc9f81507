// The floor of a page's first load: its widgets bundled as one entry, tree-shaken, their lazy parts left out.
// @vitest-environment node
import { join } from 'node:path';
import { floorOf, sharedFloorOf } from './size-floor.mjs';

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

describe('sharedFloorOf', () => {
  it('counts a lone behaviour’s own chunk and each module it shares with the widgets, as the build tree-shakes it', async () => {
    const alone = await floorOf(root, 'preact', ['widgets/page-helpers/define.ts']);
    const shared = await sharedFloorOf(root, 'preact', 'widgets/page-helpers/define.ts');
    expect(shared.files).toBe(2);
    expect(shared.inputs).toContain('widgets/page-helpers/define.ts');
    expect(shared.inputs).toContain('node_modules/valibot/dist/index.mjs');
    // What only the other behaviours and the widgets use stays out: form-rules' field errors, tracking's code.
    expect(shared.inputs).not.toContain('shared/dom/field-error.ts');
    expect(shared.inputs.some((input) => input.startsWith('widgets/tracking/'))).toBe(false);
    expect(shared.inputs.some((input) => input.includes('node_modules/preact/'))).toBe(false);
    // Valibot and the rest as the whole build uses them: heavier than the behaviour bundled alone.
    expect(shared.gzip).toBeGreaterThan(alone.gzip);
  }, 60_000);

  it('refuses a module that is not a widget’s define module', async () => {
    await expect(sharedFloorOf(root, 'preact', 'widgets/header/store.ts')).rejects.toThrow(/define module/);
  });
});
