// The Storybook controls come from the manifests: every attribute gets its control and default; renders write changes only.
/// <reference types="vite/client" />
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { type AttrSpec, attributeName } from '../shared/config/attributes.ts';
import type { BehaviourManifest, WidgetManifest } from '../shared/manifest.ts';
import { attributesOf } from '../shared/manifest-attributes.ts';
import { elementHtml } from './element-html.ts';
import { manifestControls } from './manifest-controls.ts';

const modules = import.meta.glob<{ default: WidgetManifest | BehaviourManifest }>('../widgets/*/manifest.ts', {
  eager: true,
});
const tags = Object.values(modules)
  .map((module) => module.default)
  .filter((manifest): manifest is WidgetManifest => 'tag' in manifest);

const CONTROL_TYPES: Record<AttrSpec['type'], string> = {
  boolean: 'boolean',
  number: 'number',
  enum: 'select',
  string: 'text',
  url: 'text',
  id: 'text',
};

/** A value other than the default that readConfig still accepts (quotes and & check the escaping). */
function changed(spec: AttrSpec): string | number | boolean {
  switch (spec.type) {
    case 'boolean':
      return !spec.default;
    case 'number':
      return spec.max !== undefined && spec.default + 1 > spec.max ? spec.default - 1 : spec.default + 1;
    case 'enum':
      return spec.values.find((value) => value !== spec.default) ?? spec.default;
    default:
      return `/x?a="1"&b=<2>`;
  }
}

function parse(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  const element = template.content.firstElementChild;
  if (!element) throw new Error(`no element in ${html}`);
  return element;
}

it('finds the tag manifests', () => {
  expect(tags.length).toBeGreaterThan(0);
});

describe.each(tags.map((manifest) => [manifest.tag, manifest] as const))('%s', (_tag, manifest) => {
  const { argTypes, args } = manifestControls(manifest);
  const fields = Object.entries(manifest.schema);

  it('gives every attribute a control of its type, with its description and default', () => {
    for (const [field, spec] of fields) {
      const input = argTypes[field];
      expect(input?.name, field).toBe(attributeName(field));
      expect(input?.control, field).toMatchObject({ type: CONTROL_TYPES[spec.type] });
      const purpose = attributesOf(manifest).find((doc) => doc.fieldName === field)?.purpose;
      expect(purpose, field).toMatch(/\S/);
      expect(input?.description, field).toContain(purpose);
      expect(input?.table, field).toMatchObject({
        category: 'attributes',
        defaultValue: { summary: JSON.stringify(spec.default) },
      });
      if (spec.type === 'enum') expect(input?.options, field).toEqual(spec.values);
      expect(args[field], field).toBe(spec.default);
    }
  });

  it('lists nothing but the attributes, and keeps the server content out of the panel', () => {
    expect(Object.keys(argTypes).sort()).toEqual([...fields.map(([field]) => field), 'content'].sort());
    expect(argTypes.content?.table).toMatchObject({ disable: true });
  });

  it('writes no attribute while every arg is its default, and keeps the server content inside', () => {
    const element = parse(elementHtml(manifest, { ...args, content: '<p>Server HTML</p>' }));
    expect(element.localName).toBe(manifest.tag);
    expect(element.getAttributeNames()).toEqual([]);
    expect(element.innerHTML).toBe('<p>Server HTML</p>');
  });

  it('writes every changed arg as its data-* attribute', () => {
    const values = Object.fromEntries(fields.map(([field, spec]) => [field, changed(spec)]));
    const element = parse(elementHtml(manifest, { ...args, ...values }));
    for (const [field, value] of Object.entries(values)) {
      expect(element.getAttribute(attributeName(field)), field).toBe(String(value));
    }
    expect(element.getAttributeNames()).toHaveLength(fields.length);
  });
});

it('re-renders the element when a control changes', async () => {
  const manifest = tags.find((m) => Object.keys(m.schema).length > 0);
  const [field, spec] = Object.entries(manifest?.schema ?? {})[0] ?? [];
  if (!manifest || !field || !spec) throw new Error('no tag manifest with an attribute');
  const { args, render } = manifestControls(manifest);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(render(args)));
  expect(container.querySelector(manifest.tag)?.getAttributeNames()).toEqual([]);
  await act(async () => root.render(render({ ...args, [field]: changed(spec) })));
  expect(container.querySelector(manifest.tag)?.getAttribute(attributeName(field))).toBe(String(changed(spec)));
  await act(async () => root.unmount());
  container.remove();
});
