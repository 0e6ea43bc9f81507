// @vitest-environment node
// Without --allow-writes the probes send only the contract's own paths: a URL the page chooses is compared with the
// contract's path once decoded, and anything else is reported, not sent.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { type Io, run } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'sf-check-read-only-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const page = (body: string) =>
  `<!doctype html>\n<html><head><script type="module" src="/dist/preact/storefront.js"></script></head>\n<body>\n${body}\n</body></html>`;
const section = (url: string, id: string) =>
  `<sf-async-section data-ajax-url="${url}" data-async-load-handle-id="${id}"></sf-async-section>`;

/** Paths a legacy server routes to a write once it has decoded and resolved them. */
const DISGUISED_WRITES = [
  '/bpwgtlogin/%6Cogout',
  '/Bpwgtlogin/%4Cogout',
  '/shoppingcart/%61ddproducts',
  '/a/../bpwgtlogin/logout',
  '/bpwgtlogin/%256Cogout',
  '/ecomasync%2f..%2f..%2fbpwgtlogin/logout',
];

interface Sent {
  method: string;
  url: string;
  cookie: string | null;
}

function recording(): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = String(input);
    sent.push({ method: init?.method ?? 'GET', url, cookie: new Headers(init?.headers).get('cookie') });
    if (url.endsWith('storefront.js')) return new Response('not here', { status: 404 });
    return new Response(JSON.stringify({ Result: 1, AsyncSectionsItems: [] }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetcher, sent };
}

async function check(html: string, ...args: string[]) {
  const cookies = file('cookies.txt', '127.0.0.1\tFALSE\t/\tFALSE\t0\tsfsid\tSECRET\n');
  const target = file('page.html', html);
  const { fetch: fetcher, sent } = recording();
  const out: string[] = [];
  const io: Io = { env: {}, fetch: fetcher, out: (t) => out.push(t), err: (t) => out.push(t) };
  const argv = [target, '--base-url', 'http://127.0.0.1/', '--server', '--cookies-file', cookies, ...args];
  const code = await run(argv, io);
  return { code, sent, text: out.join('') };
}

describe('a page-chosen URL that is not the contract’s path, without --allow-writes', () => {
  it('is not sent: no POST at all, and each is reported "not probed"', async () => {
    const { code, sent, text } = await check(page(DISGUISED_WRITES.map((url, i) => section(url, `h${i}`)).join('\n')));
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
    expect(text.match(/not probed: not the contract’s path/g)).toHaveLength(DISGUISED_WRITES.length);
    expect(code).toBe(1);
  });

  it('is reported in French too', async () => {
    const { sent, text } = await check(page(section('/bpwgtlogin/%6Cogout', 'h1')), '--lang', 'fr');
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
    expect(text).toContain('non sondée : ce n’est pas le chemin du contrat');
  });

  it('in --json, says it was not sent', async () => {
    const { text } = await check(page(section('/shoppingcart/%61ddproducts', 'h1')), '--json');
    const [probe] = JSON.parse(text).reports[0].probes;
    expect(probe).toMatchObject({ endpoint: 'asyncRender', ok: false, sent: false });
  });

  it('a listing’s data-widget-ajax-url and a header’s data-header-url are held to the same rule', async () => {
    const html = page(
      [
        '<sf-listing data-widget-ajax-url="/ecomwgtproductlisting/%2e%2e/%2e%2e/bpwgtlogin/logout"></sf-listing>',
        '<sf-header data-header-url="/bpwgtlogin/%6Cogout/.."></sf-header>',
      ].join('\n'),
    );
    const { sent, text } = await check(html);
    const posted = sent.filter((s) => s.method !== 'GET').map((s) => new URL(s.url).pathname);
    // The header's fixed paths (quick search, services) are the contract's: they alone are sent.
    expect(posted).toEqual([ENDPOINTS.myServices.path, ENDPOINTS.quickSearchOptions.path]);
    expect(text).toMatch(/✖ listingProducts .* not probed: not the contract’s path/);
    expect(text).toMatch(/✖ searchSuggestions .* not probed: not the contract’s path/);
    expect(text).toMatch(/✖ cartCount .* not probed: not the contract’s path/);
  });
});

describe('a page-chosen URL that is the contract’s path once decoded', () => {
  it('is sent as the contract spells it, with the cookies of its host', async () => {
    const { sent } = await check(page(section('/EcomAsync/%72ender/', 'h1')));
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([
      { method: 'POST', url: `http://127.0.0.1${ENDPOINTS.asyncRender.path}`, cookie: 'sfsid=SECRET' },
    ]);
  });
});

it('never says a write endpoint was "not called" when its path was sent', async () => {
  const { sent, text } = await check(page(DISGUISED_WRITES.map((url, i) => section(url, `h${i}`)).join('\n')));
  const notCalled = /Not called, as they change data: \d+ endpoints \((.*)\)\./.exec(text)?.[1]?.split(', ') ?? [];
  expect(notCalled).toContain('logout');
  // As the server routes it: decoded, in any case.
  const sentPaths = sent.map((s) => decodeURIComponent(new URL(s.url).pathname).toLowerCase());
  for (const name of notCalled)
    expect(sentPaths).not.toContain(ENDPOINTS[name as keyof typeof ENDPOINTS].path?.toLowerCase());
});
