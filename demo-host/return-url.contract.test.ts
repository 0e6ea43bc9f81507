// @vitest-environment node
// Redirect targets from a request (login, order-approval switch, client URL look-up) never leave the site: endpoints and a seeded fuzz pass.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { login, post, startApp, type TestApp } from '../test/support/demo-app.ts';
import { createDemoFetch } from '../test/support/demo-fetch.ts';
import { safeReturnUrl } from './routes/session.ts';

const ORIGIN = 'https://shop.example';
const FALLBACK = '/fallback';

/** Where a browser lands when the server answers Location: target (WHATWG URL: drops tab/newline, reads `\` as `/`). */
const landsOn = (target: string): string => new URL(target, `${ORIGIN}/account/page`).origin;

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.app.close();
});

const BYPASSES = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/\\evil.example',
  '\\/evil.example',
  '//evil.example',
  '///evil.example',
  ' //evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/%252F/evil.example',
  // Encoded four times: whatever decodes it at the end of a chain of readers is sent off the site.
  '/%2525252F%2525252Fevil.example',
  '/\u3000/evil.example',
];

describe('login and order-approval return URLs', () => {
  it.each(BYPASSES)('GET /login?returnUrl=%j keeps the form on the site', async (target) => {
    const h = await (await t.fetch(`/login?returnUrl=${encodeURIComponent(target)}`)).text();
    expect(/name="returnUrl" value="([^"]*)"/.exec(h)?.[1]).toBe('/');
  });
  it.each(BYPASSES)('POST /login with returnUrl %j redirects on the site', async (target) => {
    const f = t.fetch;
    const res = await post(f, '/login', { email: 'buyer@example.com', password: 'demo', returnUrl: target });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });
  it.each(BYPASSES)('POST /account/approval/edit with returnUrl %j redirects on the site', async (target) => {
    await login(t.fetch);
    const res = await post(t.fetch, '/account/approval/edit', { id: 0, returnUrl: target });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/approval');
  });
  it('still honours a real local path with its query', async () => {
    const res = await post(t.fetch, '/login', {
      email: 'buyer@example.com',
      password: 'demo',
      returnUrl: '/fr/search?qs=stylo%20bleu&page=2',
    });
    expect(res.headers.get('location')).toBe('/fr/search?qs=stylo%20bleu&page=2');
  });
  it('geturlclientbyurl answers a local path only', async () => {
    const url = encodeURIComponent('/%09/evil.example');
    expect(await (await t.fetch(`${ENDPOINTS.clientUrl.path}?url=${url}&culture=en`)).json()).toBe('/');
  });
});

// Known open-redirect shapes, combined: a lead (slashes, backslashes, controls, encodings), a host, a tail.
const lead = fc.constantFrom(
  '/',
  '//',
  '///',
  '/\\',
  '\\/',
  '\\\\',
  '/\t/',
  '/\n/',
  '/\r/',
  '/ /',
  '/%09/',
  '/%0a/',
  '/%0D/',
  '/%2F',
  '/%2f/',
  '%2F%2F',
  '/%5C',
  '/%5c/',
  '/%252F/',
  '/%25252F/',
  '/.//',
  '/./\\',
  '/..//',
  '\u0000//',
  '\t//',
  ' /',
  '/\u00a0/',
  '/\u3000/',
  '/\ufeff/',
  '/%E3%80%80/',
  'https:',
  'https://',
  'http:/',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:text/html,',
  '//@',
  '/@',
  '',
);
const host = fc.constantFrom(
  'evil.example',
  'evil.example:443',
  'user@evil.example',
  '%65vil.example',
  '127.0.0.1',
  '[::1]',
);
const tail = fc.constantFrom('', '/', '/path', '?q=1', '#x', '/%2e%2e/', '\\x', '%');
const attack = fc.tuple(lead, host, tail).map(([a, b, c]) => a + b + c);
// Arbitrary strings mixing the characters that matter, for shapes not listed above.
const noise = fc
  .array(fc.constantFrom('/', '\\', '%', '2', 'F', '5', 'C', '0', '9', ':', '.', '@', '\t', '\n', ' ', 'e', 'x'), {
    maxLength: 14,
  })
  .map((cs) => cs.join(''));
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const localPath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(segment, { nil: undefined }))
  .map(([segs, q]) => `/${segs.join('/')}${q ? `?q=${q}` : ''}`);

/** Runs a property over `numRuns` seeded inputs and returns how many were checked. */
const fuzz = <T>(arb: fc.Arbitrary<T>, seed: number, numRuns: number, check: (v: T) => void): number => {
  let n = 0;
  fc.assert(
    fc.property(arb, (v) => {
      n += 1;
      check(v);
    }),
    { seed, numRuns },
  );
  return n;
};

describe('safeReturnUrl fuzz pass (fast-check, fixed seeds)', () => {
  const stays = (v: string) => {
    const r = safeReturnUrl(v, FALLBACK);
    // Where the browser goes, and where it would go if anything downstream decoded the target once more.
    expect(landsOn(r), JSON.stringify(v)).toBe(ORIGIN);
    expect(landsOn(decodeURIComponent(r)), JSON.stringify(v)).toBe(ORIGIN);
    expect(r, JSON.stringify(v)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  };
  it('never lets a bypass shape off the site, and accepts plain local paths', () => {
    const counts = {
      shapes: fuzz(attack, 18_001, 3000, stays),
      noise: fuzz(noise, 18_002, 2000, stays),
      local: fuzz(localPath, 18_003, 1000, (p) => expect(safeReturnUrl(p, FALLBACK)).toBe(p)),
    };
    console.info(`safeReturnUrl fuzz: ${JSON.stringify(counts)} inputs`);
    expect(counts).toEqual({ shapes: 3000, noise: 2000, local: 1000 });
  });
});

describe('login from another site (login CSRF)', () => {
  it('refuses a login form posted from another origin, and accepts one from this site', async () => {
    const fields = { email: 'buyer@example.com', password: 'demo', returnUrl: '/cart' };
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const f = createDemoFetch(t.app);
      const res = await post(f, '/login', fields, { origin });
      expect(res.status, origin).toBe(403);
      expect(f.cookies.has('sfsid'), origin).toBe(false);
    }
    const f = createDemoFetch(t.app);
    const res = await post(f, '/login', fields, { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart');
  });
});
