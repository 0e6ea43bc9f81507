// How each finding about a value is worded: what the attribute expects, and an example to write instead.
import type { AttrSpec } from '../../shared/config/attributes.ts';
import { ENDPOINTS, type Endpoint } from '../../shared/legacy/endpoints.ts';
import { type Lang, say } from './messages.ts';

/** The value kinds the checker words: a schema entry, or a behaviour attribute's type. */
export type ValueSpec =
  | AttrSpec
  | { type: 'json' | 'flag'; default?: undefined }
  | { type: Exclude<AttrSpec['type'], 'enum'>; default?: string | number | boolean }
  | { type: 'enum'; values: readonly string[]; default?: string | number | boolean };

export function expectedText(lang: Lang, spec: ValueSpec): string {
  switch (spec.type) {
    case 'number': {
      const { min, max, integer } = spec as { min?: number; max?: number; integer?: boolean };
      if (min !== undefined && max !== undefined) return say(lang, 'expected.number-range', { min, max });
      if (min !== undefined) return say(lang, 'expected.number-min', { min });
      return say(lang, integer ? 'expected.integer' : 'expected.number');
    }
    case 'url': {
      const origins = 'origins' in spec && typeof spec.origins === 'string' ? spec.origins : undefined;
      return origins ? say(lang, 'expected.url-origins', { origins }) : say(lang, 'expected.url');
    }
    case 'enum':
      return say(lang, 'expected.enum', { values: spec.values.join(', ') });
    case 'flag':
      return say(lang, 'expected.string');
    default:
      return say(lang, `expected.${spec.type}`);
  }
}

/** The legacy contract's own path for an attribute that names an endpoint (data-ajax-url → /ecomasync/render). */
const endpointPath = (attribute: string): string | undefined =>
  Object.values(ENDPOINTS as Record<string, Endpoint>).find((e) => e.attribute === attribute)?.path ?? undefined;

/** A value that fits: the default when it is a real one, else the first that the type allows. */
export function exampleFor(attribute: string, spec: ValueSpec): string {
  switch (spec.type) {
    case 'boolean':
      return spec.default === true ? 'True' : 'False';
    case 'enum':
      return String(spec.default ?? spec.values[0] ?? '');
    case 'number': {
      const { min } = spec as { min?: number };
      return String(spec.default ?? min ?? 0);
    }
    case 'url':
      return endpointPath(attribute) ?? (spec.default ? String(spec.default) : '/…');
    case 'id':
      return spec.default ? String(spec.default) : '0';
    case 'json':
      return '{}';
    default:
      return spec.default ? String(spec.default) : '…';
  }
}
