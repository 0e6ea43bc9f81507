// The sanitiser corpus (test/engines/sanitiser-corpus.ts) as happy-dom parses it; the same cases run in Chromium,
// Firefox and WebKit (test/engines/*-sanitiser.engine.ts), where a form's controls really shadow its properties.

import { CORPUS, REQUIRED_CLASSES } from '../../test/engines/sanitiser-corpus.ts';
import { FORM_PLACES, INSERTION_PATHS, runCorpus } from '../../test/engines/sanitiser-corpus-page.ts';
import { FUZZ_TIMEOUT_MS } from '../../test/support/bypass-shapes.ts';

it('covers every attack class with at least one case, each id once', () => {
  const ids = CORPUS.map((c) => c.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(REQUIRED_CLASSES.filter((cls) => !CORPUS.some((c) => c.class === cls))).toEqual([]);
});

// The fuzz passes' time limit: a mutation run's instrumented code takes several times the usual second here.
// happy-dom gives a control the form around it even when its form attribute names none (against the HTML standard):
// the page form around the target is judged in the three engines (test/engines/*-sanitiser.engine.ts).
const PLACES = FORM_PLACES.filter((place) => place !== 'around');

it(
  `passes all ${CORPUS.length} cases through every insertion path, the page's form above and beside`,
  async () => {
    // happy-dom loads no image: nothing to wait for.
    const results = await runCorpus(undefined, { settle: false, places: PLACES });
    expect(results).toHaveLength(CORPUS.length * INSERTION_PATHS.length * PLACES.length);
    expect(results.filter((r) => r.problems.length > 0)).toEqual([]);
  },
  FUZZ_TIMEOUT_MS * 4,
);
