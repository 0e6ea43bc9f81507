// Generates custom-elements.json, VS Code HTML data and JetBrains web-types from every widgets/*/manifest.ts.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const kebab = (field) => `data-${field.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
const typeText = (spec) =>
  spec.type === 'enum'
    ? spec.values.map((v) => `'${v}'`).join(' | ')
    : spec.type === 'url'
      ? 'string (URL)'
      : spec.type;

/** Loads every widget manifest (TypeScript) by bundling it in memory. */
export async function loadManifests(root) {
  const dirs = readdirSync(join(root, 'widgets')).filter((d) => existsSync(join(root, 'widgets', d, 'manifest.ts')));
  const manifests = [];
  for (const dir of dirs.sort()) {
    const out = await build({
      entryPoints: [join(root, 'widgets', dir, 'manifest.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
    });
    const code = out.outputFiles[0].text;
    const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    manifests.push({ dir, ...module.default });
  }
  return manifests;
}

export function attributesOf(manifest) {
  return Object.entries(manifest.schema).map(([field, spec]) => ({
    name: kebab(field),
    fieldName: field,
    type: { text: typeText(spec) },
    default: JSON.stringify(spec.default),
    description: `${manifest.attributes[field] ?? ''}${spec.required ? ' Required.' : ''}`.trim(),
  }));
}

export function customElementsJson(manifests, version) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: manifests.map((m) => ({
      kind: 'javascript-module',
      path: `widgets/${m.dir}/define.ts`,
      declarations: [
        {
          kind: 'class',
          name: m.tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase()),
          tagName: m.tag,
          customElement: true,
          description: m.summary,
          attributes: attributesOf(m),
          events: (m.events ?? []).map((e) => ({
            name: e.name,
            type: { text: `CustomEvent<${e.detail}>` },
            description: e.description,
          })),
          members: (m.methods ?? []).map((x) => ({
            kind: 'method',
            name: x.name,
            description: x.description,
            type: { text: x.signature },
          })),
          cssProperties: m.cssProperties ?? [],
          slots: [{ name: '', description: 'Server-rendered content the widget enhances, if any (see its README).' }],
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: m.tag,
          declaration: { name: m.tag, module: `widgets/${m.dir}/define.ts` },
        },
      ],
    })),
    package: { version },
  };
}

export function vscodeData(manifests) {
  return {
    version: 1.1,
    tags: manifests.map((m) => ({
      name: m.tag,
      description: m.summary,
      attributes: attributesOf(m).map((a) => ({
        name: a.name,
        description: `${a.description} Type: ${a.type.text}. Default: ${a.default}.`,
        ...(m.schema[a.fieldName].type === 'enum'
          ? { values: m.schema[a.fieldName].values.map((name) => ({ name })) }
          : {}),
      })),
      references: [{ name: 'README', url: m.docs }],
    })),
  };
}

export function webTypes(manifests, version) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: 'storefront-islands',
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: manifests.map((m) => ({
          name: m.tag,
          description: m.summary,
          'doc-url': m.docs,
          attributes: attributesOf(m).map((a) => ({
            name: a.name,
            description: a.description,
            default: a.default,
            value: { type: a.type.text, required: Boolean(m.schema[a.fieldName].required) },
          })),
          events: (m.events ?? []).map((e) => ({ name: e.name, description: e.description })),
        })),
      },
    },
  };
}
