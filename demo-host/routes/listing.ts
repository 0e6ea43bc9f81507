// Listing endpoints: getproducts (results fragment) and refreshproduct (one product for a unit).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMPTY_GUID } from '../../shared/constants.ts';
import { type Form, formOf } from '../body.ts';
import { html } from '../html.ts';
import { DISPLAY_MODES, type DisplayMode, type ListingRequest, renderListing } from '../render/listing.ts';
import { productItem, productRow } from '../render/product.ts';
import type { Services } from '../services.ts';
import { orderDuplicates } from './order-approval.ts';
import { serve } from './serve.ts';

const displayModeOf = (form: Form): DisplayMode => {
  const v = (form.opt('displayMode', 20) ?? 'list').toLowerCase();
  return (DISPLAY_MODES as readonly string[]).includes(v)
    ? (v as DisplayMode)
    : form.badInput('badNumber', 'displayMode');
};

/** categoryId as the pages write it (a GUID), or a page URL's numeric id; anything else that is not an id is bad input. */
export const categoryOf = (form: Form, s: Services): number => {
  const raw = form.opt('categoryId', 40);
  if (raw !== undefined && !/^\s*\{?[\w-]*\}?\s*$/.test(raw)) form.badInput('badNumber', 'categoryId');
  return s.repo.categoryRef(raw);
};

const parseListingForm = (form: Form, s: Services): ListingRequest => {
  const pageFrom = form.int('pageFrom', 1, 1, 10000);
  const pageTo = Math.max(pageFrom, form.int('pageTo', pageFrom, 1, 10000));
  const sortOrder = (form.opt('sortOrder', 10) ?? '0').toUpperCase();
  const sub = (form.opt('subCategoryId', 40) ?? EMPTY_GUID).trim();
  if (sub !== '' && !/^[0-9a-f-]{36}$/i.test(sub)) form.badInput('badNumber', 'subCategoryId');
  return {
    categoryId: categoryOf(form, s),
    subCategoryId: sub || EMPTY_GUID,
    displayMode: displayModeOf(form),
    pageFrom,
    pageTo: Math.min(pageTo, pageFrom + 20),
    perPage: form.int('userResultPerPage', 24, 1, 100),
    sortBy: form.int('sortBy', 0, 0, 4),
    desc: sortOrder === '1' || sortOrder === 'DESC',
    filterBy: (form.opt('filterBy', 40) ?? 'all').toLowerCase(),
    enterBy: (form.opt('enterBy', 40) ?? 'all').toLowerCase(),
    search: (form.opt('uniqueListingString', 200) ?? '').replace(/[<>]/g, '').trim(),
    powerSearchFilter: form.opt('powerSearchFilter', 100) ?? '-1',
  };
};

export const listingContext = (s: Services, req: FastifyRequest, lang: 'en' | 'fr') => ({
  lang,
  orderApproval: req.ctx.orderToAdd > 0,
  duplicates: orderDuplicates(s, req.ctx.orderToAdd),
});

export const listingRoutes = (app: FastifyInstance, s: Services): void => {
  serve(app, 'listingProducts', async (req, reply) => {
    const r = parseListingForm(formOf(req), s);
    reply.type('text/html; charset=utf-8');
    return renderListing(s.repo, r, listingContext(s, req, req.ctx.lang)).value;
  });
  serve(app, 'refreshProduct', async (req, reply) => {
    const form = formOf(req);
    const id = form.int('productId', undefined, 1);
    const uom = form.int('selectedUom', 0, 0);
    const mode = displayModeOf(form);
    const p = s.repo.productById(id);
    reply.type('text/html; charset=utf-8');
    if (!p)
      return reply
        .code(404)
        .send(
          html`<p class="sf-listing-empty">${req.ctx.lang === 'fr' ? 'Produit introuvable.' : 'Product not found.'}</p>`
            .value,
        );
    const o = { ...listingContext(s, req, req.ctx.lang), uoms: s.repo.uoms(p.id), selectedUom: uom };
    return (mode === 'simplelist' ? productRow(p, o) : productItem(p, o, mode === 'list')).value;
  });
};
