// The Docs page of a tag or behaviour: live example and controls, its manifest's tables, every example (en, fr), its README.
/// <reference types="vite/client" />
import { Controls, Heading, Markdown, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { attributesOf, eventsOf } from '../shared/manifest-attributes.ts';
import { type Manifest, storyTitle } from './story-title.ts';

// Each manifest's docs field names its README: the page shows the same text page authors read in the repository.
const readmes = import.meta.glob<string>('../widgets/*/README.md', { query: '?raw', import: 'default', eager: true });

export function readmeOf(manifest: Manifest): string {
  const text = readmes[`../${manifest.docs}`];
  if (text === undefined) throw new Error(`${storyTitle(manifest)}: no README at ${manifest.docs}`);
  return text;
}

/**
 * Attributes, events, CSS custom properties and methods, row for row as dist/custom-elements.json lists them: both
 * come from the manifest through shared/manifest-attributes.ts.
 */
export function ManifestTables({ manifest }: { manifest: Manifest }) {
  const attributes = attributesOf(manifest);
  const behaviour = !('tag' in manifest);
  const events = eventsOf(manifest);
  const cssProperties = manifest.cssProperties ?? [];
  const methods = 'tag' in manifest ? (manifest.methods ?? []) : [];
  return (
    <>
      <h3>Attributes</h3>
      {attributes.length === 0 ? (
        <p>None: the tag reads no attribute.</p>
      ) : (
        <table data-sf-docs="attributes">
          <thead>
            <tr>
              <th>Attribute</th>
              {behaviour && <th>On</th>}
              <th>Type</th>
              <th>Default</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {attributes.map((a) => (
              <tr key={a.name}>
                <td>
                  <code>{a.name}</code>
                </td>
                {behaviour && <td>{a.on}</td>}
                <td>{a.typeText}</td>
                <td>{a.defaultText === undefined ? '—' : <code>{a.defaultText}</code>}</td>
                <td>{a.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Events</h3>
      {events.length === 0 ? (
        <p>None.</p>
      ) : (
        <table data-sf-docs="events">
          <thead>
            <tr>
              <th>Event</th>
              <th>Type</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.name}>
                <td>
                  <code>{e.name}</code>
                </td>
                <td>
                  <code>{`CustomEvent<${e.detail}>`}</code>
                </td>
                <td>{e.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {cssProperties.length > 0 && (
        <>
          <h3>CSS custom properties</h3>
          <table data-sf-docs="css-properties">
            <thead>
              <tr>
                <th>Property</th>
                <th>Default</th>
                <th>Description</th>
              </tr>
            </thead>
            <tbody>
              {cssProperties.map((p) => (
                <tr key={p.name}>
                  <td>
                    <code>{p.name}</code>
                  </td>
                  <td>{p.default === undefined ? '—' : <code>{p.default}</code>}</td>
                  <td>{p.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {methods.length > 0 && (
        <>
          <h3>Methods</h3>
          <table data-sf-docs="methods">
            <thead>
              <tr>
                <th>Method</th>
                <th>Signature</th>
                <th>Description</th>
              </tr>
            </thead>
            <tbody>
              {methods.map((m) => (
                <tr key={m.name}>
                  <td>
                    <code>{m.name}</code>
                  </td>
                  <td>
                    <code>{m.signature}</code>
                  </td>
                  <td>{m.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

/** A story file's meta parameters: which manifest its Docs page documents, and the page itself. */
export const docsParameters = (manifest: Manifest) => ({ manifest, docs: { page: ManifestDocsPage } });

/** The Docs page: reads its manifest from the story file's `parameters.manifest` (see docsParameters). */
export function ManifestDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const manifest = preparedMeta.parameters.manifest as Manifest | undefined;
  if (!manifest) throw new Error(`${preparedMeta.title}: no parameters.manifest (use docsParameters(manifest))`);
  const isTag = 'tag' in manifest;
  return (
    <>
      <Title>{isTag ? `<${manifest.tag}>` : `${manifest.name} (delegated behaviour)`}</Title>
      <Subtitle>{manifest.summary}</Subtitle>
      {!isTag && (
        <p>
          Loads when the page holds <code>{manifest.selector}</code>; there is no tag to add.
        </p>
      )}
      <Primary />
      {isTag && <Controls />}
      <Heading>Attributes and events</Heading>
      <ManifestTables manifest={manifest} />
      <Stories title="Examples (English and French)" includePrimary={false} />
      <Heading>README</Heading>
      <Markdown>{readmeOf(manifest)}</Markdown>
    </>
  );
}
