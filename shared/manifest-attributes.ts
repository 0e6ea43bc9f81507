// The one mapping from a manifest to its attributes (HTML name, type, default): tools/build/manifest.mjs and the stories share it.
import { type AttrSpec, attributeName } from './config/attributes.ts';
import { LOAD_ON, LOAD_ON_ATTRIBUTE } from './loader/wake.ts';
import type { AttributeNotes, BehaviourAttrType, BehaviourManifest, WidgetManifest } from './manifest.ts';

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
  /** What editors show: the manifest's words, what happens without the attribute, and whether it is required. */
  description: string;
  /** The manifest's words alone (the README table shows the rest in its own columns). */
  purpose: string;
  /** The field of the legacy contract it carries; absent when it has none. */
  specField?: string;
  /** How the value is written, when the type alone says too little. */
  format?: string;
  /** What happens without it, when the default is only a placeholder. */
  whenAbsent?: string;
  /** Its names in earlier releases of this major, still read (AttrSpec.renamedFrom). */
  renamedFrom?: readonly string[];
}

const TYPE_TEXT: Partial<Record<BehaviourAttrType, string>> = {
  url: 'string (URL)',
  id: 'string (id, as the server writes it)',
  json: 'string (JSON)',
  flag: 'boolean (presence)',
};

function typeText(type: BehaviourAttrType, values: readonly string[] | undefined): string {
  return type === 'enum' ? (values ?? []).map((v) => `'${v}'`).join(' | ') : (TYPE_TEXT[type] ?? type);
}

const withDefault = (value: string | number | boolean | undefined) =>
  value === undefined ? {} : { default: value, defaultText: JSON.stringify(value) };

const notesOf = (text: string | AttributeNotes | undefined): AttributeNotes =>
  typeof text === 'object' ? text : { description: text ?? '' };

function editorText(purpose: string, whenAbsent: string | undefined, required: boolean): string {
  return `${purpose}${whenAbsent ? ` Without it: ${whenAbsent}.` : ''}${required ? ' Required.' : ''}`.trim();
}

function fromSchema(field: string, spec: AttrSpec, text: string | AttributeNotes | undefined): AttributeDoc {
  const required = 'required' in spec && spec.required === true;
  const { description: purpose, specField = field, format, whenAbsent } = notesOf(text);
  return {
    name: attributeName(field),
    fieldName: field,
    type: spec.type,
    typeText: typeText(spec.type, spec.type === 'enum' ? spec.values : undefined),
    ...(spec.type === 'enum' ? { values: spec.values } : {}),
    ...withDefault(spec.default),
    required,
    description: editorText(purpose, whenAbsent, required),
    purpose,
    ...(specField === null ? {} : { specField }),
    ...(format ? { format } : {}),
    ...(whenAbsent ? { whenAbsent } : {}),
    ...(spec.renamedFrom?.length ? { renamedFrom: spec.renamedFrom } : {}),
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
    description: editorText(attribute.description, undefined, required),
    purpose: attribute.description,
    ...(attribute.format ? { format: attribute.format } : {}),
  };
}

/** The loader's attribute, on every tag: when the widget loads, its manifest's `loadOn` as the default. */
function loadOnDoc(manifest: WidgetManifest): AttributeDoc {
  const purpose =
    'When the widget’s code loads: with the page, at idle, near the viewport, or at first use (its server markup works until then; docs/authoring.md, "When a widget loads").';
  return {
    name: LOAD_ON_ATTRIBUTE,
    type: 'enum',
    typeText: typeText('enum', LOAD_ON),
    values: LOAD_ON,
    ...withDefault(manifest.loadOn ?? 'ready'),
    required: false,
    description: editorText(purpose, undefined, false),
    purpose,
  };
}

/**
 * Every attribute a tag widget (from its config schema, then the loader's data-load-on) or a behaviour (as listed)
 * reads, in manifest order.
 */
export function attributesOf(manifest: WidgetManifest | BehaviourManifest): AttributeDoc[] {
  if ('tag' in manifest) {
    return [
      ...Object.entries(manifest.schema).map(([field, spec]) => fromSchema(field, spec, manifest.attributes[field])),
      loadOnDoc(manifest),
    ];
  }
  return manifest.attributes.map(fromBehaviour);
}

/** The event every widget and behaviour raises, through the loader and the shared client, config and sanitiser. */
const FAILURE_EVENT_DOC = {
  name: 'sf:error',
  detail: 'FailureDetail',
  description:
    'A failure it met (kind: integrity, load, endpoint, reply, config, sanitised, kept-input), raised on document once per distinct failure, its repeats counted in detail.count (docs/integrating.md, "Failures and field reports").',
} as const;

/** The events a widget or behaviour raises: those its manifest lists, then the failure event every one raises. */
export function eventsOf(manifest: WidgetManifest | BehaviourManifest) {
  const listed = manifest.events ?? [];
  // Once: a manifest the build already read (tools/build/manifest.mjs) lists it.
  return listed.some((e) => e.name === FAILURE_EVENT_DOC.name) ? listed : [...listed, FAILURE_EVENT_DOC];
}
