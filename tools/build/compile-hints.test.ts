// The compile hint on the file that holds react-dom: written first in the file, the source map kept in step.
// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILE_HINT, hintEagerCompile } from './compile-hints.mjs';

let root: string;
const files: Record<string, string> = {
  'dist/react/chunks/vendor.js': 'var a=1;\n//# sourceMappingURL=vendor.js.map\n',
  'dist/react/chunks/vendor.js.map': JSON.stringify({ version: 3, sources: ['x'], mappings: 'AAAA;AACA' }),
  'dist/react/chunks/header.js': 'var b=2;\n',
};
const metafile = () => ({
  outputs: {
    'dist/react/chunks/vendor.js': {
      bytes: files['dist/react/chunks/vendor.js']?.length ?? 0,
      inputs: { 'node_modules/react-dom/cjs/react-dom-client.production.js': {}, 'shared/define.ts': {} },
    },
    'dist/react/chunks/vendor.js.map': { bytes: 10, inputs: {} },
    'dist/react/chunks/header.js': {
      bytes: 100_000,
      inputs: { 'widgets/header/define.ts': {}, 'node_modules/preact/dist/preact.module.js': {} },
    },
  },
});
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sf-hints-'));
  mkdirSync(join(root, 'dist/react/chunks'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

it('starts the file holding react-dom with the hint, and no other file, however large', () => {
  const meta = metafile();
  expect(hintEagerCompile(root, join(root, 'dist/react'), meta)).toEqual(['chunks/vendor.js']);
  expect(read('dist/react/chunks/vendor.js')).toBe(COMPILE_HINT + files['dist/react/chunks/vendor.js']);
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  expect(read('dist/react/chunks/header.js')).toBe(files['dist/react/chunks/header.js']);
  expect(meta.outputs['dist/react/chunks/vendor.js'].bytes).toBe(read('dist/react/chunks/vendor.js').length);
});

it('moves every mapping one line down, with the code it maps', () => {
  const meta = metafile();
  hintEagerCompile(root, join(root, 'dist/react'), meta);
  const map = JSON.parse(read('dist/react/chunks/vendor.js.map'));
  expect(map.mappings).toBe(';AAAA;AACA');
  expect(meta.outputs['dist/react/chunks/vendor.js.map'].bytes).toBe(read('dist/react/chunks/vendor.js.map').length);
});

it('marks a file once, however often the build passes over it', () => {
  hintEagerCompile(root, join(root, 'dist/react'), metafile());
  expect(hintEagerCompile(root, join(root, 'dist/react'), metafile())).toEqual([]);
  expect(read('dist/react/chunks/vendor.js').split(COMPILE_HINT)).toHaveLength(2);
  expect(JSON.parse(read('dist/react/chunks/vendor.js.map')).mappings).toBe(';AAAA;AACA');
});
