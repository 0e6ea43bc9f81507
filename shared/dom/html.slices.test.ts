// parseFragmentInSlices: the sanitiser run in slices gives what the one-pass parse gives, and does yield between them.
import fc from 'fast-check';
import { FUZZ_SEED, hostileHtml } from '../../test/support/bypass-shapes.ts';
import { parseFragment, parseFragmentInSlices } from './html.ts';

const RUNS = 300;
const markup = (fragment: DocumentFragment) => {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
};

it(`sanitises ${RUNS} hostile fragments exactly as parseFragment does, yielding after every element`, async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  let checked = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(hostileHtml, { minLength: 1, maxLength: 4 }), async (pieces) => {
      checked++;
      const html = pieces.join('');
      const sliced = await parseFragmentInSlices(html, '/r', { budgetMs: 0, yieldTo: async () => {} });
      expect(markup(sliced)).toBe(markup(parseFragment(html, '/r')));
    }),
    { seed: FUZZ_SEED + 7, numRuns: RUNS },
  );
  expect(checked).toBe(RUNS);
  warn.mockRestore();
});

describe('slices', () => {
  const items = Array.from({ length: 40 }, (_, i) => `<li><a href="/p/${i}" onclick="x()">P${i}</a></li>`).join('');

  it('yields once a slice has run for the budget, with nothing of the fragment in the page meanwhile', async () => {
    let clock = 0;
    const seen: number[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fragment = await parseFragmentInSlices(`<ul>${items}</ul>`, '/results', {
      budgetMs: 10,
      // The fake clock moves one unit per reading: 81 elements (ul, 40 li, 40 a) make 8 yields at 10 units a slice.
      now: () => clock++,
      yieldTo: async () => {
        seen.push(document.querySelectorAll('a[href^="/p/"]').length);
      },
    });
    expect(seen.length).toBe(8);
    expect(seen.every((n) => n === 0)).toBe(true);
    expect(fragment.querySelectorAll('a[href^="/p/"]')).toHaveLength(40);
    expect(fragment.querySelector('[onclick]')).toBeNull();
    // One warning for the whole reply, naming it: as parseFragment gives (after the page's failure report).
    const removedWarnings = warn.mock.calls
      .map(([text]) => String(text))
      .filter((text) => text.startsWith('[storefront] removed '));
    expect(removedWarnings).toHaveLength(1);
    expect(removedWarnings[0]).toContain('40 inline event handlers');
    expect(removedWarnings[0]).toContain('/results');
    warn.mockRestore();
  });

  it('runs through in one slice when the budget is not reached', async () => {
    const yieldTo = vi.fn(async () => {});
    // A clock that stays still: the budget is never reached, however slow this machine runs the walk.
    const fragment = await parseFragmentInSlices('<p>Short <b>reply</b></p>', undefined, { yieldTo, now: () => 0 });
    expect(yieldTo).not.toHaveBeenCalled();
    expect(markup(fragment)).toBe('<p>Short <b>reply</b></p>');
  });
});
