// LCP, CLS and INP as the report carries them, from the web-vitals attribution build (a fake of it here).
import { hostOf } from './inp-attribution.ts';
import { type VitalReading, type VitalsLibrary, watchVitals } from './vitals.ts';

const CHUNKS = 'https://shop.example/dist/preact/chunks/';

function watched() {
  const library = {
    onLCP: vi.fn<VitalsLibrary['onLCP']>(),
    onCLS: vi.fn<VitalsLibrary['onCLS']>(),
    onINP: vi.fn<VitalsLibrary['onINP']>(),
  };
  const vitals: VitalReading[] = [];
  watchVitals(library, (reading) => vitals.push(reading), CHUNKS);
  const [[lcp] = [], [cls] = [], [inp, options] = []] = [
    library.onLCP.mock.calls[0],
    library.onCLS.mock.calls[0],
    library.onINP.mock.calls[0],
  ];
  return { vitals, lcp, cls, inp, options };
}

it('reports LCP in whole milliseconds and CLS to four places, with their rating', () => {
  const { vitals, lcp, cls } = watched();
  lcp?.({ name: 'LCP', value: 2512.6, rating: 'needs-improvement' });
  cls?.({ name: 'CLS', value: 0.123456, rating: 'needs-improvement' });
  expect(vitals).toEqual([
    { name: 'LCP', value: 2513, rating: 'needs-improvement' },
    { name: 'CLS', value: 0.1235, rating: 'needs-improvement' },
  ]);
});

it('reports INP with the widget interacted with and the widget whose chunk ran longest', () => {
  const { vitals, inp } = watched();
  inp?.({
    name: 'INP',
    value: 312,
    rating: 'poor',
    attribution: {
      interactionTarget: 'sf-listing',
      longAnimationFrameEntries: [{ scripts: [{ sourceURL: `${CHUNKS}add-to-cart-F4ZUNE5T.js`, duration: 200 }] }],
    },
  });
  inp?.({
    name: 'INP',
    value: 96,
    rating: 'good',
    attribution: { interactionTarget: '', longAnimationFrameEntries: [] },
  });
  expect(vitals).toEqual([
    { name: 'INP', value: 312, rating: 'poor', widget: 'sf-listing', script: 'add-to-cart' },
    { name: 'INP', value: 96, rating: 'good', widget: 'page' },
  ]);
});

it('has web-vitals name the interaction’s target by its sf-* host, not by a selector of the page', () => {
  const generateTarget = watched().options?.generateTarget;
  document.body.innerHTML = '<sf-listing><input name="email" value="jane@example.com"></sf-listing>';
  const input = document.querySelector('input');
  expect(generateTarget?.(input)).toBe(hostOf(input));
  expect(generateTarget?.(input)).toBe('sf-listing');
});

it('asks web-vitals for every change of INP: an interaction it takes in only as the page is hidden is still reported', () => {
  // web-vitals takes interactions in when the page is next idle, or as it is hidden, after its final report: on a page
  // kept busy until the shopper leaves, the last interaction would reach only a report of every change.
  expect(watched().options).toMatchObject({ reportAllChanges: true });
});
