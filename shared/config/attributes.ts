// Reads a widget's data-* attributes into a typed config with its defaults (each README's Attributes); bad values warn and fall back.
import { reportFailure } from '../report/failures.ts';
import { type OriginList, toAllowedUrl } from '../url/guard.ts';
import { type OpaqueId, parseLegacyBoolean, parseLegacyNumber, parseOpaqueId } from './legacy-values.ts';

export type AttrSpec = (
  | { type: 'string'; default: string; required?: boolean }
  /** Same-origin only, unless `origins` names the <html data-sf-*-origins> allow-list that may add others. */
  | { type: 'url'; default: string; required?: boolean; origins?: OriginList }
  | { type: 'number'; default: number; min?: number; max?: number; integer?: boolean }
  /** "True"/"true"/1 and "False"/"false"/0, as the server writes them (legacy-values.ts). */
  | { type: 'boolean'; default: boolean }
  /** An id the server defines (a GUID as often as digits): kept as written, never made a number (legacy-values.ts). */
  | { type: 'id'; default: string }
  | { type: 'enum'; values: readonly string[]; default: string }
) & {
  /**
   * Names this attribute had in earlier releases of this major (`data-…`): still read when the current name is
   * absent, with one console warning per page (docs/package.md, "The public surface").
   */
  renamedFrom?: readonly string[];
};
export type ConfigSchema = Record<string, AttrSpec>;

type ValueOf<S extends AttrSpec> = S extends { type: 'number' }
  ? number
  : S extends { type: 'id' }
    ? OpaqueId
    : S extends { type: 'boolean' }
      ? boolean
      : S extends { type: 'enum'; values: readonly (infer V)[] }
        ? V
        : string;
export type ConfigOf<S extends ConfigSchema> = { [K in keyof S]: ValueOf<S[K]> };

export interface ConfigProblem {
  attribute: string;
  problem: 'missing' | 'invalid';
  value: string | null;
}
export interface ConfigResult<S extends ConfigSchema> {
  config: ConfigOf<S>;
  problems: ConfigProblem[];
  /** True when a required attribute is missing or invalid: the widget shows its configuration message. */
  blocked: boolean;
}

/** widgetAjaxUrl → data-widget-ajax-url (the legacy field names in kebab-case). */
export const attributeName = (field: string): string =>
  `data-${field.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;

export function readConfig<S extends ConfigSchema>(element: Element, schema: S): ConfigResult<S> {
  const config: Record<string, unknown> = {};
  const problems: ConfigProblem[] = [];
  let blocked = false;
  for (const [field, spec] of Object.entries(schema)) {
    const attribute = attributeName(field);
    const raw = readAttribute(element, attribute, spec.renamedFrom);
    const parsed = raw === null || raw.trim() === '' ? undefined : parseValue(raw.trim(), spec);
    const required = 'required' in spec && spec.required === true;
    if (parsed === undefined) {
      if (raw !== null && raw.trim() !== '') problems.push({ attribute, problem: 'invalid', value: raw });
      else if (required) problems.push({ attribute, problem: 'missing', value: raw });
      if (required) blocked = true;
    }
    config[field] = parsed ?? spec.default;
  }
  for (const p of problems) reportProblem(element, p);
  return { config: config as ConfigOf<S>, problems, blocked };
}

/**
 * A problem is the page's `config` failure, named by the tag (one sf:error, repeats counted). A stand-in element (the
 * page checker and the bench read attributes without a DOM) has no page to raise it on: it is only logged.
 */
function reportProblem(element: Element, { attribute, problem, value }: ConfigProblem): void {
  const message = `${attribute}: ${problem} value ${JSON.stringify(value)}; using the default.`;
  const page = element.ownerDocument as Document | undefined;
  if (page) reportFailure({ kind: 'config', widget: element.localName, message }, page);
  else console.warn(`[storefront] <${element.localName}> ${message}`);
}

/** Renamed attributes already warned about on this page (tag and old name): one warning each, however many elements. */
const warnedRenames = new Set<string>();

/** The attribute's value under its name, else under the first earlier name the element still carries. */
function readAttribute(element: Element, attribute: string, renamedFrom: readonly string[] = []): string | null {
  const current = element.getAttribute(attribute);
  if (current !== null) return current;
  const old = renamedFrom.find((name) => element.hasAttribute(name));
  if (old === undefined) return null;
  const key = `${element.localName} ${old}`;
  if (!warnedRenames.has(key)) {
    warnedRenames.add(key);
    console.warn(
      `[storefront] <${element.localName}> ${old} is now ${attribute}: the old name still works until the next major version; rename it in the page.`,
    );
  }
  return element.getAttribute(old);
}

/** One attribute value read as its schema entry says; undefined when it does not fit (the caller keeps the default). */
export function parseValue(raw: string, spec: AttrSpec): unknown {
  switch (spec.type) {
    case 'string':
      return raw;
    case 'url':
      // The one same-origin guard (it refuses control characters, schemes other than http(s), //host, user@host);
      // the value is kept as written, so relative URLs stay relative.
      return toAllowedUrl(raw, spec.origins ?? []) ? raw : undefined;
    case 'boolean':
      return parseLegacyBoolean(raw);
    case 'id':
      return parseOpaqueId(raw) ?? undefined;
    case 'enum':
      return spec.values.find((v) => v.toLowerCase() === raw.toLowerCase());
    case 'number':
      return parseLegacyNumber(raw, spec);
  }
}
