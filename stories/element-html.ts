// Writes a widget tag the way the CMS does: data-* attributes from config values, defaults left out, around server HTML.
import type { ConfigOf, ConfigSchema } from '../shared/config/attributes.ts';
import type { WidgetManifest } from '../shared/manifest.ts';
import { attributesOf } from '../shared/manifest-attributes.ts';

/** Config values by field (any subset) and the server-rendered HTML that goes inside the tag. */
export type ElementValues<S extends ConfigSchema> = Partial<ConfigOf<S>> & { content?: string };

// Values are written in double quotes: JSON attributes (data-price-breaks) keep their own quotes this way.
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `<sf-x data-…>content</sf-x>`: an attribute is written only when its value differs from the schema default. */
export function elementHtml<S extends ConfigSchema>(manifest: WidgetManifest<S>, values: ElementValues<S>): string {
  const byField: Readonly<Record<string, unknown>> = values;
  const attributes = attributesOf(manifest)
    .map((doc) => ({ doc, value: byField[doc.fieldName ?? ''] }))
    .filter(({ doc, value }) => value !== undefined && value !== doc.default)
    .map(({ doc, value }) => ` ${doc.name}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${manifest.tag}${attributes}>${values.content ?? ''}</${manifest.tag}>`;
}
