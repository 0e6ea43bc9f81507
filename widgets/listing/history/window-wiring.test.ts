// Where the results start on the page is kept to the fraction of a pixel, so a Back restore is exact.
import { resultsTop } from './window-wiring.ts';

it('measures the results top in page coordinates without rounding', () => {
  const area = document.createElement('div');
  area.getBoundingClientRect = () => new DOMRect(0, 87.6, 100, 10);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1200);
  expect(resultsTop(area)).toBeCloseTo(1287.6, 5);
});
