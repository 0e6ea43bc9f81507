// @vitest-environment node
// Every call has a deadline and a byte cap: a server that trickles, or a body that never ends, does not hold a CI job
// nor fill its memory.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { type Io, run } from './run.ts';

const MB = 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'sf-check-limits-'));
const PAGE = (body: string) =>
  `<!doctype html>\n<html><head><script type="module" src="/dist/preact/storefront.js"></script></head>\n<body>\n${body}\n</body></html>`;

/** A body that sends its first bytes, then one byte only when asked and after `every` ms (a server that trickles). */
function trickle(first: string, every: number): ReadableStream<Uint8Array> {
  let next: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  return new ReadableStream({
    pull: (controller) => {
      if (!started) {
        started = true;
        controller.enqueue(new TextEncoder().encode(first));
        return;
      }
      return new Promise<void>((resolve) => {
        next = setTimeout(() => {
          controller.enqueue(new Uint8Array([0x20]));
          resolve();
        }, every);
      });
    },
    cancel: () => clearTimeout(next),
  });
}

/** `size` bytes of HTML in 1 MB chunks, made as they are read; counts how many bytes were asked for. */
function endless(size: number): { body: ReadableStream<Uint8Array>; read: () => number } {
  let given = 0;
  const chunk = new Uint8Array(MB).fill(0x20);
  return {
    read: () => given,
    body: new ReadableStream({
      pull: (controller) => {
        if (given >= size) return controller.close();
        given += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  };
}

const io = (fetcher: typeof fetch) => {
  const out: string[] = [];
  const err: string[] = [];
  const value: Io = { env: {}, fetch: fetcher, out: (t) => out.push(t), err: (t) => err.push(t) };
  return { io: value, out: () => out.join(''), err: () => err.join('') };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('a deadline on every call, the body included', () => {
  it('a page that trickles one byte every 10 s is given up after 20 s (exit 2), not read for ever', async () => {
    vi.useFakeTimers();
    const signals: (AbortSignal | null | undefined)[] = [];
    const fetcher: typeof fetch = async (_input, init) => {
      signals.push(init?.signal);
      return new Response(trickle('<!doctype html><p>', 10_000), { headers: { 'content-type': 'text/html' } });
    };
    const t = io(fetcher);
    const code = run(['https://shop.test/'], t.io);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await code).toBe(2);
    expect(t.err()).toContain('https://shop.test/: no complete answer within 20 s');
    expect(signals[0]?.aborted).toBe(true);
  });

  it('--timeout sets it, in seconds', async () => {
    vi.useFakeTimers();
    const fetcher: typeof fetch = async () => new Response(trickle('<p>', 1_000));
    const t = io(fetcher);
    const code = run(['https://shop.test/', '--timeout', '3', '--lang', 'fr'], t.io);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await code).toBe(2);
    expect(t.err()).toContain('pas de réponse complète en 3 s');
  });

  it('a probe whose reply trickles fails on its own', async () => {
    vi.useFakeTimers();
    const listing = PAGE('<sf-listing data-widget-ajax-url="/ecomwgtproductlisting/getproducts"></sf-listing>');
    const fetcher: typeof fetch = async (input) =>
      String(input).includes('getproducts')
        ? new Response(trickle('<div>', 5_000), { headers: { 'content-type': 'text/html' } })
        : String(input) === 'http://shop.test/'
          ? new Response(listing, { headers: { 'content-type': 'text/html' } })
          : new Response('no', { status: 404 });
    const t = io(fetcher);
    const code = run(['http://shop.test/', '--server'], t.io);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await code).toBe(1);
    expect(t.out()).toMatch(
      /✖ listingProducts +POST \/ecomwgtproductlisting\/getproducts {2}no complete answer within 20 s/,
    );
  });
});

describe('a byte cap on every body, before it is parsed', () => {
  it('a page larger than 20 MB (as decompressed) is refused, and not read past the cap', async () => {
    const huge = endless(64 * MB);
    const t = io(async () => new Response(huge.body, { headers: { 'content-type': 'text/html' } }));
    expect(await run(['https://shop.test/'], t.io)).toBe(2);
    expect(t.err()).toContain('https://shop.test/: the answer is larger than 20 MB: not read');
    expect(huge.read()).toBeLessThanOrEqual(22 * MB);
  });

  it('a Content-Length over the cap is refused before the body is read', async () => {
    const huge = endless(64 * MB);
    const t = io(
      async () => new Response(huge.body, { headers: { 'content-type': 'text/html', 'content-length': `${64 * MB}` } }),
    );
    expect(await run(['https://shop.test/'], t.io)).toBe(2);
    expect(huge.read()).toBeLessThanOrEqual(MB);
  });

  it('a probe reply over the cap is a failed probe with its reason', async () => {
    const fetcher: typeof fetch = async (input) =>
      String(input).includes('getproducts')
        ? new Response(endless(21 * MB).body, { headers: { 'content-type': 'text/html' } })
        : new Response('no', { status: 404 });
    const path = join(dir, 'big-listing.html');
    writeFileSync(path, PAGE('<sf-listing data-widget-ajax-url="/ecomwgtproductlisting/getproducts"></sf-listing>'));
    const t = io(fetcher);
    expect(await run([path, '--base-url', 'http://shop.test/', '--server', '--lang', 'fr'], t.io)).toBe(1);
    expect(t.out()).toMatch(/✖ listingProducts .* la réponse dépasse 20 Mo : non lue/);
  });

  it('an answer under the cap is read whole', async () => {
    const t = io(async (input) =>
      String(input).endsWith('storefront.js')
        ? new Response(`var A={flavour:"preact",version:"${pkg.version}"};`)
        : new Response(PAGE(`<sf-status-bar></sf-status-bar>${' '.repeat(MB)}`), {
            headers: { 'content-type': 'text/html' },
          }),
    );
    expect(await run(['https://shop.test/'], t.io)).toBe(0);
    expect(t.out()).toContain('https://shop.test/: no findings (1 tags');
  });
});
