// The shape of a widget's message catalogue: ICU strings in source, ASTs after the build compiles them.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locale.ts';

type CompiledMessage = string | MessageFormatElement[];
export type Catalog<K extends string = string> = Record<Locale, Record<K, CompiledMessage>>;
