// custom-elements.json (Custom Elements Manifest 2.1.0): one module per sf-* tag, one per delegated behaviour.

const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

const eventsOf = (m) =>
  (m.events ?? []).map((e) => ({
    name: e.name,
    type: { text: `CustomEvent<${e.detail}>` },
    description: e.description,
  }));

const attributeOf = (a) => ({
  name: a.name,
  ...(a.fieldName ? { fieldName: a.fieldName } : {}),
  type: { text: a.typeText },
  // The schema wants the attribute's actual default string here, not source text ("" rather than "\"\"").
  ...(a.default !== undefined ? { default: String(a.default) } : {}),
  description: a.description,
  // Not in the schema (which allows extra fields): the element a behaviour reads the attribute on.
  ...(a.on ? { 'x-on': a.on } : {}),
});

function tagModule(m) {
  return {
    kind: 'javascript-module',
    path: `widgets/${m.dir}/define.ts`,
    declarations: [
      {
        kind: 'class',
        name: pascal(m.tag),
        tagName: m.tag,
        customElement: true,
        description: m.summary,
        attributes: m.attributeDocs.map(attributeOf),
        events: eventsOf(m),
        members: (m.methods ?? []).map((x) => ({
          kind: 'method',
          name: x.name,
          description: x.description,
          type: { text: x.signature },
        })),
        cssProperties: m.cssProperties ?? [],
        slots: [{ name: '', description: 'Server-rendered content the widget enhances, if any (see its README).' }],
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: m.tag,
        // A reference names the declaration (the class), not the tag.
        declaration: { name: pascal(m.tag), module: `widgets/${m.dir}/define.ts` },
      },
    ],
  };
}

/**
 * A behaviour has no element: it is a custom-element mixin (the schema's way to carry attributes and events without a
 * tag), with no tagName and no custom-element-definition export, so tools never offer it as a tag.
 */
function behaviourModule(m) {
  return {
    kind: 'javascript-module',
    path: `widgets/${m.dir}/`,
    summary: m.summary,
    declarations: [
      {
        kind: 'mixin',
        name: `${pascal(m.name)}Behaviour`,
        customElement: true,
        description: m.summary,
        attributes: m.attributeDocs.map(attributeOf),
        events: eventsOf(m),
        cssProperties: m.cssProperties ?? [],
        'x-behaviour': { selector: m.selector, docs: m.docs },
      },
    ],
  };
}

export function customElementsJson(manifests, version) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: manifests.map((m) => (m.kind === 'tag' ? tagModule(m) : behaviourModule(m))),
    package: { version },
  };
}
