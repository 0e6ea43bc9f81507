// Fuzz pass over the same-origin guard and its users (login redirect, attribute URLs), from known bypass shapes, seeded.
import fc from 'fast-check';
import { FUZZ_SEED, hostileUrl, mixedUrl, plainSameOriginUrl, SHOP_BASE } from '../../test/support/bypass-shapes.ts';
import { readConfig } from '../config/attributes.ts';
import { toAllowedUrl, toSameOriginUrl } from '../url/guard.ts';
import { loginUrlFor } from './redirect.ts';

const RUNS = 3000;
const SHOP_ORIGIN = new URL(SHOP_BASE).origin;
const location = { href: SHOP_BASE, pathname: '/fr/cart', search: '?x=1' } as Location;
const settings = { seed: FUZZ_SEED, numRuns: RUNS };

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

it(`refuses every one of ${RUNS} hostile URLs (schemes, authorities, noise)`, () => {
  let checked = 0;
  fc.assert(
    fc.property(hostileUrl, (raw) => {
      checked++;
      expect(toSameOriginUrl(raw, SHOP_BASE)).toBeNull();
      expect(toAllowedUrl(raw, ['https://sso.example.com'], SHOP_BASE)).toBeNull();
      expect(loginUrlFor(`redirect_to_login:${raw}`, location)).toBeNull();
    }),
    settings,
  );
  expect(checked).toBe(RUNS);
});

it(`keeps every one of ${RUNS} plain same-origin URLs`, () => {
  let checked = 0;
  fc.assert(
    fc.property(plainSameOriginUrl, (raw) => {
      checked++;
      expect(toSameOriginUrl(raw, SHOP_BASE)?.origin).toBe(SHOP_ORIGIN);
    }),
    settings,
  );
  expect(checked).toBe(RUNS);
});

it(`never throws on ${RUNS} mixed URLs, and whatever it keeps stays on the origin over http(s) without credentials`, () => {
  let checked = 0;
  let kept = 0;
  fc.assert(
    fc.property(mixedUrl, (raw) => {
      checked++;
      const url = toSameOriginUrl(raw, SHOP_BASE);
      const login = loginUrlFor(`redirect_to_login:${raw}`, location);
      if (url === null) {
        expect(login).toBeNull();
        return;
      }
      kept++;
      // Re-parsed from its text, as the browser will when it navigates: still this origin, nothing hidden in it.
      const again = new URL(url.href);
      expect(again.origin).toBe(SHOP_ORIGIN);
      expect(again.username + again.password).toBe('');
      expect(new URL(login ?? '').origin).toBe(SHOP_ORIGIN);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is that none survive.
      expect(raw.trim()).not.toMatch(/[\\\u0000-\u001f\u007f]/);
    }),
    settings,
  );
  expect(checked).toBe(RUNS);
  // The mix must exercise both answers, or the property above proves little.
  expect(kept).toBeGreaterThan(RUNS / 20);
  expect(kept).toBeLessThan(RUNS - RUNS / 20);
});

it(`refuses every one of ${RUNS} hostile URLs given as a url attribute`, () => {
  const schema = { ajaxUrl: { type: 'url', default: '', required: true } } as const;
  let checked = 0;
  fc.assert(
    fc.property(hostileUrl, (raw) => {
      checked++;
      const element = document.createElement('sf-async-section');
      element.setAttribute('data-ajax-url', raw);
      const { config, blocked } = readConfig(element, schema);
      expect(config.ajaxUrl).toBe('');
      expect(blocked).toBe(true);
    }),
    settings,
  );
  expect(checked).toBe(RUNS);
});
