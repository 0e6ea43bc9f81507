// Fuzz pass over the sanitiser (happy-dom; the same pass runs in Chromium in test/browser/security.e2e.ts), seeded.
import fc from 'fast-check';
import { FUZZ_SEED, FUZZ_TIMEOUT_MS, hostileHtml, hostileStyle } from '../../test/support/bypass-shapes.ts';
import { problemsIn } from '../../test/support/sanitised.ts';
import { insertHtml, parseFragment } from './html.ts';

const RUNS = 2000;

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

it(
  `leaves nothing that runs, loads off-site or clobbers in ${RUNS} generated hostile fragments`,
  () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.array(hostileHtml, { minLength: 1, maxLength: 4 }), (pieces) => {
        checked++;
        const target = document.createElement('div');
        insertHtml(target, pieces.join(''));
        expect(problemsIn(target)).toEqual([]);
      }),
      { seed: FUZZ_SEED, numRuns: RUNS },
    );
    expect(checked).toBe(RUNS);
  },
  FUZZ_TIMEOUT_MS,
);

it(
  `is stable: sanitising its own output of ${RUNS} fragments changes nothing`,
  () => {
    let checked = 0;
    fc.assert(
      fc.property(hostileHtml, (html) => {
        checked++;
        const once = document.createElement('div');
        once.append(parseFragment(html));
        const twice = document.createElement('div');
        twice.append(parseFragment(once.innerHTML));
        expect(twice.innerHTML).toBe(once.innerHTML);
      }),
      { seed: FUZZ_SEED + 1, numRuns: RUNS },
    );
    expect(checked).toBe(RUNS);
  },
  FUZZ_TIMEOUT_MS,
);

it(
  `lets no style of ${RUNS} generated ones take an element out of its fragment or load what the image rule refuses`,
  () => {
    let checked = 0;
    let styled = 0;
    const attribute = (css: string) => css.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    fc.assert(
      fc.property(
        fc.array(hostileStyle, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('p', 'div', 'a', 'img', 'button', 'td', 'sf-product-qr'),
        (styles, tag) => {
          checked++;
          const target = document.createElement('div');
          insertHtml(target, styles.map((css) => `<${tag} style="${attribute(css)}">x</${tag}>`).join(''));
          expect(problemsIn(target)).toEqual([]);
          styled += target.querySelectorAll('[style]').length;
        },
      ),
      { seed: FUZZ_SEED + 2, numRuns: RUNS },
    );
    expect(checked).toBe(RUNS);
    // The legacy declarations must get through, or a sanitiser that drops every style would pass.
    expect(styled).toBeGreaterThan(RUNS / 4);
  },
  FUZZ_TIMEOUT_MS,
);
