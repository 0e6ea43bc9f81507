// The shape of a widget's or behaviour's manifest.ts: the source the custom-elements manifest and editor data are generated from.
import type { AttrSpec, ConfigSchema } from './config/attributes.ts';
import type { EnterPresses } from './loader/kept-input.ts';
import type { LoadOn } from './loader/wake.ts';
import type { SfEventName } from './stores/events.ts';

/** A DOM event the widget or behaviour raises (typed in shared/stores/events.ts). */
interface EventDoc {
  name: SfEventName;
  detail: string;
  description: string;
}

/** What a README's attribute table needs beyond the description, for an attribute whose schema entry says too little. */
export interface AttributeNotes {
  description: string;
  /** The field's name in the legacy contract when it is not the config key; null for this project's own attribute. */
  specField?: string | null;
  /** How the value is written when the schema type says less: GUID, element id, the shape of a JSON text. */
  format?: string;
  /** What the widget does without the attribute, when the schema default is only a placeholder (""). */
  whenAbsent?: string;
}

export interface WidgetManifest<S extends ConfigSchema = ConfigSchema> {
  tag: `sf-${string}`;
  summary: string;
  /** The schema the widget reads its data-* attributes with (useConfig/readConfig). */
  schema: S;
  /**
   * One description per schema field (the README attribute tables, custom-elements.json and the editor data are made
   * from it); the key is the field's name in the legacy contract unless the notes say otherwise.
   */
  attributes: { [K in keyof S]: string | AttributeNotes };
  events?: EventDoc[];
  methods?: { name: string; signature: string; description: string }[];
  cssProperties?: { name: string; default?: string; description: string }[];
  /**
   * When the widget's code is fetched, unless its element's `data-load-on` says otherwise (shared/loader/wake.ts):
   * 'ready' (the default) for what the page needs at once; a later moment only for a widget whose server markup
   * is usable without it.
   */
  loadOn?: LoadOn;
  /** Where the page author finds more (relative to the repository root). */
  docs: string;
}

/** Identity helper that checks a manifest's shape where it is written. */
export const defineManifest = <S extends ConfigSchema>(manifest: WidgetManifest<S>): WidgetManifest<S> => manifest;

/** The config schema's value types, plus JSON text and markers whose presence alone counts (their value is not read). */
export type BehaviourAttrType = AttrSpec['type'] | 'json' | 'flag';

interface BehaviourAttributeBase {
  /** The attribute exactly as the server writes it (productcode, data-sf-add): behaviours read legacy names too. */
  name: string;
  /** The element that carries it: a selector, or plain words for a family of elements. */
  on: string;
  /** What the behaviour uses when the attribute is absent; left out when absence means "off" or "nothing to do". */
  default?: string | number | boolean;
  required?: boolean;
  description: string;
  /** How the value is written when the type says less (integer > 0, a selector…). */
  format?: string;
}
/** One attribute a behaviour reads on the server's markup (not standard HTML ones such as maxlength or title). */
type BehaviourAttribute = BehaviourAttributeBase &
  ({ type: 'enum'; values: readonly string[] } | { type: Exclude<BehaviourAttrType, 'enum'> });

/** A delegated behaviour: no element of its own, it attaches to server markup the loader finds by selector. */
export interface BehaviourManifest {
  /** The widgets/ folder the behaviour lives in. */
  name: string;
  summary: string;
  /** The loader registry key whose match on the page loads the behaviour (the build reads it: tools/build/chunk-plan.mjs). */
  selector: string;
  /**
   * Controls inside its markers (a selector) whose clicks before the behaviour is in are kept: shown pending at once,
   * and handed to its define() once it is (shared/loader/early-clicks.ts; the build reads it: tools/build/chunk-plan.mjs).
   */
  keepsClicks?: string;
  /**
   * Fields in which Enter, before the behaviour is in, is kept as a click on the section's button it presses (the
   * first of `presses` in the field's `within`): prevented, shown pending and handed over like `keepsClicks`.
   */
  keepsEnter?: EnterPresses;
  attributes: BehaviourAttribute[];
  events?: EventDoc[];
  cssProperties?: { name: string; default?: string; description: string }[];
  /** Where the page author finds more (relative to the repository root). */
  docs: string;
}

/** Identity helper that checks a behaviour manifest's shape where it is written. */
export const defineBehaviour = (manifest: BehaviourManifest): BehaviourManifest => manifest;
