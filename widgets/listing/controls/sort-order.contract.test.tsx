// What a sort change posts as sortOrder, against demo-host's real getproducts: the spec changes sortOrder only on a
// display-mode change, so a server's plain sort values leave it as it was.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { type Call, choose, firstPage, startDemo, trackFetch } from '../../../test/support/listing-demo.ts';
import { mountHtml, settle } from '../../../test/support/render.tsx';
import { waitFor } from '../../../test/support/wait.ts';
import { define } from '../define.ts';

let app: FastifyInstance;
let calls: Call[];
let page1: string;

beforeAll(async () => {
  define();
  app = await startDemo();
  page1 = await firstPage(app, { uniqueListingString: 'calculator' });
});
afterAll(() => app.close());
beforeEach(() => {
  calls = trackFetch(app);
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

const listingCalls = () => calls.filter((c) => c.path === ENDPOINTS.listingProducts.path);
const sortSelect = (host: HTMLElement) => {
  const label = Array.from(host.querySelectorAll('label')).find((l) => l.textContent === 'Sort by');
  return label ? host.querySelector<HTMLSelectElement>(`#${CSS.escape(label.htmlFor)}`) : null;
};
/** Chooses by the label a shopper reads, whatever value the option carries. */
const chooseLabel = (select: HTMLSelectElement | null, text: string) => {
  const option = Array.from(select?.options ?? []).find((o) => o.textContent === text);
  if (!option) throw new Error(`no option "${text}"`);
  choose(select, option.value);
};
const mount = (attrs: string, options: string) =>
  mountHtml(
    `<sf-listing data-widget-ajax-url="${ENDPOINTS.listingProducts.path}" data-widget-code="ecomwgtproductlisting"
      data-widget-unique-code="lst-sort" data-searchstring="calculator" ${attrs} data-sort-options='${options}'>${page1}</sf-listing>`,
  );
const PLAIN = '[{"Item1":"0","Item2":"Relevance"},{"Item1":"1","Item2":"Name"}]';

describe('sort order on a sort change', () => {
  it('a plain sort value leaves sortOrder at 0 (the spec default), and the dropdown shows the choice', async () => {
    const host = await mount('data-sort-order="0"', PLAIN);
    await settle(() => chooseLabel(sortSelect(host), 'Name'));
    await waitFor(() => listingCalls().length === 1, 'the getproducts call');
    expect(listingCalls()[0]?.fields).toMatchObject({ sortBy: '1', sortOrder: '0' });
    await waitFor(() => host.querySelector('.sf-listing__results')?.getAttribute('aria-busy') === 'false');
    expect(sortSelect(host)?.selectedOptions[0]?.textContent).toBe('Name');
  });

  it('a plain sort value keeps the order a display-mode change set (ASC)', async () => {
    const host = await mount('data-sort-order="0"', PLAIN);
    await settle(() => host.querySelector<HTMLButtonElement>('.sf-listing__mode--grid')?.click());
    await waitFor(() => listingCalls().length === 1 && host.querySelector('.sf-products--grid') !== null);
    await settle(() => chooseLabel(sortSelect(host), 'Name'));
    await waitFor(() => listingCalls().length === 2, 'the sort call');
    expect(listingCalls()[1]?.fields).toMatchObject({ displayMode: 'grid', sortBy: '1', sortOrder: 'ASC' });
  });

  it('an author value "sortBy:sortOrder" posts that order as written (an opt-in beyond the spec)', async () => {
    const host = await mount(
      'data-sort-order="0"',
      '[{"Item1":"0","Item2":"Relevance"},{"Item1":"2:DESC","Item2":"Price (high to low)"}]',
    );
    await settle(() => chooseLabel(sortSelect(host), 'Price (high to low)'));
    await waitFor(() => listingCalls().length === 1, 'the getproducts call');
    expect(listingCalls()[0]?.fields).toMatchObject({ sortBy: '2', sortOrder: 'DESC' });
    await settle(() => chooseLabel(sortSelect(host), 'Relevance'));
    await waitFor(() => listingCalls().length === 2, 'the second call');
    // Relevance carries no order: the one in force stays.
    expect(listingCalls()[1]?.fields).toMatchObject({ sortBy: '0', sortOrder: 'DESC' });
  });
});
