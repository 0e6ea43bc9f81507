// The delegated behaviours' markup: attributes the server writes on its own elements (productcode, data-sf-add…),
// each read as the shared value readers read it (parseValue: the same switch readConfig runs).
import { parseValue } from '../../shared/config/attributes.ts';
import type { BehaviourManifest } from '../../shared/manifest.ts';
import type { Finding } from './findings.ts';
import { type Element, positionOf, select } from './html.ts';
import { behaviourManifests } from './manifests.ts';
import type { Lang } from './messages.ts';
import { say } from './messages.ts';
import { quietly } from './page-globals.ts';
import { invalidValue, legacyBoolean } from './tags.ts';
import { exampleFor, type ValueSpec } from './values.ts';

type Attribute = BehaviourManifest['attributes'][number];
type Document = Parameters<typeof select>[1];

/** Which elements a behaviour's attribute is read on: its own data-* names anywhere, plain names only in its markup. */
function scopeOf(behaviour: BehaviourManifest, document: Document): Set<Element> {
  const scope = new Set<Element>();
  for (const match of select(behaviour.selector, document)) {
    scope.add(match);
    for (const inside of select('*', match)) scope.add(inside);
  }
  return scope;
}

const specOf = (a: Attribute): ValueSpec => {
  const given = a.default === undefined ? {} : { default: a.default };
  return (a.type === 'enum' ? { type: 'enum', values: a.values, ...given } : { type: a.type, ...given }) as ValueSpec;
};

/** True when the raw value reads as its type does in the behaviour (json: JSON text; flag: any value). */
function fits(raw: string, spec: ValueSpec): boolean {
  if (spec.type === 'flag') return true;
  if (spec.type === 'json') {
    try {
      JSON.parse(raw);
      return true;
    } catch {
      return false;
    }
  }
  if (raw.trim() === '') return spec.type === 'string';
  return quietly(() => parseValue(raw.trim(), spec as Parameters<typeof parseValue>[1])) !== undefined;
}

export function checkBehaviours(document: Document, lang: Lang, findings: Finding[]): number {
  let checked = 0;
  for (const behaviour of behaviourManifests()) {
    const scope = scopeOf(behaviour, document);
    const ids = behaviour.attributes.filter((a) => a.type === 'id').map((a) => a.name);
    for (const attribute of behaviour.attributes) {
      const candidates = attribute.name.startsWith('data-')
        ? select(`[${attribute.name}]`, document)
        : [...scope].filter((e) => Object.hasOwn(e.attribs, attribute.name));
      for (const element of candidates) {
        // Tags are checked against their own schema (an sf-* tag's data-widget-code is its config, not this reading).
        if (element.name.startsWith('sf-')) continue;
        checked++;
        const raw = element.attribs[attribute.name] ?? '';
        const spec = specOf(attribute);
        const at = { ...positionOf(element, attribute.name), element: element.name };
        if (!fits(raw, spec))
          findings.push({
            ...at,
            ...invalidValue(lang, element.name, attribute.name, raw, spec, exampleFor(attribute.name, spec)),
          });
        else if (attribute.type === 'boolean') {
          const finding = legacyBoolean(lang, element.name, attribute.name, raw);
          if (finding) findings.push({ ...at, ...finding });
        }
      }
      if (!attribute.required) continue;
      // A trigger that carries none of the behaviour's ids (a legacy trigger names its post with data-id-post).
      for (const trigger of select(behaviour.selector, document)) {
        if (ids.some((name) => Object.hasOwn(trigger.attribs, name))) continue;
        findings.push({
          ...positionOf(trigger),
          element: trigger.name,
          rule: 'missing-required',
          severity: 'error',
          attribute: attribute.name,
          message: say(lang, 'missing-required.message', { tag: trigger.name, attribute: attribute.name }),
          fix: say(lang, 'missing-required.fix', {
            attribute: attribute.name,
            example: exampleFor(attribute.name, specOf(attribute)),
          }),
        });
      }
    }
  }
  return checked;
}
