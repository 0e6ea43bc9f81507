// The manifest tells the truth: every sf-* tag and every delegated behaviour has one, listing what its source reads.
// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registryEntries } from './chunk-plan.mjs';
import { customElementsJson, loadManifests, vscodeData, webTypes } from './manifest.mjs';
import { behaviourSource, raisedEvents, readsAttribute } from './source-scan.mjs';

interface AttributeDoc {
  name: string;
  fieldName?: string;
  purpose: string;
  type: string;
  values?: readonly string[];
  description: string;
}
interface Loaded {
  dir: string;
  kind: 'tag' | 'behaviour';
  tag?: string;
  name?: string;
  selector?: string;
  docs: string;
  schema?: Record<string, unknown>;
  attributes: Record<string, string> | unknown[];
  attributeDocs: AttributeDoc[];
  events?: { name: string }[];
}

const root = join(import.meta.dirname, '..', '..');
const widgetDirs = readdirSync(join(root, 'widgets'));
const sourceOf = (dir: string) =>
  readdirSync(join(root, 'widgets', dir))
    .filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !['manifest.ts', 'config.ts', 'messages.ts'].includes(f),
    )
    .map((f) => readFileSync(join(root, 'widgets', dir, f), 'utf8'))
    .join('\n');
const tagOf = (dir: string) => {
  try {
    return readFileSync(join(root, 'widgets', dir, 'define.ts'), 'utf8').match(/defineWidget\(\s*'(sf-[a-z-]+)'/)?.[1];
  } catch {
    return undefined;
  }
};
const tagged = widgetDirs.filter((dir) => tagOf(dir));
/** A folder with a README and no sf-* tag is a delegated behaviour. */
const behaviours = widgetDirs.filter((dir) => !tagOf(dir) && existsSync(join(root, 'widgets', dir, 'README.md')));
const manifests: Loaded[] = await loadManifests(root);
const registry: { key: string; dir: string; entry: string }[] = await registryEntries(root);

describe.each(tagged)('widgets/%s', (dir) => {
  const manifest = manifests.find((m) => m.dir === dir);
  const schema = manifest?.schema ?? {};

  it('has a manifest for its tag', () => {
    expect(manifest?.tag).toBe(tagOf(dir));
  });

  it('describes every attribute of its schema', () => {
    for (const field of Object.keys(schema)) {
      const doc = manifest?.attributeDocs.find((a) => a.fieldName === field);
      expect(doc?.purpose, `${dir}: ${field} has no description`).toMatch(/\S/);
    }
  });

  it('reads every attribute the manifest lists', () => {
    const source = sourceOf(dir);
    for (const field of Object.keys(schema)) {
      expect(source, `${dir}: the manifest lists ${field}, which the widget never reads`).toMatch(
        new RegExp(`\\b${field}\\b`),
      );
    }
  });

  it('reads no data-* attribute of its element outside the manifest', () => {
    const listed = new Set((manifest?.attributeDocs ?? []).map((a) => a.name));
    const direct = [
      ...sourceOf(dir).matchAll(/(?:container|host|element)\.(?:getAttribute|hasAttribute)\(\s*'(data-[a-z0-9-]+)'/g),
    ].map((m) => m[1]);
    expect(direct.filter((name) => !listed.has(name ?? ''))).toEqual([]);
  });
});

describe.each(behaviours)('widgets/%s (behaviour)', (dir) => {
  const manifest = manifests.find((m) => m.dir === dir);
  const source = behaviourSource(root, dir);

  it('has a behaviour manifest named after its folder, linking its README', () => {
    expect(manifest?.kind, `${dir} has no manifest.ts (defineBehaviour)`).toBe('behaviour');
    expect(manifest?.name).toBe(dir);
    expect(manifest?.docs).toBe(`widgets/${dir}/README.md`);
  });

  it('attaches to the selector the loader registry loads it for', () => {
    const keys = registry.filter((entry) => entry.dir === dir).map((entry) => entry.key);
    expect(keys).toContain(manifest?.selector);
  });

  it('describes every attribute it lists, with the values of enums', () => {
    for (const attribute of manifest?.attributeDocs ?? []) {
      expect(attribute.description, `${dir}: ${attribute.name} has no description`).toMatch(/\S/);
      if (attribute.type === 'enum') expect(attribute.values?.length, attribute.name).toBeGreaterThan(0);
    }
  });

  it('reads every attribute the manifest lists', () => {
    const unread = (manifest?.attributeDocs ?? []).map((a) => a.name).filter((name) => !readsAttribute(source, name));
    expect(unread, `${dir}: the manifest lists attributes the behaviour never reads`).toEqual([]);
  });

  it('lists exactly the sf: events it raises, and the failure event every widget raises through the shared code', () => {
    const names = (manifest?.events ?? []).map((e) => e.name);
    expect(names).toContain('sf:error');
    expect(names.filter((name) => name !== 'sf:error').sort()).toEqual(raisedEvents(source));
  });
});

it('loads every widget folder that has a define module, by its manifest', () => {
  const defined = widgetDirs.filter((dir) =>
    ['ts', 'tsx'].some((ext) => existsSync(join(root, 'widgets', dir, `define.${ext}`))),
  );
  expect(registry.map((entry) => entry.dir).sort()).toEqual(defined.sort());
});

it('has a behaviour manifest for every behaviour selector of the loader registry', () => {
  const behaviourKeys = registry.filter((entry) => !/^sf-[a-z-]+$/.test(entry.key));
  const missing = behaviourKeys.filter(
    (entry) => manifests.find((m) => m.dir === entry.dir && m.kind === 'behaviour')?.selector !== entry.key,
  );
  expect(missing).toEqual([]);
});

it('emits each behaviour as a tagless custom-element mixin and as global editor attributes', () => {
  const cem = customElementsJson(manifests, '0.0.0');
  const vscode = vscodeData(manifests);
  const jetbrains = webTypes(manifests, '0.0.0');
  const globalNames = new Set(vscode.globalAttributes.map((a: { name: string }) => a.name));
  const webTypesNames = new Set(jetbrains.contributions.html.attributes.map((a: { name: string }) => a.name));
  for (const manifest of manifests.filter((m) => m.kind === 'behaviour')) {
    const module = cem.modules.find((m: { path: string }) => m.path === `widgets/${manifest.dir}/`);
    // The fields Custom Elements Manifest 2.1.0 requires of a module and a CustomElementMixinDeclaration.
    expect(module).toMatchObject({ kind: 'javascript-module', declarations: [{ kind: 'mixin', customElement: true }] });
    const [declaration] = module.declarations;
    expect(declaration.name).toMatch(/^[A-Z]\w+Behaviour$/);
    expect(declaration.tagName).toBeUndefined();
    expect(module.exports).toBeUndefined();
    expect(declaration['x-behaviour'].selector).toBe(manifest.selector);
    for (const attribute of declaration.attributes) expect(attribute).toMatchObject({ name: expect.any(String) });
    for (const event of declaration.events)
      expect(event).toMatchObject({ name: expect.any(String), type: { text: expect.any(String) } });
    for (const attribute of manifest.attributeDocs) {
      expect(globalNames.has(attribute.name), `vscode: ${attribute.name}`).toBe(true);
      expect(webTypesNames.has(attribute.name), `web-types: ${attribute.name}`).toBe(true);
    }
  }
});

it('gives every tag the theme defaults of shared/ui/base.css', () => {
  const base = readFileSync(join(root, 'shared/ui/base.css'), 'utf8');
  const missing = tagged.map((dir) => tagOf(dir)).filter((tag) => tag && !new RegExp(`\\b${tag}\\b`).test(base));
  expect(missing).toEqual([]);
});

it('validates against the Custom Elements Manifest 2.1.0 JSON schema', async () => {
  const { default: Ajv } = await import('ajv');
  const { default: schema } = await import('custom-elements-manifest/schema.json', { with: { type: 'json' } });
  // strict off: the published schema uses keywords (e.g. "deprecated" descriptions) Ajv's strict mode rejects.
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  const valid = validate(customElementsJson(manifests, '0.0.0'));
  expect(validate.errors ?? [], JSON.stringify(validate.errors?.slice(0, 5))).toEqual([]);
  expect(valid).toBe(true);
});

it('points every custom-element definition at a declaration of its module', () => {
  const cem = customElementsJson(manifests, '0.0.0');
  const dangling = cem.modules.flatMap(
    (module: { path: string; declarations: { name: string }[]; exports?: { declaration: { name: string } }[] }) =>
      (module.exports ?? [])
        .filter((e) => !module.declarations.some((d) => d.name === e.declaration.name))
        .map((e) => `${module.path}: ${e.declaration.name}`),
  );
  expect(dangling).toEqual([]);
});
