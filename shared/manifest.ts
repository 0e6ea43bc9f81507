// The shape of a widget's manifest.ts: the source the custom-elements manifest and editor data are generated from.
import type { ConfigSchema } from './config/attributes.ts';
import type { SfEventName } from './stores/events.ts';

export interface WidgetManifest<S extends ConfigSchema = ConfigSchema> {
  tag: `sf-${string}`;
  summary: string;
  /** The schema the widget reads its data-* attributes with (useConfig/readConfig). */
  schema: S;
  /** One description per schema field; the spec field name is the key. */
  attributes: { [K in keyof S]: string };
  events?: { name: SfEventName; detail: string; description: string }[];
  methods?: { name: string; signature: string; description: string }[];
  cssProperties?: { name: string; default?: string; description: string }[];
  /** Where the page author finds more (relative to the repository root). */
  docs: string;
}

/** Identity helper that checks a manifest's shape where it is written. */
export const defineManifest = <S extends ConfigSchema>(manifest: WidgetManifest<S>): WidgetManifest<S> => manifest;
