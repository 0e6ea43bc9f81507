// sf-listing contract-test support (also the EHF popover's): demo-host in-process, a request log with the posted fields.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { listingOptionAttributes } from '../../demo-host/pages/listing-host.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { createDemoFetch } from './demo-fetch.ts';

export interface Call {
  path: string;
  fields: Record<string, string>;
}

export async function startDemo(): Promise<FastifyInstance> {
  return buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-listing-')) });
}

/** Routes fetch to demo-host and logs each call; `hold` lets a test delay chosen replies. */
export function trackFetch(
  app: FastifyInstance,
  hold?: (call: Call, index: number) => Promise<void> | undefined,
): Call[] {
  const demo = createDemoFetch(app);
  const calls: Call[] = [];
  const tracked = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = input instanceof Request ? input : null;
    const body = req ? await req.clone().text() : typeof init?.body === 'string' ? init.body : String(init?.body ?? '');
    const call = {
      path: new URL(req?.url ?? String(input), 'http://localhost').pathname,
      fields: Object.fromEntries(new URLSearchParams(body)),
    };
    calls.push(call);
    await hold?.(call, calls.length - 1);
    return demo(input, init);
  };
  vi.stubGlobal('fetch', tracked as typeof fetch);
  return calls;
}

/** The first page exactly as getproducts renders it (what a CMS page puts inside the tag). */
export async function firstPage(app: FastifyInstance, fields: Record<string, string>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.listingProducts.path,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return res.body;
}

/** The tag as demo-host's pages write it, with its dropdown choices (listingOptionAttributes). */
export const hostTag = (attrs: string, inner: string): string =>
  `<sf-listing data-widget-ajax-url="${ENDPOINTS.listingProducts.path}" data-refresh-product-ajax-url="${ENDPOINTS.refreshProduct.path}"
  data-widget-code="ecomwgtproductlisting" data-widget-unique-code="lst-test" ${listingOptionAttributes('en').value} ${attrs}>${inner}</sf-listing>`;

export const items = (root: ParentNode): Element[] =>
  Array.from(root.querySelectorAll('.sf-listing__results .sf-product'));

/** Picks an option the way a shopper does: React listens to change. */
export function choose(select: HTMLSelectElement | null | undefined, value: string): void {
  if (!select) throw new Error('select not found');
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export const LISTING_FIELDS = [
  'categoryId',
  'subCategoryId',
  'widgetCode',
  'displayMode',
  'pageFrom',
  'pageTo',
  'userResultPerPage',
  'sortBy',
  'sortOrder',
  'filterBy',
  'uniqueListingString',
  'enterBy',
  'widgetUniqueCode',
  'powerSearchFilter',
].sort();
