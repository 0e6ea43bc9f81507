// The README and the guides point at each other and at the repository's files: every relative link and anchor must
// land (docs/contributing.md "Documentation").
// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { githubSlug, markdownLinks } from './doc-links.mjs';

const root = join(import.meta.dirname, '..', '..');
const inFolder = (folder: string) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name));
const widgetReadmes = readdirSync(join(root, 'widgets'))
  .map((name) => join('widgets', name, 'README.md'))
  .filter((file) => existsSync(join(root, file)));
const documents = [
  'README.md',
  ...inFolder('docs'),
  ...widgetReadmes,
  'shared/README.md',
  'demo-host/README.md',
  'bench/README.md',
  'cli/check/README.md',
];

const anchorsOf = (file: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of readFileSync(file, 'utf8').matchAll(/^#{1,6} +(.+)$/gm)) {
    const slug = githubSlug(heading[1] ?? '');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
};

it.each(documents)('%s: every relative link names a file, and every anchor a heading of it', (doc) => {
  const broken: string[] = [];
  for (const { target, line } of markdownLinks(readFileSync(join(root, doc), 'utf8'))) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto: — not ours to check offline
    const [path = '', anchor] = target.split('#');
    const file = path === '' ? join(root, doc) : join(root, dirname(doc), decodeURIComponent(path));
    if (!existsSync(file)) broken.push(`line ${line}: ${target} (no ${relative(root, file)})`);
    else if (anchor && statSync(file).isFile() && file.endsWith('.md') && !anchorsOf(file).has(anchor))
      broken.push(`line ${line}: ${target} (no heading #${anchor})`);
  }
  expect(broken).toEqual([]);
});

it('keeps the README to one screen of sections and links every guide from it', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  const linked = new Set(markdownLinks(readme).map(({ target }) => target.split('#')[0]));
  for (const guide of inFolder('docs')) expect(linked, guide).toContain(guide);
});

it('reads links and headings as GitHub does', () => {
  expect(markdownLinks('a [x](b.md) and ![p](i.png)\n`[no](c.md)`\n[y](d.md#e "t")')).toEqual([
    { target: 'b.md', line: 1 },
    { target: 'i.png', line: 1 },
    { target: 'd.md#e', line: 3 },
  ]);
  expect(githubSlug('Hosting `dist/` on a static host or CDN')).toBe('hosting-dist-on-a-static-host-or-cdn');
  expect(githubSlug('0b. Server HTML: what survives')).toBe('0b-server-html-what-survives');
});
