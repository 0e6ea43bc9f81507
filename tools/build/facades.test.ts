// A family chunk that only re-exports a hub's bindings is folded into the hub: no file of its own to fetch and check.
// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foldFacades, readFacade } from './facades.mjs';

describe('readFacade', () => {
  it('reads an esbuild facade: each export and the name it has in the one chunk it comes from', () => {
    const code =
      'import{P as r,Q as e,R as a}from"./chunk-IV.js";import"./chunk-S2.js";export{r as cartSummary,e as header,a as statusBar};\n//# sourceMappingURL=chrome-2H.js.map\n';
    expect(readFacade(code)).toEqual({
      from: './chunk-IV.js',
      names: { cartSummary: 'P', header: 'Q', statusBar: 'R' },
    });
  });

  it('reads bindings imported and exported under their own names', () => {
    expect(readFacade('import{header}from"./ui.js";export{header};')).toEqual({
      from: './ui.js',
      names: { header: 'header' },
    });
  });

  it('leaves a chunk with code of its own, bindings from two chunks, or a name it does not import', () => {
    expect(readFacade('import{a as r}from"./ui.js";var x=r();export{x as header};')).toBeNull();
    expect(
      readFacade('import{a as r}from"./ui.js";import{b as s}from"./core.js";export{r as header,s as cart};'),
    ).toBeNull();
    expect(readFacade('import{a as r}from"./ui.js";export{q as header};')).toBeNull();
    expect(readFacade('import"./ui.js";')).toBeNull();
  });
});

describe('foldFacades', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sf-facades-'));
    mkdirSync(join(root, 'dist/chunks'), { recursive: true });
    const files: Record<string, string> = {
      'dist/chunks/chrome.js': 'import{Q as e}from"./ui.js";export{e as header};\n//# sourceMappingURL=chrome.js.map\n',
      'dist/chunks/chrome.js.map': '{}',
      'dist/chunks/ui.js': 'var Q=()=>1;export{Q};\n',
      'dist/chunks/product.js': 'import{Q as e}from"./ui.js";var g=e();export{g as productGallery};\n',
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('deletes the facade and its map, and the chunk it re-exports holds its family from then on', () => {
    const metafile = {
      outputs: {
        'dist/chunks/chrome.js': { entryPoint: 'sf-family:chrome', imports: [] },
        'dist/chunks/chrome.js.map': { imports: [] },
        'dist/chunks/ui.js': { imports: [] },
        'dist/chunks/product.js': { entryPoint: 'sf-family:product', imports: [] },
      } as Record<string, { entryPoint?: string; imports: unknown[] }>,
    };
    expect(foldFacades(root, metafile)).toEqual({
      chrome: { file: 'dist/chunks/ui.js', names: { header: 'Q' } },
    });
    expect(Object.keys(metafile.outputs)).toEqual(['dist/chunks/ui.js', 'dist/chunks/product.js']);
    expect(metafile.outputs['dist/chunks/ui.js']?.entryPoint).toBe('sf-family:chrome');
    expect(existsSync(join(root, 'dist/chunks/chrome.js'))).toBe(false);
    expect(existsSync(join(root, 'dist/chunks/chrome.js.map'))).toBe(false);
    expect(existsSync(join(root, 'dist/chunks/product.js'))).toBe(true);
  });

  it('keeps a facade of another entry’s chunk: that chunk is named after its own entry', () => {
    writeFileSync(join(root, 'dist/chunks/chrome.js'), 'import{g as e}from"./product.js";export{e as header};\n');
    const metafile = {
      outputs: {
        'dist/chunks/chrome.js': { entryPoint: 'sf-family:chrome', imports: [] },
        'dist/chunks/product.js': { entryPoint: 'sf-family:product', imports: [] },
      } as Record<string, { entryPoint?: string; imports: unknown[] }>,
    };
    expect(foldFacades(root, metafile)).toEqual({});
    expect(Object.keys(metafile.outputs)).toEqual(['dist/chunks/chrome.js', 'dist/chunks/product.js']);
    expect(existsSync(join(root, 'dist/chunks/chrome.js'))).toBe(true);
  });
});
