// What a host installs (npm pack): the built flavours, manifests, types and READMEs, nothing else (docs/package.md "The package").
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The only paths the tarball may hold. Each flavour's JS and CSS come with their source maps (hosts debug the
 * bundle) and their .br/.gz copies (a static server serves them precompressed), and the sha384 of each file
 * (integrity.json: a host's `integrity` attributes), and the preload lines a CMS layout may copy (preload.html,
 * preload.json: docs/integrating.md "Where the script may go"); build-only files (meta.json, sizes.json), sources, tests and
 * demo-host stay out.
 */
const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^widgets\/[a-z0-9-]+\/README\.md$/,
  /^dist\/(react|preact)\/(chunks\/)?[A-Za-z0-9_-]+\.(js|css)(\.map|\.br|\.gz)?$/,
  /^dist\/(react|preact)\/integrity\.json$/,
  /^dist\/(react|preact)\/preload\.(html|json)$/,
  /^dist\/types\/[a-z]+\.d\.ts$/,
  /^dist\/(custom-elements|vscode\.html-custom-data|web-types)\.json$/,
  // The page checker, the package's bin (cli/check/README.md): one bundled file.
  /^dist\/check\/cli\.mjs$/,
];

/** Every file package.json points a host, an editor or npx at (exports, types, customElements, web-types, bin), without "./". */
function pointedAt(pkg) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  walk(pkg.exports);
  walk([pkg.types, pkg.customElements, pkg['web-types'], pkg.bin]);
  return targets.map((t) => t.replace(/^\.\//, ''));
}

/** Why the packed file list is wrong: an unexpected file, or a required one (pointed at, or a README) missing. */
export function packProblems(paths, pkg, widgetReadmes) {
  const packed = new Set(paths);
  const integrity = ['react', 'preact'].flatMap((flavour) =>
    ['integrity.json', 'preload.html', 'preload.json'].map((file) => `dist/${flavour}/${file}`),
  );
  const required = [...new Set(['README.md', ...pointedAt(pkg), ...integrity, ...widgetReadmes])];
  return [
    ...paths.filter((p) => !ALLOWED.some((re) => re.test(p))).map((p) => `unexpected in the package: ${p}`),
    ...required.filter((p) => !packed.has(p)).map((p) => `missing from the package: ${p}`),
  ];
}

/** npm's own answer: the files `npm pack` would put in the tarball, with its sizes. */
function packList(root) {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [{ files, size, unpackedSize }] = JSON.parse(out);
  return { paths: files.map((f) => f.path), size, unpackedSize };
}

/** The widgets' READMEs a page author reads: each widgets/<dir>/README.md. */
export function widgetReadmes(root) {
  return readdirSync(join(root, 'widgets'))
    .filter((dir) => existsSync(join(root, 'widgets', dir, 'README.md')))
    .map((dir) => `widgets/${dir}/README.md`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..', '..');
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { paths, size, unpackedSize } = packList(root);
  const problems = packProblems(paths, pkg, widgetReadmes(root));
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`npm pack: ${paths.length} files, ${kb(size)} packed, ${kb(unpackedSize)} unpacked.`);
  if (problems.length) {
    console.error(`Package contents wrong (package.json "files"):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
}
