// Editor completion data: VS Code custom HTML data and JetBrains web-types, tags and behaviours' global attributes.

const tags = (manifests) => manifests.filter((m) => m.kind === 'tag');

/** Behaviour attributes by name: two behaviours may read the same one (data-sf-counter), editors want one entry. */
function globalAttributes(manifests) {
  const byName = new Map();
  for (const behaviour of manifests.filter((m) => m.kind === 'behaviour')) {
    for (const attribute of behaviour.attributeDocs) {
      byName.set(attribute.name, [...(byName.get(attribute.name) ?? []), { behaviour, attribute }]);
    }
  }
  return [...byName.values()].map((uses) => ({
    name: uses[0].attribute.name,
    first: uses[0],
    flag: uses.every((u) => u.attribute.type === 'flag'),
    values: [...new Set(uses.flatMap((u) => u.attribute.values ?? []))],
    description: uses
      .map(({ behaviour, attribute: a }) => {
        const fallback = a.defaultText === undefined ? '' : ` Default: ${a.defaultText}.`;
        return `${behaviour.name}, on ${a.on}: ${a.description} Type: ${a.typeText}.${fallback}`;
      })
      .join('\n\n'),
    docs: [
      ...new Map(
        uses.map((u) => [u.behaviour.docs, { name: `README (${u.behaviour.name})`, url: u.behaviour.docs }]),
      ).values(),
    ],
  }));
}

export function vscodeData(manifests) {
  return {
    version: 1.1,
    tags: tags(manifests).map((m) => ({
      name: m.tag,
      description: m.summary,
      attributes: m.attributeDocs.map((a) => ({
        name: a.name,
        description: `${a.description} Type: ${a.typeText}. Default: ${a.defaultText}.`,
        ...(a.values ? { values: a.values.map((name) => ({ name })) } : {}),
      })),
      references: [{ name: 'README', url: m.docs }],
    })),
    globalAttributes: globalAttributes(manifests).map((g) => ({
      name: g.name,
      description: g.description,
      // "v" is VS Code's value set for attributes written without a value.
      ...(g.flag ? { valueSet: 'v' } : g.values.length ? { values: g.values.map((name) => ({ name })) } : {}),
      references: g.docs,
    })),
  };
}

export function webTypes(manifests, version) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: 'storefront-islands',
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: tags(manifests).map((m) => ({
          name: m.tag,
          description: m.summary,
          'doc-url': m.docs,
          attributes: m.attributeDocs.map((a) => ({
            name: a.name,
            description: a.description,
            default: a.defaultText,
            value: { type: a.typeText, required: a.required },
          })),
          events: (m.events ?? []).map((e) => ({ name: e.name, description: e.description })),
        })),
        attributes: globalAttributes(manifests).map((g) => ({
          name: g.name,
          description: g.description,
          'doc-url': g.docs[0].url,
          ...(g.first.attribute.defaultText !== undefined ? { default: g.first.attribute.defaultText } : {}),
          value: g.flag
            ? { kind: 'no-value' }
            : { type: g.first.attribute.typeText, required: g.first.attribute.required },
        })),
      },
    },
  };
}
