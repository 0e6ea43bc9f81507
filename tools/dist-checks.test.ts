// The build's check that behaviours without UI load no UI library, on a metafile shaped like the families' build.
// @vitest-environment node
import { findUiInBehaviours } from './dist-checks.mjs';

const metafile = (uiInput: string) => ({
  outputs: {
    'dist/preact/chunks/behaviours-A.js': {
      entryPoints: ['widgets/page-helpers/define.ts', 'widgets/tracking/define.ts'],
      imports: [{ path: 'dist/preact/chunks/chunk-CORE.js', kind: 'import-statement' }],
      inputs: { 'widgets/page-helpers/define.ts': {} },
    },
    'dist/preact/chunks/chunk-CORE.js': {
      imports: [{ path: 'dist/preact/chunks/chunk-UI.js', kind: 'import-statement' }],
      inputs: { 'shared/stores/cart.ts': {} },
    },
    'dist/preact/chunks/chunk-UI.js': { imports: [], inputs: { [uiInput]: {} } },
  },
});

describe('findUiInBehaviours', () => {
  it('finds the UI library a behaviour reaches, node_modules where it is or behind a symlink', () => {
    expect(findUiInBehaviours(metafile('node_modules/preact/dist/preact.mjs'))).toHaveLength(2);
    const linked = findUiInBehaviours(metafile('../main/node_modules/preact/dist/preact.mjs'));
    expect(linked[0]).toMatch(/page-helpers loads dist\/preact\/chunks\/chunk-UI\.js, which holds .*preact/);
  });

  it('passes behaviours whose graph holds no UI library', () => {
    expect(findUiInBehaviours(metafile('../main/node_modules/nanostores/index.js'))).toEqual([]);
  });
});
