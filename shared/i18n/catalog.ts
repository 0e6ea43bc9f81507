// The shape of a widget's message catalogue: ICU strings in source; after the build, compiled English beside the
// widget and French in one lazy module (tools/build/messages-plugin.mjs) that registers itself (french.ts).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A string is the text itself once compiled (source catalogues hold ICU strings); an array is an ICU AST. */
type CompiledMessage = string | MessageFormatElement[];
export type Messages<K extends string = string> = Record<K, CompiledMessage>;

export interface Catalog<K extends string = string> {
  readonly en: Messages<K>;
  /** In source catalogues; the build moves French out of the widget's chunk. */
  readonly fr?: Messages<K>;
  /** Built catalogues: the key of their French in the registry, and the import that brings it. */
  readonly id?: string;
  readonly load?: () => Promise<unknown>;
}
