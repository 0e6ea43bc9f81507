// The loader as built (storefront.ts bundled with a registry of one widget): what it leaves on the page's global.
import { join } from 'node:path';
import * as esbuild from 'esbuild';

const CLAIM = Symbol.for('storefront-islands.loader');
const LAZY_HOOK = Symbol.for('storefront.lazyImport');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const LOADER = 'https://cdn.example/sf/1.0.0/preact/storefront.js';

/** A split build's records: one widget, `sf-alpha`, whose one chunk imports nothing (tools/chunk-plan.mjs). */
const REGISTRY = `
export const bundle = { flavour: 'preact', version: '1.0.0' };
export const records = { 'sf-alpha': { load: async () => globalThis.sfTestModule, files: ['./chunks/alpha.js'] } };
export const lazyGraph = {}, frenchChunks = [];
export const split = true;
export const chunkImports = { './chunks/alpha.js': [] };
export const integrity = { './chunks/alpha.js': 'sha384-${'a'.repeat(64)}' };
`;

/**
 * storefront.ts bundled as the build bundles it, with REGISTRY in place of the generated one, as a script that runs
 * it as if loaded from LOADER (happy-dom runs no module from a file).
 */
async function builtLoader(): Promise<() => void> {
  const built = await esbuild.build({
    entryPoints: [join(import.meta.dirname, 'storefront.ts')],
    bundle: true,
    format: 'iife',
    define: { 'import.meta.url': JSON.stringify(LOADER) },
    logLevel: 'silent',
    write: false,
    external: ['./chunks/*'],
    plugins: [
      {
        name: 'registry',
        setup(build) {
          build.onResolve({ filter: /^sf-build:registry$/ }, () => ({ path: 'registry', namespace: 'registry' }));
          build.onLoad({ filter: /.*/, namespace: 'registry' }, () => ({ contents: REGISTRY, loader: 'js' }));
        },
      },
    ],
  });
  return new Function(built.outputFiles[0]?.text ?? '') as () => void;
}

afterEach(() => {
  const scope = globalThis as unknown as Record<symbol, unknown>;
  delete scope[CLAIM];
  delete scope[LAZY_HOOK];
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

it('leaves the storefront Trusted Types policy on no global once started: no other script can take it', async () => {
  const run = await builtLoader();
  // WebKit's check (JavaScriptCore's errors carry their line): each chunk a module script, whose address is a Trusted
  // Types sink (kept out of the document: happy-dom would try to load it).
  vi.stubGlobal(
    'Error',
    class extends Error {
      line = 1;
    },
  );
  const scripts: HTMLScriptElement[] = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) scripts.push(node);
    append(...nodes.filter((node) => !(node instanceof HTMLScriptElement)));
  });
  const created: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: object) => {
      created.push(name);
      return rules;
    },
  });
  document.body.innerHTML = '<sf-alpha></sf-alpha>';
  // The widget's module, as the registry gives it: its define, and the chunks' copy of the policy module's hand-over.
  const adopted: unknown[] = [];
  const module = { define: vi.fn(), adoptPolicy: (policy: unknown) => void adopted.push(policy) };
  vi.stubGlobal('sfTestModule', module);
  // The release's switches, asked for once the page has loaded (it has, here): none published.
  const fetched = vi.fn(async (_url: string, _init: RequestInit) => ({ ok: false, status: 404 }));
  vi.stubGlobal('fetch', fetched);
  const before = new Set(Reflect.ownKeys(globalThis));
  run();
  await flush();
  // The chunk's module script was started through the policy: the policy exists.
  expect(scripts.map((s) => s.src)).toEqual(['https://cdn.example/sf/1.0.0/preact/chunks/alpha.js']);
  expect(created).toEqual(['storefront']);
  scripts[0]?.dispatchEvent(new Event('load'));
  await vi.waitFor(() => expect(module.define).toHaveBeenCalledOnce());
  // Handed from module to module, never left where another script could take it.
  expect(adopted).toEqual([expect.objectContaining({ createHTML: expect.any(Function) })]);
  expect(Symbol.for('storefront.trustedTypesPolicy') in globalThis).toBe(false);
  // On the page's global, only the loader's claim and the lazy parts' check.
  const added = Reflect.ownKeys(globalThis).filter((key) => !before.has(key));
  expect(added).toEqual(expect.arrayContaining([CLAIM, LAZY_HOOK]));
  expect(added).toHaveLength(2);
});

it('asks for the release’s switches beside its versioned folders with a plain GET, no credentials', async () => {
  const run = await builtLoader();
  const fetched = vi.fn(async (_url: string, _init: RequestInit) => ({ ok: false, status: 404 }));
  vi.stubGlobal('fetch', fetched);
  localStorage.clear();
  run();
  await flush();
  expect(fetched).toHaveBeenCalledExactlyOnceWith('https://cdn.example/sf/switches.json', { credentials: 'omit' });
});
