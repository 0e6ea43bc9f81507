// The one mapping from a manifest to its attributes (HTML name, type, default): tools/manifest.mjs and the stories share it.
import { type AttrSpec, attributeName } from './config/attributes.ts';
import type { BehaviourAttrType, BehaviourManifest, WidgetManifest } from './manifest.ts';

export interface AttributeDoc {
  /** As written in HTML: data-widget-ajax-url, productcode. */
  name: string;
  /** The config field it fills (tag widgets only). */
  fieldName?: string;
  /** The element that carries it (behaviours only). */
  on?: string;
  type: BehaviourAttrType;
  /** The type as editors show it: 'grid' | 'list', string (URL)… */
  typeText: string;
  values?: readonly string[];
  default?: string | number | boolean;
  /** The default as JSON text ("" for an empty string), as editor descriptions show it. */
  defaultText?: string;
  required: boolean;
  description: string;
}

const TYPE_TEXT: Partial<Record<BehaviourAttrType, string>> = {
  url: 'string (URL)',
  json: 'string (JSON)',
  flag: 'boolean (presence)',
};

function typeText(type: BehaviourAttrType, values: readonly string[] | undefined): string {
  return type === 'enum' ? (values ?? []).map((v) => `'${v}'`).join(' | ') : (TYPE_TEXT[type] ?? type);
}

const withDefault = (value: string | number | boolean | undefined) =>
  value === undefined ? {} : { default: value, defaultText: JSON.stringify(value) };

function fromSchema(field: string, spec: AttrSpec, description: string | undefined): AttributeDoc {
  const required = 'required' in spec && spec.required === true;
  return {
    name: attributeName(field),
    fieldName: field,
    type: spec.type,
    typeText: typeText(spec.type, spec.type === 'enum' ? spec.values : undefined),
    ...(spec.type === 'enum' ? { values: spec.values } : {}),
    ...withDefault(spec.default),
    required,
    description: `${description ?? ''}${required ? ' Required.' : ''}`.trim(),
  };
}

function fromBehaviour(attribute: BehaviourManifest['attributes'][number]): AttributeDoc {
  const required = attribute.required === true;
  const values = attribute.type === 'enum' ? attribute.values : undefined;
  return {
    name: attribute.name,
    on: attribute.on,
    type: attribute.type,
    typeText: typeText(attribute.type, values),
    ...(values ? { values } : {}),
    ...withDefault(attribute.default),
    required,
    description: `${attribute.description}${required ? ' Required.' : ''}`,
  };
}

/** Every attribute a tag widget (from its config schema) or a behaviour (as listed) reads, in manifest order. */
export function attributesOf(manifest: WidgetManifest | BehaviourManifest): AttributeDoc[] {
  if ('tag' in manifest) {
    return Object.entries(manifest.schema).map(([field, spec]) => fromSchema(field, spec, manifest.attributes[field]));
  }
  return manifest.attributes.map(fromBehaviour);
}
