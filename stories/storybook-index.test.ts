// The built-Storybook check finds every tag and behaviour without a Docs entry, by the titles the story files use.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error tools/ is plain JavaScript outside the type-checked program: the results are typed below.
import { loadManifests } from '../tools/build/manifest.mjs';
import { type Manifest, storyTitle } from './story-title.ts';
// @ts-expect-error stories/*.mjs is plain JavaScript run by node (test/run-all.mjs): typed below.
import * as untyped from './storybook-index.mjs';

type Entry = { type: string; id: string; title: string };
type Index = { v: number; entries: Record<string, Entry> };
const { titleOf, guideTitleOf } = untyped as {
  titleOf: (m: unknown) => string;
  guideTitleOf: (file: string) => string;
};
const missingDocs = untyped.missingDocs as (index: unknown, manifests: unknown[]) => string[];
const missingGuides = untyped.missingGuides as (index: unknown, files: string[]) => string[];

const manifests = (await loadManifests(join(import.meta.dirname, '..'))) as (Manifest & { kind: string })[];
const id = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** An index as storybook build writes it: a Docs entry and one story per title. */
function indexOf(titles: string[]): Index {
  const entries: Record<string, Entry> = {};
  for (const title of titles) {
    entries[`${id(title)}--docs`] = { type: 'docs', id: `${id(title)}--docs`, title };
    entries[`${id(title)}--english`] = { type: 'story', id: `${id(title)}--english`, title };
  }
  return { v: 5, entries };
}

it('names each manifest with the title its story file must use', () => {
  expect(manifests.length).toBeGreaterThan(0);
  for (const manifest of manifests) expect(titleOf(manifest)).toBe(storyTitle(manifest));
  expect(titleOf(manifests.find((m) => m.kind === 'tag' && 'tag' in m && m.tag === 'sf-header'))).toBe(
    'Widgets/sf-header',
  );
});

it('passes an index with a Docs entry for every tag and behaviour', () => {
  expect(missingDocs(indexOf([...manifests.map(storyTitle), 'Live/Widgets']), manifests)).toEqual([]);
});

it('names the tag or behaviour whose Docs entry is missing', () => {
  const index = indexOf(manifests.map(storyTitle));
  delete index.entries['widgets-sf-header--docs'];
  delete index.entries['behaviours-tracking--docs'];
  expect(missingDocs(index, manifests).sort()).toEqual(['Behaviours/tracking', 'Widgets/sf-header']);
});

it('does not count stories as a Docs page', () => {
  const index = indexOf(manifests.map(storyTitle));
  for (const key of Object.keys(index.entries)) if (key.endsWith('--docs')) delete index.entries[key];
  expect(missingDocs(index, manifests)).toHaveLength(manifests.length);
});

it('refuses a file that is not a version 5 index', () => {
  expect(() => missingDocs({ v: 4, stories: {} }, manifests)).toThrow(/not a version 5 Storybook index/);
  expect(() => missingDocs(null, manifests)).toThrow(/not a version 5/);
});

it('names each guide of docs/ whose Guides page is missing, and only those', () => {
  const files = readdirSync(join(import.meta.dirname, '..', 'docs')).filter((file) => file.endsWith('.md'));
  expect(files).toContain('security.md');
  expect(guideTitleOf('security.md')).toBe('Guides/security');
  const index = indexOf(files.map(guideTitleOf));
  expect(missingGuides(index, files)).toEqual([]);
  delete index.entries['guides-security--docs'];
  expect(missingGuides(index, files)).toEqual(['security.md']);
});

it('has a page in stories/guides/ for every guide of docs/, each drawing that file', () => {
  const docs = join(import.meta.dirname, '..', 'docs');
  for (const file of readdirSync(docs).filter((name) => name.endsWith('.md'))) {
    const page = readFileSync(join(import.meta.dirname, 'guides', file.replace(/\.md$/, '.mdx')), 'utf8');
    expect(page).toContain(`title="${guideTitleOf(file)}"`);
    expect(page).toContain(`'../../docs/${file}?raw'`);
  }
});
