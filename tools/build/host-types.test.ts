// The generated host types (dist/types) type-check a React and a preact host through the package's exports, and refuse wrong values.
// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { hostTypes, loadManifests } from './manifest.mjs';

const root = join(import.meta.dirname, '..', '..');
const manifests: { kind: string; tag?: string }[] = await loadManifests(root);
const files: Record<string, string> = hostTypes(manifests, readFileSync(join(root, 'shared/stores/events.ts'), 'utf8'));
const tags = manifests.flatMap((m) => (m.kind === 'tag' && m.tag ? [m.tag] : []));

/** A host project: its node_modules holds the package (package.json + dist/types) beside React's and preact's types. */
const host = mkdtempSync(join(tmpdir(), 'sf-host-types-'));
const modules = join(host, 'node_modules');
const pkg = join(modules, 'storefront-islands');
mkdirSync(join(pkg, 'dist/types'), { recursive: true });
writeFileSync(join(pkg, 'package.json'), readFileSync(join(root, 'package.json')));
for (const [name, text] of Object.entries(files)) writeFileSync(join(pkg, 'dist/types', name), text);
for (const dep of ['react', 'preact', 'csstype', '@types'])
  symlinkSync(join(root, 'node_modules', dep), join(modules, dep));
afterAll(() => rmSync(host, { recursive: true, force: true }));

/** Every host file of the cases below, by name: one program type-checks them all (one is slow, many are slower). */
const sources = new Map<string, { source: string; flavour: 'react' | 'preact' }>();
let errorsByFile: Map<string, string[]> | undefined;

/** Registers a host file now (at collection) and returns a reader of its error messages (valid once in a test). */
function hostFile(name: string, source: string, flavour: 'react' | 'preact'): () => string[] {
  sources.set(join(host, `${name}.tsx`), { source: `/** @jsxImportSource ${flavour} */\n${source}`, flavour });
  return () => {
    errorsByFile ??= checkAll();
    return errorsByFile.get(join(host, `${name}.tsx`)) ?? [];
  };
}

/** Type-checks every host file with the package's declarations (not skipped): messages by file, declarations' under '*'. */
function checkAll(): Map<string, string[]> {
  for (const [file, { source }] of sources) writeFileSync(file, source);
  const program = ts.createProgram([...sources.keys()], {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  });
  const byFile = new Map<string, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const key = d.file && sources.has(d.file.fileName) ? d.file.fileName : '*';
    const where = d.file && key === '*' ? `${d.file.fileName}: ` : '';
    byFile.set(key, [...(byFile.get(key) ?? []), where + ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
  }
  return byFile;
}

const usage = (flavour: 'react' | 'preact', jsx: string, script = '') => `
import type {} from 'storefront-islands/${flavour}';
import type { ProductsAddedDetail } from 'storefront-islands';
export const page = ${jsx};
${script}
export const seen: ProductsAddedDetail[] = [];
`;

const goodJsx = `(
  <div>
    <sf-listing className="listing" data-display-mode="grid" data-sort-order="DESC" data-power-search-enabled="True" />
    <sf-cart-summary data-for-quote="false" data-auto-close-delay={3000} data-auto-close-delay-mobile="-1" />
    <sf-header data-services-path="widget" data-widget-code="HDR" data-unknown-legacy="kept" />
  </div>
)`;
const goodScript = `
document.addEventListener('sf:products-added-to-cart', (e) => seen.push(e.detail));
document.addEventListener('ProductsAddedToQuote', (e) => console.log(e.detail.nbProductsAdded.toFixed()));
document.querySelector('sf-cart-summary')?.addEventListener('sf:cart-refresh', (e) => e.detail.target === 'quote');
document.querySelector('sf-status-bar')?.show('Saved', 1);
const editing = (e: CustomEvent<{ editorUrl: string | null }>) => e.detail.editorUrl;
document.addEventListener('sf:edit-section', editing);
document.addEventListener('sf:logout', (e) => e.detail === null);
`;

const badJsx = [
  ['an unknown enum value', '<sf-listing data-display-mode="tiles" />', /"tiles"/],
  ['a boolean attribute written as a non-boolean word', '<sf-cart-page data-for-quote="maybe" />', /"maybe"/],
  ['a number attribute given a word', '<sf-cart-summary data-auto-close-delay="soon" />', /"soon"/],
  ['a standard attribute with a wrong type', '<sf-product-qr hidden="no" />', /not assignable/],
] as const;
const badScripts = [
  [
    'a detail field that does not exist',
    "document.addEventListener('sf:products-added-to-cart', (e) => e.detail.quantity);",
    /quantity/,
  ],
  [
    "the cart refresh's target compared with an unknown value",
    "document.addEventListener('sf:cart-refresh', (e) => e.detail.target === 'wishlist');",
    /wishlist/,
  ],
  ['a method the element does not have', "document.querySelector('sf-status-bar')?.hide();", /hide/],
  ['a method called with a wrong argument', "document.querySelector('sf-status-bar')?.show('Saved', 7);", /7/],
] as const;

describe.each(['react', 'preact'] as const)('a %s host', (flavour) => {
  const good = hostFile(`${flavour}-good`, usage(flavour, goodJsx, goodScript), flavour);
  const bad = [
    ...badJsx.map(([what, jsx, message], i) => ({
      what,
      message,
      errors: hostFile(`${flavour}-jsx-${i}`, usage(flavour, jsx), flavour),
    })),
    ...badScripts.map(([what, script, message], i) => ({
      what,
      message,
      errors: hostFile(`${flavour}-script-${i}`, usage(flavour, '<sf-header />', script), flavour),
    })),
  ];

  it('compiles a correct use of the elements, attributes and events', () => {
    expect(good()).toEqual([]);
  });

  it.each(bad)('refuses $what', ({ errors, message }) => {
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(message);
  });
});

describe('dist/types', () => {
  it('has no errors of its own (skipLibCheck off)', () => {
    errorsByFile ??= checkAll();
    expect(errorsByFile.get('*') ?? []).toEqual([]);
  });

  it.each(tags)('declares %s in the tag map and in both JSX flavours', (tag) => {
    expect(files['index.d.ts']).toContain(`    '${tag}': `);
    expect(files['react.d.ts']).toContain(`      '${tag}': `);
    expect(files['preact.d.ts']).toContain(`      '${tag}': `);
  });

  it('finds every manifest tag (the list is not empty)', () => {
    expect(tags.length).toBeGreaterThanOrEqual(10);
  });

  it('points package.json at the declarations for every entry a host imports', () => {
    const { types, exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(types).toBe('./dist/types/index.d.ts');
    expect(exports['.'].types).toBe('./dist/types/index.d.ts');
    expect(exports['./react'].types).toBe('./dist/types/react.d.ts');
    expect(exports['./preact'].types).toBe('./dist/types/preact.d.ts');
  });
});
