// The sf-* tags: each is read with its widget's own schema (readConfig) and loader rule (loadOnOf), as on the page.
import { readConfig } from '../../shared/config/attributes.ts';
import { parseLegacyBoolean } from '../../shared/config/legacy-values.ts';
import { LOAD_ON, LOAD_ON_ATTRIBUTE, loadOnOf } from '../../shared/loader/wake.ts';
import type { WidgetManifest } from '../../shared/manifest.ts';
import { attributesOf } from '../../shared/manifest-attributes.ts';
import type { Finding } from './findings.ts';
import { asDomElement, type Element, positionOf } from './html.ts';
import { tagManifests } from './manifests.ts';
import { type Lang, say } from './messages.ts';
import { quietly } from './page-globals.ts';
import { closest } from './suggest.ts';
import { exampleFor, expectedText, type ValueSpec } from './values.ts';

/**
 * <sf-async-section> sends every data-* attribute its schema does not name in the item's DataJson
 * (widgets/async-section/item.ts): on it, an attribute the schema does not know is the author's, not a typo.
 */
const OPEN_DATA_TAGS = new Set(['sf-async-section']);

/** Attributes any HTML element may carry (the HTML standard's global attributes): never the widget's business. */
const GLOBAL_ATTRIBUTES = new Set(
  (
    'accesskey autocapitalize autofocus class contenteditable dir draggable enterkeyhint hidden id inert inputmode is ' +
    'itemid itemprop itemref itemscope itemtype lang nonce part popover role slot spellcheck style tabindex title translate'
  ).split(' '),
);
const isGlobal = (name: string) => GLOBAL_ATTRIBUTES.has(name) || /^(aria-|on)/.test(name);

/** Spellings the legacy server writes (LEGACY-MARKUP.md §0): True/False, true/false, 1/0; yes/on are only tolerated. */
const SERVER_BOOLEAN = /^(true|false|1|0)$/i;

export interface TagContext {
  lang: Lang;
  findings: Finding[];
}

export function checkTag(element: Element, context: TagContext): boolean {
  const manifest = tagManifests().find((m) => m.tag === element.name);
  if (!manifest) {
    unknownTag(element, context);
    return false;
  }
  const docs = attributesOf(manifest);
  const known = new Set(docs.flatMap((d) => [d.name, ...(d.renamedFrom ?? [])]));
  const { lang, findings } = context;
  const add = (f: Omit<Finding, 'line' | 'column' | 'element'>, at?: string) =>
    findings.push({ ...positionOf(element, at), element: element.name, ...f });

  for (const name of Object.keys(element.attribs)) {
    if (known.has(name) || isGlobal(name)) continue;
    if (name.startsWith('data-') && OPEN_DATA_TAGS.has(element.name)) continue;
    const suggestion = closest(name, known);
    add(
      {
        rule: 'unknown-attribute',
        severity: 'error',
        attribute: name,
        message: say(lang, 'unknown-attribute.message', { tag: element.name, attribute: name }),
        fix: suggestion ? say(lang, 'unknown-attribute.fix', { suggestion }) : say(lang, 'unknown-attribute.fix-none'),
      },
      name,
    );
  }

  for (const doc of docs) {
    const old = (doc.renamedFrom ?? []).find((n) => Object.hasOwn(element.attribs, n));
    if (old && !Object.hasOwn(element.attribs, doc.name))
      add(
        {
          rule: 'renamed-attribute',
          severity: 'warning',
          attribute: old,
          message: say(lang, 'renamed-attribute.message', { tag: element.name, old, attribute: doc.name }),
          fix: say(lang, 'renamed-attribute.fix', { attribute: doc.name }),
        },
        old,
      );
  }

  const dom = asDomElement(element);
  const { problems } = quietly(() => readConfig(dom, manifest.schema));
  for (const problem of problems) {
    const field = docs.find((d) => d.name === problem.attribute)?.fieldName ?? '';
    const spec = manifest.schema[field] as ValueSpec;
    const example = exampleFor(problem.attribute, spec);
    const at = Object.hasOwn(element.attribs, problem.attribute)
      ? problem.attribute
      : (docs.find((d) => d.name === problem.attribute)?.renamedFrom ?? []).find((n) =>
          Object.hasOwn(element.attribs, n),
        );
    if (problem.problem === 'missing')
      add({
        rule: 'missing-required',
        severity: 'error',
        attribute: problem.attribute,
        message: say(lang, 'missing-required.message', { tag: element.name, attribute: problem.attribute }),
        fix: say(lang, 'missing-required.fix', { attribute: problem.attribute, example }),
      });
    else
      add(
        // Under the name it is written with (an earlier name of the attribute, still read).
        invalidValue(lang, element.name, at ?? problem.attribute, problem.value ?? '', spec, example),
        at ?? problem.attribute,
      );
  }
  checkLoadOn(element, manifest, add, lang);
  for (const doc of docs.filter((d) => d.type === 'boolean')) {
    const name = [doc.name, ...(doc.renamedFrom ?? [])].find((n) => Object.hasOwn(element.attribs, n));
    if (name === undefined) continue;
    const value = element.attribs[name] ?? '';
    const finding = legacyBoolean(lang, element.name, name, value);
    if (finding) add(finding, name);
  }
  return true;
}

type Add = (f: Omit<Finding, 'line' | 'column' | 'element'>, at?: string) => void;

function checkLoadOn(element: Element, manifest: WidgetManifest, add: Add, lang: Lang): void {
  const fallback = manifest.loadOn ?? 'ready';
  let complained = false;
  loadOnOf(
    asDomElement(element),
    fallback,
    () => {
      complained = true;
    },
    element.name,
  );
  if (!complained) return;
  const spec: ValueSpec = { type: 'enum', values: LOAD_ON, default: fallback };
  const value = element.attribs[LOAD_ON_ATTRIBUTE] ?? '';
  add(invalidValue(lang, element.name, LOAD_ON_ATTRIBUTE, value, spec, fallback), LOAD_ON_ATTRIBUTE);
}

export function invalidValue(
  lang: Lang,
  tag: string,
  attribute: string,
  value: string,
  spec: ValueSpec,
  example: string,
): Omit<Finding, 'line' | 'column' | 'element'> {
  const fallback = spec.default === undefined || spec.default === '' ? '""' : JSON.stringify(String(spec.default));
  return {
    rule: 'invalid-value',
    severity: 'error',
    attribute,
    value,
    message: say(lang, 'invalid-value.message', {
      tag,
      attribute,
      value,
      expected: expectedText(lang, spec),
      fallback,
    }),
    fix: say(lang, 'invalid-value.fix', { attribute, example }),
  };
}

/** A boolean the widgets read (yes, on…) but the server never writes: a page that depends on the leniency. */
export function legacyBoolean(
  lang: Lang,
  tag: string,
  attribute: string,
  value: string,
): Omit<Finding, 'line' | 'column' | 'element'> | null {
  const reading = parseLegacyBoolean(value);
  if (reading === undefined || SERVER_BOOLEAN.test(value.trim())) return null;
  const example = reading ? 'True' : 'False';
  return {
    rule: 'legacy-boolean',
    severity: 'warning',
    attribute,
    value,
    message: say(lang, 'legacy-boolean.message', { tag, attribute, value, reading: String(reading) }),
    fix: say(lang, 'legacy-boolean.fix', { attribute, example }),
  };
}

function unknownTag(element: Element, { lang, findings }: TagContext): void {
  const tags = tagManifests().map((m) => m.tag);
  const suggestion = closest(element.name, tags);
  findings.push({
    ...positionOf(element),
    element: element.name,
    rule: 'unknown-tag',
    severity: 'error',
    message: say(lang, 'unknown-tag.message', { tag: element.name }),
    fix: suggestion
      ? say(lang, 'unknown-tag.fix', { suggestion })
      : say(lang, 'unknown-tag.fix-none', { list: tags.join(', ') }),
  });
}
