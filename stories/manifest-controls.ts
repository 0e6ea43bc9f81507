// Storybook controls from a widget's manifest.ts: one control per data-* attribute, its default, and a render of the tag.
import type { ArgTypes } from '@storybook/react-vite';
import { type ComponentType, createElement, type ReactElement } from 'react';
import type { AttrSpec, ConfigOf, ConfigSchema } from '../shared/config/attributes.ts';
import type { WidgetManifest } from '../shared/manifest.ts';
import { type AttributeDoc, attributesOf } from '../shared/manifest-attributes.ts';
import { elementHtml } from './element-html.ts';
import { PageMarkup } from './support.tsx';

/** A story's args: one per config field (keyed by field, shown as its attribute), plus the HTML inside the tag. */
export type ElementArgs<S extends ConfigSchema> = ConfigOf<S> & { content: string };
type InputType = ArgTypes[string];
type Control = NonNullable<InputType['control']>;

const CONTROL_TYPES = {
  boolean: 'boolean',
  number: 'number',
  enum: 'select',
  string: 'text',
  url: 'text',
  id: 'text',
} as const;

function controlOf(spec: AttrSpec): Control {
  if (spec.type !== 'number') return { type: CONTROL_TYPES[spec.type] };
  // The schema's bounds, so the number field cannot leave what readConfig accepts.
  return {
    type: 'number',
    ...(spec.min !== undefined ? { min: spec.min } : {}),
    ...(spec.max !== undefined ? { max: spec.max } : {}),
    ...(spec.integer ? { step: 1 } : {}),
  };
}

function inputTypeOf(doc: AttributeDoc, spec: AttrSpec): InputType {
  return {
    name: doc.name,
    description: doc.description,
    control: controlOf(spec),
    ...(spec.type === 'enum' ? { options: spec.values } : {}),
    type:
      spec.type === 'enum'
        ? { name: 'enum', value: [...spec.values], required: doc.required }
        : {
            name: spec.type === 'url' || spec.type === 'id' ? 'string' : spec.type,
            required: doc.required,
          },
    table: {
      category: 'attributes',
      type: { summary: doc.typeText },
      ...(doc.defaultText !== undefined ? { defaultValue: { summary: doc.defaultText } } : {}),
    },
  };
}

interface Options {
  /** The component that puts the HTML on the page (stories with their own parsing order pass theirs). */
  markup?: ComponentType<{ html: string }>;
}

/** argTypes (category "attributes"), args at the schema defaults, and a render writing `<sf-x data-…>` from the args. */
export function manifestControls<S extends ConfigSchema>(
  manifest: WidgetManifest<S>,
  { markup = PageMarkup }: Options = {},
) {
  const argTypes: Record<string, InputType> = {
    // The server's inner HTML is the story's fixture, not an attribute: kept out of the Controls panel.
    content: { table: { disable: true }, control: false },
  };
  const defaults: Record<string, unknown> = {};
  for (const doc of attributesOf(manifest)) {
    const field = doc.fieldName ?? doc.name;
    const spec = manifest.schema[field];
    if (!spec) continue;
    argTypes[field] = inputTypeOf(doc, spec);
    defaults[field] = spec.default;
  }
  return {
    argTypes: argTypes as Partial<ArgTypes<ElementArgs<S>>>,
    // The schema's defaults are what readConfig would produce, so the args start as the tag without attributes.
    args: { ...defaults, content: '' } as ElementArgs<S>,
    render: (args: ElementArgs<S>): ReactElement => createElement(markup, { html: elementHtml(manifest, args) }),
  };
}
