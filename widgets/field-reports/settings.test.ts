// The page's <meta name="sf-report">: where batches go, how many page views report, and the page type.
import { readReportSettings } from './settings.ts';

const BASE = 'https://shop.example/category/paper?sort=price';
const meta = (attributes: string) => {
  document.head.innerHTML = `<meta name="sf-report" ${attributes}>`;
  return document.head.querySelector('meta') as HTMLMetaElement;
};

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

it('reads the path, the page type and a page view drawn in, every attribute given', () => {
  const settings = readReportSettings(meta('content="/__sf/reports" data-sample="0.25" data-page-type="product"'), {
    draw: () => 0.2,
    base: BASE,
  });
  expect(settings).toEqual({ url: 'https://shop.example/__sf/reports', page: 'product', sampled: true });
  expect(console.warn).not.toHaveBeenCalled();
});

it('reports every page view of type page when only the path is given', () => {
  expect(readReportSettings(meta('content="/__sf/reports"'), { draw: () => 0.999, base: BASE })).toEqual({
    url: 'https://shop.example/__sf/reports',
    page: 'page',
    sampled: true,
  });
});

it('draws each page view once against the rate: above it, the page view does not report', () => {
  const draw = vi.fn(() => 0.5);
  expect(readReportSettings(meta('content="/r" data-sample="0.5"'), { draw, base: BASE })?.sampled).toBe(false);
  expect(readReportSettings(meta('content="/r" data-sample="0,75"'), { draw, base: BASE })?.sampled).toBe(true);
  expect(readReportSettings(meta('content="/r" data-sample="0"'), { draw: () => 0, base: BASE })?.sampled).toBe(false);
  expect(draw).toHaveBeenCalledTimes(2);
});

it.each([
  '//evil.example/r',
  'https://evil.example/r',
  'javascript:alert(1)',
  '',
  '/\\evil.example',
  '/r?visitor=jane@example.com',
  '/r#jane',
])('refuses %j as the path with one console message', (content) => {
  expect(readReportSettings(meta(`content="${content}"`), { draw: () => 0, base: BASE })).toBeNull();
  expect(console.warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('not a same-origin path'));
});

it('refuses a meta without content', () => {
  expect(readReportSettings(meta('data-sample="1"'), { draw: () => 0, base: BASE })).toBeNull();
  expect(console.warn).toHaveBeenCalledTimes(1);
});

it.each(['2', '-0.1', 'half', ''])('reads the rate %j as 1, with a console note', (rate) => {
  const settings = readReportSettings(meta(`content="/r" data-sample="${rate}"`), { draw: () => 0.99, base: BASE });
  expect(settings?.sampled).toBe(true);
  expect(console.warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('data-sample'));
});

it.each(['Product', '1page', 'product page', 'jane@example.com', 'x'.repeat(41)])(
  'reads the page type %j as page, with a console note',
  (type) => {
    const settings = readReportSettings(meta(`content="/r" data-page-type="${type}"`), { draw: () => 0, base: BASE });
    expect(settings?.page).toBe('page');
    expect(console.warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('data-page-type'));
  },
);
