// The "Attributes" table of each widget README, generated from its manifest.ts (`node tools/docs/readme-attributes.mjs
// --write` rewrites them between the markers); tools/docs/readme-attributes.test.ts fails when one is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadManifests } from '../build/manifest.mjs';
import { between, formatMarkdown, replaceBetween } from './markdown-table.mjs';

const START =
  '<!-- attributes:start (generated from manifest.ts by `node tools/docs/readme-attributes.mjs --write`) -->';
const END = '<!-- attributes:end -->';

/** Manifest text in a table cell: pipes would split the cell, < would open an HTML tag, * emphasis. */
const md = (text) => String(text).replace(/[|<*]/g, (c) => `\\${c}`);
const code = (text) => `\`${String(text).replace(/\|/g, '\\|')}\``;

function rangeOf(spec) {
  if (spec.min !== undefined && spec.max !== undefined) return ` ${spec.min}–${spec.max}`;
  if (spec.min !== undefined) return ` ≥ ${spec.min}`;
  if (spec.max !== undefined) return ` ≤ ${spec.max}`;
  return '';
}

/** The value's type as page authors read it; `spec` is the config schema entry of a tag attribute. */
function typeCell(doc, spec) {
  const base = (() => {
    if (doc.format) return md(doc.format);
    switch (doc.type) {
      case 'enum':
        return (doc.values ?? []).map(code).join(' \\| ');
      case 'number':
        return `${spec?.integer ? 'integer' : 'number'}${spec ? rangeOf(spec) : ''}`;
      case 'url':
        return spec?.origins ? `URL (this site, or an origin of \`<html ${spec.origins}>\`)` : 'URL (this site)';
      case 'string':
        return 'text';
      case 'boolean':
        return 'boolean (`true`/`false` in any case, or `1`/`0`)';
      case 'id':
        return 'id (digits or a GUID, sent back as written)';
      case 'json':
        return 'JSON';
      case 'flag':
        return 'marker (its value is not read)';
      default:
        return doc.type;
    }
  })();
  return doc.required ? `${base}, **required**` : base;
}

function defaultCell(doc) {
  if (doc.whenAbsent) return md(doc.whenAbsent);
  if (doc.default === undefined || (doc.required && doc.default === '')) return '—';
  return code(typeof doc.default === 'string' && doc.default !== '' ? doc.default : doc.defaultText);
}

const row = (cells) => `| ${cells.join(' | ')} |`;

/** The Markdown table (or sentence, when there is none) for one loaded manifest (see loadManifests). */
export function attributeTable(manifest) {
  const docs = manifest.attributeDocs;
  if (docs.length === 0) return 'None: the tag reads no attribute of its own.';
  const behaviour = manifest.kind === 'behaviour';
  const withSpec = docs.some((d) => d.specField);
  const head = [
    'Attribute',
    ...(behaviour ? ['On'] : []),
    'Type',
    'Default',
    ...(withSpec ? ['Spec field'] : []),
    'What it does',
  ];
  const rows = docs.map((d) =>
    row([
      code(d.name),
      ...(behaviour ? [md(d.on)] : []),
      typeCell(d, manifest.schema?.[d.fieldName]),
      defaultCell(d),
      ...(withSpec ? [d.specField ? md(d.specField) : '—'] : []),
      md(d.purpose),
    ]),
  );
  return [row(head), row(head.map(() => '---')), ...rows].join('\n');
}

/** The generated part of a README, or undefined when it has no markers. */
export const generatedTableIn = (readme) => between(readme, START, END)?.text;

if (process.argv.includes('--write')) {
  const root = join(import.meta.dirname, '..', '..');
  const written = [];
  for (const manifest of await loadManifests(root)) {
    const path = join(root, manifest.docs);
    const readme = readFileSync(path, 'utf8');
    if (generatedTableIn(readme) === undefined) continue;
    writeFileSync(path, replaceBetween(readme, START, END, attributeTable(manifest)));
    written.push(path);
  }
  formatMarkdown(root, written);
  console.log(`${written.length} README attribute tables written`);
}
