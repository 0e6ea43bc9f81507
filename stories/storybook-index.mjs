// What the built Storybook (storybook-static/index.json) must hold: a Docs entry for every tag and behaviour manifest.

/** The sidebar title of a manifest's stories, as stories/docs-page.tsx's storyTitle gives it. */
export const titleOf = (manifest) =>
  manifest.kind === 'tag' ? `Widgets/${manifest.tag}` : `Behaviours/${manifest.name}`;

/**
 * The titles (one per manifest from tools/build/manifest.mjs's loadManifests) that have no Docs entry in the index: an
 * index.json (version 5) lists each Docs page as an entry of type "docs" under its title.
 */
export function missingDocs(index, manifests) {
  if (index?.v !== 5 || typeof index.entries !== 'object' || index.entries === null) {
    throw new Error('storybook-static/index.json: not a version 5 Storybook index');
  }
  const documented = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'docs')
      .map((entry) => entry.title),
  );
  return manifests.map(titleOf).filter((title) => !documented.has(title));
}

/** The sidebar title of a guide (`docs/<name>.md`), as its page in stories/guides/ declares it. */
export const guideTitleOf = (file) => `Guides/${file.replace(/\.md$/, '')}`;

/** The guides (file names in docs/) that have no Docs entry in the index. */
export function missingGuides(index, files) {
  const documented = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'docs')
      .map((entry) => entry.title),
  );
  return files.filter((file) => !documented.has(guideTitleOf(file)));
}
