// @vitest-environment node
// The command's contract with a CI job: exit 0 clean, 1 findings, 2 usage or I/O error; --json; en/fr.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Io, run } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'sf-check-'));
const file = (name: string, html: string) => {
  const path = join(dir, name);
  writeFileSync(path, html);
  return path;
};
const page = (body: string) =>
  `<!doctype html>\n<html><head><script type="module" src="/dist/preact/storefront.js"></script></head>\n<body>\n${body}\n</body></html>`;
const noFetch: typeof fetch = async () => {
  throw new Error('no network in this test');
};
const io = (env: Record<string, string> = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const value: Io = { env, fetch: noFetch, out: (t) => out.push(t), err: (t) => err.push(t) };
  return { io: value, out: () => out.join(''), err: () => err.join('') };
};

describe('exit codes', () => {
  it('0 for a clean file, with a one-line report', async () => {
    const t = io();
    expect(await run(['check', file('clean.html', page('<sf-status-bar></sf-status-bar>'))], t.io)).toBe(0);
    expect(t.out()).toMatch(/clean\.html: no findings \(1 tags/);
  });

  it('1 for findings, each as file:line:column, rule, message and fix', async () => {
    const t = io();
    const path = file('bad.html', page('<sf-status-bar></sf-status-bar>\n<sf-cart-sumary></sf-cart-sumary>'));
    expect(await run([path], t.io)).toBe(1);
    expect(t.out()).toContain(
      `${path}:5:1  ✖ unknown-tag  <sf-cart-sumary> is not a Storefront Islands tag.\n    → Did you mean <sf-cart-summary>?`,
    );
    expect(t.out()).toContain('Errors: 1, warnings: 0.');
  });

  it('2 for no target, an unknown option, a missing file, --allow-writes without a cookies file', async () => {
    for (const argv of [
      [],
      ['--frobnicate', 'x.html'],
      [join(dir, 'missing.html')],
      ['--allow-writes', 'http://x.example/'],
    ]) {
      const t = io();
      expect(await run(['check', ...argv], t.io), argv.join(' ')).toBe(2);
      expect(t.err()).toMatch(/^Error: /);
    }
  });
});

it('--json: one document a CI job reads, with ok and every finding', async () => {
  const t = io();
  const path = file('json.html', page('<sf-header data-minimum-keyword-size="abc"></sf-header>'));
  expect(await run([path, '--json'], t.io)).toBe(1);
  const doc = JSON.parse(t.out());
  expect(doc.ok).toBe(false);
  expect(doc.reports[0].findings).toEqual([
    expect.objectContaining({ rule: 'invalid-value', line: 4, attribute: 'data-minimum-keyword-size', value: 'abc' }),
  ]);
});

it('speaks French with --lang fr, or when LANG says so', async () => {
  const path = file('fr.html', page('<sf-headr></sf-headr>'));
  const flag = io();
  await run([path, '--lang', 'fr'], flag.io);
  expect(flag.out()).toContain('Vouliez-vous dire <sf-header> ?');
  const env = io({ LANG: 'fr_CA.UTF-8' });
  await run([path], env.io);
  expect(env.out()).toContain('n’est pas une balise Storefront Islands');
});

describe('the cookies file: each cookie only to the host it belongs to', () => {
  const recording = () => {
    const sent: { url: string; cookie: string | null }[] = [];
    const fetcher: typeof fetch = async (input, init) => {
      sent.push({ url: String(input), cookie: new Headers(init?.headers).get('cookie') });
      return new Response(page('<sf-status-bar></sf-status-bar>'), { headers: { 'content-type': 'text/html' } });
    };
    return { fetcher, sent };
  };

  it('a Netscape file scoped to one shop: the other target’s GET carries no Cookie', async () => {
    const cookies = file('scoped.txt', 'shop.test\tFALSE\t/\tFALSE\t0\tsfsid\tSECRET123\n');
    const { fetcher, sent } = recording();
    const t = io();
    await run(['https://shop.test/', 'https://other.example/page', '--cookies-file', cookies], {
      ...t.io,
      fetch: fetcher,
    });
    const pages = sent.filter((s) => !s.url.endsWith('.js'));
    expect(pages).toEqual([
      { url: 'https://shop.test/', cookie: 'sfsid=SECRET123' },
      { url: 'https://other.example/page', cookie: null },
    ]);
    // The loader is read without cookies, wherever it is.
    expect(sent.filter((s) => s.url.endsWith('.js')).every((s) => s.cookie === null)).toBe(true);
  });

  it('a one-line file (no domain) with targets on two hosts: refused before any request, in English and French', async () => {
    const cookies = file('line.txt', 'sfsid=SECRET123\n');
    const { fetcher, sent } = recording();
    const en = io();
    const argv = ['https://shop.test/', 'https://other.example/page', '--cookies-file', cookies];
    expect(await run(argv, { ...en.io, fetch: fetcher })).toBe(2);
    expect(en.err()).toContain(
      'a one-line cookies file has no domain, and the pages are on more than one host (shop.test, other.example)',
    );
    const fr = io();
    expect(await run([...argv, '--lang', 'fr'], { ...fr.io, fetch: fetcher })).toBe(2);
    expect(fr.err()).toContain('un fichier de cookies d’une ligne n’a pas de domaine');
    expect(sent).toEqual([]);
  });
});

it('prints the page’s control characters escaped, never raw', async () => {
  // U+009B raw: HTML reads &#x9b; as the Windows-1252 character (›).
  const id = 'a&#x1b;]0;pwned&#x07;&#x1b;[2K\u009b2K&#x7f;';
  const path = file('controls.html', page(`<p id="${id}">x</p>\n<p id="${id}">y</p>`));
  const t = io();
  expect(await run([path], t.io)).toBe(1);
  expect(t.out()).toContain('id="a\\x1b]0;pwned\\x07\\x1b[2K\\x9b2K\\x7f" is also on line');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the point.
  expect(t.out()).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
});
