// demo-host's listing call (POST getproducts), shared by the 1,008-item page and the HTTP latency/load figures; the
// body is the widget's own (through the bench's gateway).
import { requestBodyFor } from '../gateway.mjs';

/** The form body of a getproducts call: all products, 24 per page, list mode, pages `from`–`to`. */
export const listingBody = (o) =>
  requestBodyFor(
    {
      'data-widget-code': 'ecomwgtproductlisting',
      'data-display-mode': 'list',
      'data-widget-unique-code': o.code ?? 'bench',
    },
    o.from,
    o.to,
  );

export async function postForm(origin, p, body) {
  const res = await fetch(`${origin}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`);
  return res.text();
}
