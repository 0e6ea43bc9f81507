// demo-host's listing call (POST getproducts), shared by the 1,008-item page and the HTTP latency/load figures.

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** The form body of a getproducts call: all products, 24 per page, list mode, pages `from`–`to`. */
export const listingBody = (o) =>
  new URLSearchParams({
    categoryId: '0',
    subCategoryId: EMPTY_GUID,
    widgetCode: 'ecomwgtproductlisting',
    displayMode: 'list',
    pageFrom: String(o.from),
    pageTo: String(o.to),
    userResultPerPage: '24',
    sortBy: '0',
    sortOrder: '0',
    filterBy: 'all',
    uniqueListingString: '',
    enterBy: 'all',
    widgetUniqueCode: o.code ?? 'bench',
    powerSearchFilter: '-1',
  }).toString();

export async function postForm(origin, p, body) {
  const res = await fetch(`${origin}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`);
  return res.text();
}
