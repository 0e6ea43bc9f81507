// The chunk lists the loader is built with, read from the families' build metafile.
import { frenchChunks, lazyMap, preloadMap, staticImports } from './chunk-graph.mjs';

describe('preloadMap', () => {
  it('lists a key’s chunk and everything it imports statically, never what it imports lazily', () => {
    const outputs = {
      'dist/react/chunks/chrome-A.js': {
        entryPoints: ['widgets/header/define.ts', 'widgets/status-bar/define.ts'],
        imports: [
          { path: 'dist/react/chunks/ui-B.js', kind: 'import-statement' },
          { path: 'dist/react/chunks/Panel-D.js', kind: 'dynamic-import' },
        ],
      },
      'dist/react/chunks/ui-B.js': { imports: [{ path: 'dist/react/chunks/core-C.js', kind: 'import-statement' }] },
      'dist/react/chunks/core-C.js': { imports: [] },
      'dist/react/chunks/Panel-D.js': { entryPoint: 'widgets/header/Panel.tsx', imports: [] },
    };
    const map = preloadMap(
      outputs,
      [
        { key: 'sf-header', entry: 'widgets/header/define.ts' },
        { key: 'sf-status-bar', entry: 'widgets/status-bar/define.ts' },
      ],
      'dist/react',
    );
    expect(map['sf-header']).toEqual(['./chunks/chrome-A.js', './chunks/ui-B.js', './chunks/core-C.js']);
    expect(map['sf-status-bar']).toEqual(map['sf-header']);
  });

  it('fails the build when a registry entry has no output', () => {
    expect(() => preloadMap({}, [{ key: 'sf-x', entry: 'widgets/x/define.ts' }], 'dist/react')).toThrow(/sf-x/);
  });
});

describe('frenchChunks', () => {
  it('lists the French texts’ chunk and what it imports statically', () => {
    const outputs = {
      'dist/react/chunks/chrome-A.js': {
        entryPoints: ['widgets/header/define.ts'],
        imports: [
          { path: 'dist/react/chunks/core-C.js', kind: 'import-statement' },
          { path: 'dist/react/chunks/fr-F.js', kind: 'dynamic-import' },
        ],
      },
      'dist/react/chunks/core-C.js': { imports: [] },
      'dist/react/chunks/fr-F.js': {
        entryPoint: 'sf-french:fr',
        entryPoints: ['sf-french:fr'],
        imports: [{ path: 'dist/react/chunks/core-C.js', kind: 'import-statement' }],
      },
    };
    expect(frenchChunks(outputs, 'dist/react')).toEqual(['./chunks/fr-F.js', './chunks/core-C.js']);
  });

  it('fails the build when no chunk holds the French texts', () => {
    expect(() => frenchChunks({}, 'dist/react')).toThrow(/French/);
  });
});

describe('lazyMap', () => {
  const outputs = {
    'dist/react/chunks/chrome-A.js': {
      entryPoints: ['widgets/header/define.ts'],
      imports: [
        { path: 'dist/react/chunks/core-C.js', kind: 'import-statement' },
        { path: 'dist/react/chunks/Panel-D.js', kind: 'dynamic-import' },
      ],
    },
    'dist/react/chunks/core-C.js': { imports: [] },
    'dist/react/chunks/Panel-D.js': {
      entryPoint: 'widgets/header/Panel.tsx',
      imports: [{ path: 'dist/react/chunks/core-C.js', kind: 'import-statement' }],
    },
    'dist/react/chunks/fr-F.js': { entryPoint: 'sf-french:fr', imports: [] },
  };
  const inputs = {
    'widgets/header/lazy.ts': {
      imports: [
        { path: 'widgets/header/Panel.tsx', kind: 'dynamic-import' },
        { path: 'sf-french:fr', kind: 'dynamic-import' },
        { path: 'shared/dom/index.ts', kind: 'import-statement' },
      ],
    },
  };

  it('lists each lazily imported module’s chunk and its static graph, by project path; the French texts are the loader’s own', () => {
    expect(lazyMap({ outputs, inputs }, 'dist/react')).toEqual({
      'widgets/header/Panel.tsx': ['./chunks/Panel-D.js', './chunks/core-C.js'],
    });
  });

  it('fails the build when a lazily imported module has no chunk of its own', () => {
    const { 'dist/react/chunks/Panel-D.js': _, ...without } = outputs;
    expect(() => lazyMap({ outputs: without, inputs }, 'dist/react')).toThrow(/widgets\/header\/Panel\.tsx/);
  });
});

describe('staticImports', () => {
  it('names what each chunk imports statically, relative to the loader, never what it imports lazily', () => {
    const outputs = {
      'dist/react/chunks/chrome-A.js': {
        imports: [
          { path: 'dist/react/chunks/ui-B.js', kind: 'import-statement' },
          { path: 'dist/react/chunks/Panel-D.js', kind: 'dynamic-import' },
        ],
      },
      'dist/react/chunks/ui-B.js': { imports: [] },
    };
    expect(staticImports(outputs, 'dist/react', ['./chunks/chrome-A.js', './chunks/ui-B.js'])).toEqual({
      './chunks/chrome-A.js': ['./chunks/ui-B.js'],
      './chunks/ui-B.js': [],
    });
    expect(() => staticImports(outputs, 'dist/react', ['./chunks/gone.js'])).toThrow(/gone\.js/);
  });
});
