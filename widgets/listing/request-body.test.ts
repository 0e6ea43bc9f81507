// The getproducts body the fixtures (bench, demo-host bench, live stories) send is the widget's own requestFields().
import { execFileSync } from 'node:child_process';
import { requestBodyFor } from './request-body.ts';

vi.mock('./state.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./state.ts')>();
  return {
    ...real,
    // Stands for a field the widget would start sending: the fixtures must follow without an edit of their own.
    requestFields: (...args: Parameters<typeof real.requestFields>) =>
      globalThis.__extraListingField
        ? { ...real.requestFields(...args), extraField: 'x' }
        : real.requestFields(...args),
  };
});
declare global {
  var __extraListingField: boolean | undefined;
}
afterEach(() => {
  globalThis.__extraListingField = undefined;
});

it('is built by requestFields(): a field the widget adds reaches the fixtures', () => {
  globalThis.__extraListingField = true;
  expect(new URLSearchParams(requestBodyFor({})).get('extraField')).toBe('x');
});

it('gives the 14 fields with the listing attributes’ defaults, overridden by the attributes given', () => {
  const body = new URLSearchParams(
    requestBodyFor({ 'data-category-id': '2', 'data-display-mode': 'grid', 'data-widget-unique-code': 'u' }, 3, 4),
  );
  expect([...body]).toEqual([
    ['categoryId', '2'],
    ['subCategoryId', '00000000-0000-0000-0000-000000000000'],
    ['widgetCode', ''],
    ['displayMode', 'grid'],
    ['pageFrom', '3'],
    ['pageTo', '4'],
    ['userResultPerPage', '24'],
    ['sortBy', '0'],
    ['sortOrder', '0'],
    ['filterBy', 'all'],
    ['uniqueListingString', ''],
    ['enterBy', 'all'],
    ['widgetUniqueCode', 'u'],
    ['powerSearchFilter', '-1'],
  ]);
});

it('the bench’s listingBody (plain node, as the bench runs it) is the same body', () => {
  const script =
    "const { listingBody } = await import('./bench/timings/listing-request.mjs'); process.stdout.write(listingBody({ from: 2, to: 5, code: 'lst-search' }));";
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(out).toBe(
    requestBodyFor(
      {
        'data-widget-code': 'ecomwgtproductlisting',
        'data-display-mode': 'list',
        'data-widget-unique-code': 'lst-search',
      },
      2,
      5,
    ),
  );
});
