// The Docs pages' tables say what dist/custom-elements.json says, row for row, for every tag and behaviour.
import { join } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
// @ts-expect-error tools/ is plain JavaScript outside the type-checked program: the results are typed below.
import { customElementsJson, loadManifests } from '../tools/build/manifest.mjs';
import { ManifestTables } from './docs-page.tsx';
import type { Manifest } from './story-title.ts';

interface CemRow {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
  'x-on'?: string;
}
interface CemDeclaration {
  tagName?: string;
  name: string;
  attributes: CemRow[];
  events: CemRow[];
  cssProperties?: CemRow[];
  members?: CemRow[];
}
interface Loaded {
  kind: 'tag' | 'behaviour';
  tag?: string;
  name?: string;
}

const loaded = (await loadManifests(join(import.meta.dirname, '..'))) as (Manifest & Loaded)[];
const declarations = (customElementsJson(loaded, '0.0.0') as { modules: { declarations: CemDeclaration[] }[] }).modules
  .map((module) => module.declarations[0])
  .filter((d) => d !== undefined);

async function render(manifest: Manifest): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<ManifestTables manifest={manifest} />));
  onTestFinished(async () => {
    await act(async () => root.unmount());
    container.remove();
  });
  return container;
}

/** The body rows of one table, cell texts; a "—" default cell is read as no default. */
const rows = (page: HTMLElement, table: string) =>
  Array.from(page.querySelectorAll<HTMLTableRowElement>(`table[data-sf-docs="${table}"] tbody tr`), (tr) =>
    Array.from(tr.cells, (td) => td.textContent ?? ''),
  );
const defaultOf = (cell: string | undefined) =>
  cell === undefined || cell === '—' ? undefined : String(JSON.parse(cell));

it('loads a declaration for every manifest', () => {
  expect(declarations).toHaveLength(loaded.length);
  expect(loaded.length).toBeGreaterThan(0);
});

describe.each(loaded.map((m, i) => [m.tag ?? m.name, m, declarations[i]] as const))('%s', (_id, manifest, cem) => {
  it('lists the attributes custom-elements.json lists: name, element, type, default, description', async () => {
    const page = await render(manifest);
    const behaviour = manifest.kind === 'behaviour';
    const shown = rows(page, 'attributes').map((cells) => {
      const [name, on, type, fallback, description] = behaviour ? cells : [cells[0], undefined, ...cells.slice(1)];
      return { name, on, type, default: defaultOf(fallback), description };
    });
    expect(shown).toEqual(
      (cem?.attributes ?? []).map((a) => ({
        name: a.name,
        on: a['x-on'],
        type: a.type?.text,
        default: a.default,
        description: a.description,
      })),
    );
    if (shown.length === 0) expect(page.textContent).toContain('None: the tag reads no attribute.');
  });

  it('lists the events, CSS custom properties and methods custom-elements.json lists', async () => {
    const page = await render(manifest);
    expect(rows(page, 'events')).toEqual((cem?.events ?? []).map((e) => [e.name, e.type?.text, e.description]));
    expect(rows(page, 'css-properties')).toEqual(
      (cem?.cssProperties ?? []).map((p) => [p.name, p.default ?? '—', p.description]),
    );
    expect(rows(page, 'methods')).toEqual((cem?.members ?? []).map((m) => [m.name, m.type?.text, m.description]));
  });
});
