// The registry generated from the manifests, the hubs read from an import graph, and the loader's registry module.
// @vitest-environment node
import { join } from 'node:path';
import {
  isolateFamily,
  LAZY_IMPORT,
  narrowCore,
  planHubs,
  registryEntries,
  registrySource,
  wrapLazyImports,
} from './chunk-plan.mjs';

const root = join(import.meta.dirname, '..', '..');

interface Entry {
  key: string;
  dir: string;
  entry: string;
  loadOn?: string;
  name?: string;
}
const imports = (...paths: string[]) => ({ imports: paths.map((path) => ({ path, kind: 'import-statement' })) });

describe('registryEntries', () => {
  it('keys each widget by its manifest’s tag or selector, loading its folder’s define module', async () => {
    const entries: Entry[] = await registryEntries(root);
    expect(entries.find((e) => e.dir === 'header')).toEqual({
      key: 'sf-header',
      dir: 'header',
      loadOn: 'ready',
      entry: 'widgets/header/define.ts',
    });
    // A manifest's loadOn, else at once.
    expect(entries.find((e) => e.dir === 'product-carousel')?.loadOn).toBe('visible');
    expect(entries.find((e) => e.dir === 'add-to-cart')?.loadOn).toBe('ready');
    expect(entries.find((e) => e.dir === 'ehf-popover')?.entry).toBe('widgets/ehf-popover/define.tsx');
    expect(entries.find((e) => e.dir === 'add-to-cart')?.key).toBe('.sf-add-to-cart');
    // A behaviour is named by its folder (sf:error, the switches); a widget by its tag, its key.
    expect(entries.find((e) => e.dir === 'add-to-cart')?.name).toBe('add-to-cart');
    expect(entries.find((e) => e.dir === 'header')?.name).toBeUndefined();
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });
});

describe('planHubs', () => {
  const inputs = {
    'sf-family:a': imports('widgets/a/define.ts'),
    'sf-family:b': imports('widgets/b/define.ts'),
    'sf-family:quiet': imports('widgets/quiet/define.ts'),
    'widgets/a/define.ts': {
      imports: [
        { path: 'shared/ui.tsx', kind: 'import-statement' },
        { path: 'shared/store.ts', kind: 'import-statement' },
        { path: 'shared/lazy-only.ts', kind: 'import-statement' },
        { path: 'widgets/a/Panel.tsx', kind: 'dynamic-import' },
        { path: 'shared/visitor.ts', kind: 'dynamic-import' },
      ],
    },
    'widgets/b/define.ts': imports('shared/ui.tsx', 'shared/store.ts', 'shared/visitor.ts'),
    'widgets/quiet/define.ts': imports('shared/store.ts'),
    'widgets/a/Panel.tsx': imports('shared/lazy-only.ts'),
    'shared/ui.tsx': imports('node_modules/preact/dist/preact.mjs', 'shared/store.ts'),
    'shared/store.ts': imports(),
    'shared/lazy-only.ts': imports(),
    'shared/visitor.ts': imports(),
    'node_modules/preact/dist/preact.mjs': imports(),
  };
  const families = {
    a: [{ key: 'sf-a', dir: 'a', entry: 'widgets/a/define.ts' }],
    b: [{ key: 'sf-b', dir: 'b', entry: 'widgets/b/define.ts' }],
    quiet: [{ key: '[data-quiet]', dir: 'quiet', entry: 'widgets/quiet/define.ts' }],
  };

  it('puts what two families share in a hub: ui when it reaches the UI library, else core when a family without UI reaches it', () => {
    const { hubs } = planHubs(inputs, families);
    expect(hubs.ui).toEqual(expect.arrayContaining(['node_modules/preact/dist/preact.mjs', 'shared/ui.tsx']));
    expect(hubs.core).toEqual(['shared/store.ts']);
  });

  it('names the families whose code holds the Trusted Types policy: only they receive it from the loader', () => {
    const holding = {
      ...inputs,
      'shared/ui.tsx': imports(
        'node_modules/preact/dist/preact.mjs',
        'shared/store.ts',
        'shared/loader/trusted-policy.ts',
      ),
      'shared/loader/trusted-policy.ts': imports(),
    };
    expect(planHubs(holding, families).policy).toEqual(['a', 'b']);
    expect(planHubs(inputs, families).policy).toEqual([]);
  });

  it('keeps out what one family shares only with lazy parts, and takes in a lazy module a family imports', () => {
    const { hubs } = planHubs(inputs, families);
    expect([...hubs.core, ...hubs.ui]).not.toContain('shared/lazy-only.ts');
    // Only widgets with UI reach it: it rides with the UI runtime.
    expect(hubs.ui).toContain('shared/visitor.ts');
  });

  it('has every entry import core and only entries that reach the UI library import ui', () => {
    const plan = planHubs(inputs, families);
    expect(plan.imports.get('sf-family:a')).toEqual(['core', 'ui']);
    expect(plan.imports.get('sf-family:quiet')).toEqual(['core']);
    expect(plan.imports.get('widgets/a/Panel.tsx')).toEqual(['core']);
    expect([...plan.lazy].sort()).toEqual(['shared/visitor.ts', 'widgets/a/Panel.tsx']);
  });
});

describe('planHubs: what only widgets with UI share rides with the UI runtime', () => {
  // A behaviour without UI (quiet) reaches the stores; two widgets with UI also share the HTTP client, which the
  // quiet behaviour reaches only through a lazy part.
  const inputs = {
    'sf-family:quiet': imports('widgets/quiet/define.ts'),
    'sf-family:view': imports('widgets/view/define.ts'),
    'sf-family:list': imports('widgets/list/define.ts'),
    'widgets/quiet/define.ts': {
      imports: [
        { path: 'shared/store.ts', kind: 'import-statement' },
        { path: 'widgets/quiet/later.ts', kind: 'dynamic-import' },
      ],
    },
    'widgets/quiet/later.ts': imports('shared/format.ts'),
    'widgets/view/define.ts': imports('shared/ui.tsx', 'shared/http.ts', 'shared/format.ts'),
    'widgets/list/define.ts': imports('shared/ui.tsx', 'shared/http.ts', 'shared/format.ts', 'shared/store.ts'),
    'shared/ui.tsx': imports('node_modules/preact/dist/preact.mjs', 'shared/store.ts'),
    'shared/store.ts': imports(),
    'shared/http.ts': imports(),
    'shared/format.ts': imports(),
    'node_modules/preact/dist/preact.mjs': imports(),
  };
  const families = {
    quiet: [{ key: '[data-quiet]', dir: 'quiet', entry: 'widgets/quiet/define.ts' }],
    view: [{ key: 'sf-view', dir: 'view', entry: 'widgets/view/define.ts' }],
    list: [{ key: 'sf-list', dir: 'list', entry: 'widgets/list/define.ts' }],
  };

  it('keeps in core only what a behaviour without UI or its lazy parts reach', () => {
    const { hubs } = planHubs(inputs, families);
    expect(hubs.core.sort()).toEqual(['shared/format.ts', 'shared/store.ts']);
    expect(hubs.ui).toContain('shared/http.ts');
  });

  it('has the behaviour without UI and its lazy part import core alone', () => {
    const plan = planHubs(inputs, families);
    expect(plan.imports.get('sf-family:quiet')).toEqual(['core']);
    expect(plan.imports.get('widgets/quiet/later.ts')).toEqual(['core']);
    expect(plan.imports.get('sf-family:view')).toEqual(['core', 'ui']);
  });
});

describe('isolateFamily and narrowCore: a lone behaviour sharing each module with the widgets', () => {
  // Two behaviours without UI in one family (quick and slow) share the stores with a widget; slow also shares the
  // parsers with it. Quick alone needs the stores only.
  const inputs = {
    'sf-family:quick': imports('widgets/quick/define.ts'),
    'sf-family:duo': imports('widgets/slow/define.ts'),
    'sf-family:view': imports('widgets/view/define.ts'),
    'widgets/quick/define.ts': imports('shared/store.ts'),
    'widgets/slow/define.ts': imports('shared/store.ts', 'shared/parse.ts'),
    'widgets/view/define.ts': imports('shared/ui.tsx', 'shared/parse.ts', 'shared/store.ts'),
    'shared/ui.tsx': imports('node_modules/preact/dist/preact.mjs'),
    'shared/store.ts': imports(),
    'shared/parse.ts': imports(),
    'node_modules/preact/dist/preact.mjs': imports(),
  };
  const quick = { key: '[data-quick]', dir: 'quick', entry: 'widgets/quick/define.ts' };
  const slow = { key: '[data-slow]', dir: 'slow', entry: 'widgets/slow/define.ts' };
  const view = { key: 'sf-view', dir: 'view', entry: 'widgets/view/define.ts' };

  it('takes the widget out of its family into one of its own, named after its folder', () => {
    expect(isolateFamily({ duo: [quick, slow], view: [view] }, 'quick')).toEqual({
      duo: [slow],
      view: [view],
      quick: [quick],
    });
    expect(isolateFamily({ quick: [quick], view: [view] }, 'quick')).toEqual({ quick: [quick], view: [view] });
    expect(() => isolateFamily({ view: [view] }, 'quick')).toThrow(/quick/);
  });

  it('keeps in core what the lone family reaches, the rest of core in a hub its entries import', () => {
    const families = { quick: [quick], duo: [slow], view: [view] };
    const plan = narrowCore(planHubs(inputs, families), inputs, 'quick');
    expect(plan.hubs.core).toEqual(['shared/store.ts']);
    expect(plan.hubs.rest).toEqual(['shared/parse.ts']);
    expect(plan.imports.get('sf-family:quick')).toEqual(['core']);
    expect(plan.imports.get('sf-family:duo')).toEqual(['core', 'rest']);
    expect(plan.imports.get('sf-family:view')).toEqual(['core', 'rest', 'ui']);
  });
});

describe('planHubs: a family without UI that runs only beside the chrome', () => {
  // Preview mode runs on the store's own pages, which all load the UI runtime: what it alone shares with the widgets
  // (the HTTP client) rides with that runtime, so a small behaviour does not carry it.
  const inputs = {
    'sf-family:quiet': imports('widgets/quiet/define.ts'),
    'sf-family:preview': imports('widgets/preview/define.ts'),
    'sf-family:view': imports('widgets/view/define.ts'),
    'widgets/quiet/define.ts': imports('shared/store.ts'),
    'widgets/preview/define.ts': imports('shared/store.ts', 'shared/http.ts'),
    'widgets/view/define.ts': imports('shared/ui.tsx', 'shared/http.ts', 'shared/store.ts'),
    'shared/ui.tsx': imports('node_modules/preact/dist/preact.mjs'),
    'shared/store.ts': imports(),
    'shared/http.ts': imports(),
    'node_modules/preact/dist/preact.mjs': imports(),
  };
  const families = {
    quiet: [{ key: '[data-quiet]', dir: 'quiet', entry: 'widgets/quiet/define.ts' }],
    preview: [{ key: '[data-preview]', dir: 'preview', entry: 'widgets/preview/define.ts' }],
    view: [{ key: 'sf-view', dir: 'view', entry: 'widgets/view/define.ts' }],
  };

  it('keeps out of core what only that family and widgets with UI share, and has that family import ui', () => {
    const plan = planHubs(inputs, families, ['preview']);
    expect(plan.hubs.core).toEqual(['shared/store.ts']);
    expect(plan.hubs.ui).toContain('shared/http.ts');
    expect(plan.imports.get('sf-family:preview')).toEqual(['core', 'ui']);
    expect(plan.imports.get('sf-family:quiet')).toEqual(['core']);
  });

  it('keeps that family without UI when it is not named', () => {
    const plan = planHubs(inputs, families, []);
    expect(plan.hubs.core.sort()).toEqual(['shared/http.ts', 'shared/store.ts']);
    expect(plan.imports.get('sf-family:preview')).toEqual(['core']);
  });
});

describe('registrySource', () => {
  const entries = [
    { key: 'sf-header', dir: 'header', entry: 'widgets/header/define.ts' },
    { key: 'sf-status-bar', dir: 'status-bar', entry: 'widgets/status-bar/define.ts' },
    { key: '.sf-add-to-cart', dir: 'add-to-cart', entry: 'widgets/add-to-cart/define.ts' },
  ];
  const chunks = {
    familyFile: { chrome: './chunks/chrome-A.js', 'add-to-cart': './chunks/add-to-cart-B.js' },
    graph: {
      'sf-header': ['./chunks/chrome-A.js', './chunks/chunk-UI.js', './chunks/chunk-CORE.js'],
      'sf-status-bar': ['./chunks/chrome-A.js', './chunks/chunk-UI.js', './chunks/chunk-CORE.js'],
      '.sf-add-to-cart': ['./chunks/add-to-cart-B.js', './chunks/chunk-UI.js', './chunks/chunk-CORE.js'],
    },
    french: ['./chunks/fr-F.js', './chunks/chunk-CORE.js'],
    integrity: {
      './chunks/chrome-A.js': `sha384-${'A'.repeat(64)}`,
      './chunks/chunk-UI.js': `sha384-${'B'.repeat(64)}`,
      './chunks/chunk-CORE.js': `sha384-${'C'.repeat(64)}`,
      './chunks/add-to-cart-B.js': `sha384-${'D'.repeat(64)}`,
      './chunks/fr-F.js': `sha384-${'E'.repeat(64)}`,
    },
  };
  const build = { flavour: 'preact', version: '1.2.0' };
  const load = async (source: string) =>
    import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);

  it('gives the loader one record per key, its importer and its chunk graph, and the French chunks', async () => {
    const built = await load(registrySource(entries, build, chunks));
    expect(Object.keys(built.records)).toEqual(['sf-header', 'sf-status-bar', '.sf-add-to-cart']);
    const graphs = Object.fromEntries(
      Object.entries(built.records as Record<string, { files: string[] }>).map(([key, record]) => [key, record.files]),
    );
    expect(graphs).toEqual(chunks.graph);
    expect(typeof built.records['sf-header'].load).toBe('function');
    expect(built.frenchChunks).toEqual(chunks.french);
    expect(built.bundle).toEqual(build);
  });

  it('gives the loader the sha384 of every chunk it loads, each hash written once beside its file', async () => {
    const source = registrySource(entries, build, chunks);
    expect((await load(source)).integrity).toEqual(chunks.integrity);
    expect(source.split(`${'C'.repeat(64)}`)).toHaveLength(2);
    expect(source).not.toContain('sha384-CCC');
  });

  it('gives the loader what each chunk imports statically (WebKit checks those first), and says the build is split', async () => {
    const imports = {
      './chunks/chrome-A.js': ['./chunks/chunk-UI.js', './chunks/chunk-CORE.js'],
      './chunks/chunk-UI.js': ['./chunks/chunk-CORE.js'],
    };
    const built = await load(registrySource(entries, build, { ...chunks, imports }));
    expect(built.chunkImports['./chunks/chrome-A.js']).toEqual(imports['./chunks/chrome-A.js']);
    expect(built.chunkImports['./chunks/chunk-UI.js']).toEqual(['./chunks/chunk-CORE.js']);
    expect(built.chunkImports['./chunks/chunk-CORE.js']).toEqual([]);
    expect(built.split).toBe(true);
    expect((await load(registrySource(entries, build))).split).toBe(false);
  });

  it('refuses a chunk the loader loads without its hash', () => {
    const { './chunks/fr-F.js': _, ...missing } = chunks.integrity;
    expect(() => registrySource(entries, build, { ...chunks, integrity: missing })).toThrow(/fr-F\.js/);
  });

  it('imports each key’s family chunk and hands over that widget’s define(), and the policy receiver of a family that holds the policy', () => {
    const source = registrySource(entries, build, { ...chunks, policy: ['chrome'] });
    expect(source).toContain('import(files[graph[0]]).then((m)=>({define:m[name],adoptPolicy:m[adopt]}))');
    expect(source).toContain('["sf-status-bar","statusBar",[0,1,2],"adoptPolicy",{}]');
    expect(source).toContain('[".sf-add-to-cart","addToCart",[3,1,2],0,{}]');
  });

  it('reads the receiver under the name a folded family’s chunk exports it by, and refuses a family without one', () => {
    const folded = {
      ...chunks,
      policy: ['chrome'],
      exportNames: { chrome: { header: 'h', statusBar: 's', adoptPolicy: 'p' } },
    };
    expect(registrySource(entries, build, folded)).toContain('["sf-status-bar","s",[0,1,2],"p",{}]');
    const without = { ...chunks, policy: ['chrome'], exportNames: { chrome: { header: 'h', statusBar: 's' } } };
    expect(() => registrySource(entries, build, without)).toThrow(/adoptPolicy/);
  });

  it('refuses a graph that does not start with the key’s family chunk', () => {
    const wrong = { ...chunks, graph: { ...chunks.graph, 'sf-header': ['./chunks/chunk-UI.js'] } };
    expect(() => registrySource(entries, build, wrong)).toThrow(/sf-header/);
  });

  it('puts in each record the moment of a widget that does not load at once, the inputs kept and a behaviour’s folder, nothing for the others', async () => {
    const enter = { within: '.sf-add-to-cart', field: '.sf-qty', presses: ['[data-sf-add]'] };
    const sleepy = entries.map((e) =>
      e.key === 'sf-status-bar'
        ? { ...e, loadOn: 'visible' }
        : e.key === '.sf-add-to-cart'
          ? { ...e, keepsClicks: '[data-sf-add]', keepsEnter: enter, name: 'add-to-cart' }
          : e,
    );
    const facts = (records: Record<string, object>) =>
      Object.fromEntries(
        Object.entries(records).map(([key, { load: _, files: __, ...rest }]: [string, Record<string, unknown>]) => [
          key,
          rest,
        ]),
      );
    const expected = {
      'sf-header': {},
      'sf-status-bar': { wake: 'visible' },
      '.sf-add-to-cart': { clicks: '[data-sf-add]', enter, name: 'add-to-cart' },
    };
    expect(facts((await load(registrySource(sleepy, build, chunks))).records)).toEqual(expected);
    expect(facts((await load(registrySource(sleepy, build))).records)).toEqual(expected);
    expect(facts((await load(registrySource(entries, build, chunks))).records)['sf-status-bar']).toEqual({});
  });

  it('gives the loader each lazily imported module’s chunks, their hashes beside the others', async () => {
    const lazy = {
      'widgets/header/Panel.tsx': ['./chunks/Panel-P.js', './chunks/chunk-UI.js', './chunks/chunk-CORE.js'],
    };
    const integrity = { ...chunks.integrity, './chunks/Panel-P.js': `sha384-${'P'.repeat(64)}` };
    const built = await load(registrySource(entries, build, { ...chunks, lazy, integrity }));
    expect(built.lazyGraph).toEqual(lazy);
    expect(built.integrity).toEqual(integrity);
    expect(() => registrySource(entries, build, { ...chunks, lazy })).toThrow(/Panel-P\.js/);
  });

  it('imports the family modules themselves for one bundle, with nothing to preload', () => {
    const source = registrySource(entries, build);
    expect(source).toContain('export const lazyGraph={}');
    expect(source).toContain('import("sf-family:chrome").then((m)=>({define:m.header})),files:[]');
    expect(source).toContain('export const integrity={}');
  });
});

describe('wrapLazyImports', () => {
  const wrapper = '/repo/shared/loader/lazy-import.ts';

  it('runs each relative import() through lazyImport, named by the module’s project path, each on its own line', () => {
    const source = [
      "const panel = () => import('./menu/Panel.tsx');",
      'const visitor = import("../../shared/stores/visitor.ts");',
    ].join('\n');
    const wrapped = wrapLazyImports(source, 'widgets/header/lazy-parts.ts', wrapper);
    expect(wrapped.split('\n')).toEqual([
      `import{lazyImport as __sfLazyImport}from"${wrapper}";const panel = () => __sfLazyImport("widgets/header/menu/Panel.tsx",()=>import('./menu/Panel.tsx'));`,
      'const visitor = __sfLazyImport("shared/stores/visitor.ts",()=>import("../../shared/stores/visitor.ts"));',
    ]);
  });

  it('leaves a module without relative import() as it is, and the wrapper’s own module', () => {
    for (const source of ["import { a } from './a.ts';", 'const m = import(url);', "import('react');"])
      expect(wrapLazyImports(source, 'shared/x.ts', wrapper)).toBe(source);
    const own = "export const x = () => import('./y.ts');";
    expect(wrapLazyImports(own, LAZY_IMPORT, wrapper)).toBe(own);
  });
});
