// @vitest-environment node
// The wire of a legacy call is written once, in its record (shared/legacy/endpoints.ts), and shared/http alone turns a
// record into a request (plan.ts, client.ts). This reads every source outside shared/http and fails when a module
// names a method, a reply kind, a body encoding, a timeout or the loading count to the client, looks a record up again
// from a URL, or builds a request another way than from a record.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['widgets', 'shared', 'cli', 'test', 'stories', 'bench'];
const SKIPPED = /(^|\/)(node_modules|dist|baselines|data)\//;

/**
 * Modules another engineer is moving to the records as this is written: each still calls the old `request`/`postHtml`
 * of shared/http/legacy-request.ts. The list only shrinks; once it is empty, that file goes.
 */
/** Every source module outside shared/http, comments stripped. */
function sources(): [string, string][] {
  const found: [string, string][] = [];
  for (const folder of FOLDERS) {
    for (const file of readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
      const path = `${folder}/${file}`;
      if (!/\.(tsx?|mjs)$/.test(file) || SKIPPED.test(path) || path.startsWith('shared/http/')) continue;
      const text = readFileSync(join(ROOT, path), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
      found.push([path, text]);
    }
  }
  return found;
}

/** A module that talks to the legacy client (its barrel or one of its files). */
const USES_CLIENT = /from '[./]*(?:shared\/)?http\/(?:index|client|legacy-request|plan)\.ts'/;

/** What only a record may say, as a call's option; and the client's old entry points and URL look-ups. */
const NAMED_ON_A_CALL: [string, RegExp][] = [
  ['a reply kind', /\bexpect:\s*['"](?:json|html|text)['"]/],
  ['a method', /\bmethod:\s*['"](?:GET|POST)['"]/],
  ['a body encoding', /\bjsonBody\b/],
  ['a timeout', /\btimeoutMs\s*:/],
  ['the loading count', /\bshowLoading\b/],
  ['a read as a page load', /\bpageLoad\s*:/],
  ['the old client', /(?<![.\w])(?:request|postHtml)\(/],
];
const LOOK_UPS: [string, RegExp][] = [
  ['a record looked up from a URL', /\btimeoutFor\(/],
  ['a record looked up from a path', /\bchangesData\(/],
];

/** A test may state a method or a reply kind it expects (or send a raw request to a server); it calls no client option. */
const isTest = (path: string) => /\.(test|e2e)\.tsx?$/.test(path);

function offences(path: string, text: string): string[] {
  const named = USES_CLIENT.test(text)
    ? NAMED_ON_A_CALL.filter(([what]) => !isTest(path) || what === 'the old client')
    : [];
  const rules = [...LOOK_UPS, ...named];
  return rules.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${path}: ${what}`);
}

it('no module outside shared/http names a call’s wire or looks a record up from a URL', () => {
  const found = sources().flatMap(([path, text]) => offences(path, text));
  expect(found).toEqual([]);
});

it('the scan sees each way of naming the wire', () => {
  const call = (options: string) =>
    `import { request } from '../../shared/http/index.ts';\nsend(url, {}, { ${options}, parse });`;
  expect(offences('a.ts', call(`expect: 'json'`))).toEqual(['a.ts: a reply kind']);
  expect(offences('a.ts', call(`method: 'GET'`))).toEqual(['a.ts: a method']);
  expect(offences('a.ts', call('jsonBody: {}'))).toEqual(['a.ts: a body encoding']);
  expect(offences('a.ts', call('timeoutMs: false'))).toEqual(['a.ts: a timeout']);
  expect(offences('a.ts', call('showLoading: false'))).toEqual(['a.ts: the loading count']);
  expect(offences('a.ts', `import { x } from '../http/index.ts';\nconst r = request(url, {});`)).toEqual([
    'a.ts: the old client',
  ]);
  expect(offences('a.ts', 'const t = timeoutFor(url);')).toEqual(['a.ts: a record looked up from a URL']);
  // A module that does not talk to the client may say `method: 'POST'` (demo-host's own fetches, a fake server).
  expect(offences('a.ts', `fetch(url, { method: 'POST' });`)).toEqual([]);
  expect(offences('a.ts', 'page.route(url, (route) => route.request());')).toEqual([]);
});

/** The arguments of each `endpointCall(…)` in a module, as written. */
function bindingsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\w.])endpointCall\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < text.length) {
      const c = text[end++];
      if (c === '(') depth++;
      else if (c === ')') depth--;
    }
    found.push(text.slice(match.index + match[0].length, end - 1));
  }
  return found;
}

/** A binding names its widget in its options, or through a module constant of options that does. */
function namesItsWidget(args: string, text: string): boolean {
  if (/\bwidget:\s*['"][a-z][\w-]*['"]/.test(args)) return true;
  const options = /(\w+)\s*,?\s*$/.exec(args.trim())?.[1];
  return options !== undefined && new RegExp(`const ${options} = \\{[^}]*\\bwidget:\\s*['"]`).test(text);
}

function unnamedBindings(path: string, text: string): string[] {
  return bindingsOf(text)
    .filter((args) => !namesItsWidget(args, text))
    .map(() => `${path}: a binding that names no widget`);
}

it('every binding of a record names the widget whose call it is (its failures are raised under that name)', () => {
  const found = sources()
    .filter(([path]) => /^(widgets|shared)\//.test(path) && !isTest(path))
    .flatMap(([path, text]) => unnamedBindings(path, text));
  expect(found).toEqual([]);
});

it('the binding scan sees a widget named inline or through a module constant, and a binding without one', () => {
  expect(
    unnamedBindings('a.ts', `const f = endpointCall(ENDPOINTS.x, parserFor(s, 'x'), { widget: 'sf-a' });`),
  ).toEqual([]);
  expect(
    unnamedBindings(
      'a.ts',
      `const O = { callResult: 'caller', widget: 'add-to-cart' } as const;\nendpointCall(R, p, O);`,
    ),
  ).toEqual([]);
  expect(unnamedBindings('a.ts', `const O = { body: 'text' } as const;\nendpointCall(R, asText, O);`)).toEqual([
    'a.ts: a binding that names no widget',
  ]);
  expect(unnamedBindings('a.ts', `endpointCall(ENDPOINTS.x, parserFor(s, 'x'));`)).toEqual([
    'a.ts: a binding that names no widget',
  ]);
});
