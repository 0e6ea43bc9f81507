// The build's checks on a metafile shaped like the families' build: behaviours without UI load no UI library, and
// every lazy import of the sources goes through the loader's check.
// @vitest-environment node
import { findUiInBehaviours, findUncheckedLazyImports, findUnknownLazyParts } from './dist-checks.mjs';

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

describe('findUncheckedLazyImports', () => {
  const inputs = (imports: { path: string; kind: string }[]) => ({
    inputs: { 'widgets/header/lazy-parts.ts': { imports } },
  });
  const panel = { path: 'widgets/header/menu/BigMenuPanel.tsx', kind: 'dynamic-import' };

  it('names a module that imports a part lazily without the wrapper', () => {
    expect(findUncheckedLazyImports(inputs([panel]))).toEqual([
      'widgets/header/lazy-parts.ts imports widgets/header/menu/BigMenuPanel.tsx lazily without lazyImport: unchecked',
    ]);
  });

  it('passes a module whose lazy imports go through the wrapper, and the French texts (the loader checks those)', () => {
    const wrapper = { path: 'shared/loader/lazy-import.ts', kind: 'import-statement' };
    expect(findUncheckedLazyImports(inputs([wrapper, panel]))).toEqual([]);
    expect(findUncheckedLazyImports(inputs([{ path: 'sf-french:fr', kind: 'dynamic-import' }]))).toEqual([]);
  });
});

describe('findUnknownLazyParts', () => {
  // What the minifier makes of a wrapped import(): the wrapper renamed, the part's name and the chunk's import kept.
  const chunk = (names: string[]) =>
    names.map((name, i) => `x(${JSON.stringify(name)},()=>import("./Part${i}-ABC.js"))`).join(',');
  const table = ['widgets/header/menu/BigMenuPanel.tsx', 'shared/ui/FloatingPopover.tsx'];

  it('names a part whose wrapper name is not a key of the loader’s table (it would be refused on the page)', () => {
    const outputs = {
      'chunks/chunk-UI.js': chunk(['widgets/header/menu/BigMenuPanel.tsx', 'shared/ui/FloatingPopover']),
    };
    expect(findUnknownLazyParts(outputs, table)).toEqual([
      'chunks/chunk-UI.js: the lazy part "shared/ui/FloatingPopover" is not in the loader’s table of lazy parts',
    ]);
  });

  it('passes when every name is a key', () => {
    expect(findUnknownLazyParts({ 'chunks/a.js': chunk(table), 'storefront.js': 'import("./x.js")' }, table)).toEqual(
      [],
    );
  });

  it('fails when the table has parts and the output shows no wrapped call (the check would be blind)', () => {
    expect(findUnknownLazyParts({ 'chunks/a.js': 'import("./Part-ABC.js")' }, table)).toEqual([
      'no wrapped lazy import found in the output, though the loader’s table has 2 parts: the check cannot see them',
    ]);
  });
});
