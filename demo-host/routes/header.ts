// Header endpoints: cart count, search suggestions, category quick search, mega menu, "my services".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMPTY_GUID, SUGGEST_MAX_ITEMS } from '../../shared/constants.ts';
import { underBase } from '../../shared/legacy/endpoints.ts';
import { formOf } from '../body.ts';
import { readerOf } from '../cart/store.ts';
import { runListing } from '../catalogue/listing-query.ts';
import { catName, title } from '../catalogue/repo.ts';
import { t } from '../i18n.ts';
import { bigMenuPanel, myServices, suggestionPreview } from '../render/menus.ts';
import { callResult, MsgType, msg, Result } from '../results.ts';
import type { Services } from '../services.ts';
import { categoryOf } from './listing.ts';
import { serve } from './serve.ts';

const htmlReply = (reply: FastifyReply, body: string): string => {
  reply.type('text/html; charset=utf-8');
  return body;
};

export const headerRoutes = (app: FastifyInstance, s: Services): void => {
  // isForQuote=true (sent by <sf-header data-show-quote-count="true">) answers the quote's count.
  serve(app, 'cartCount', async (req) =>
    s.carts.count(s.carts.find(readerOf(req.ctx), formOf(req).bool('isForQuote', false) ? 'quote' : 'cart')),
  );
  serve(app, 'searchSuggestions', async (req) => searchSuggestions(s, req));
  serve(app, 'quickSearchOptions', async (req) => quickSearchOptions(s, req));
  serve(app, 'quickSearch', async (req) => quickSearch(s, req));
  serve(app, 'submenu', async (req, reply) => submenu(s, req, reply), underBase('submenu', '/:widgetCode'));

  // Any widget code: the header asks /{widgetCode}/rendermyservices unless data-services-path names a fixed one.
  for (const [name, url] of [
    ['myServices', underBase('myServices', '/:widgetCode')],
    ['myServicesBp', undefined],
    ['myServicesB2x', undefined],
  ] as const) {
    serve(app, name, async (req, reply) => myServicesPanel(req, reply), url);
  }
};

/** Category names then product titles matching the typed text, and a preview of the first product. */
function searchSuggestions(s: Services, req: FastifyRequest) {
  const q = formOf(req).str('uniqueSearchString', 200).replace(/[<>]/g, '').trim();
  const { lang } = req.ctx;
  const page = runListing(s.repo, {
    categoryId: 0,
    subCategoryGuid: null,
    search: q,
    enterBy: 'all',
    filterBy: 'all',
    powerSearchFilter: '-1',
    sortBy: 0,
    desc: false,
    offset: 0,
    limit: SUGGEST_MAX_ITEMS,
  });
  const cats = s.repo.categories
    .filter((c) => catName(c, lang).toLowerCase().includes(q.toLowerCase()))
    .map((c) => catName(c, lang));
  const Suggestions = [...new Set([...cats, ...page.products.map((p) => title(p, lang))])].slice(0, SUGGEST_MAX_ITEMS);
  const first = page.products[0];
  return { Suggestions, hasProduct: first !== undefined, ProductValue: first ? suggestionPreview(first, lang) : '' };
}

/** The categories of one level of the quick search, under the parent chosen at the level above. */
function quickSearchOptions(s: Services, req: FastifyRequest) {
  const form = formOf(req);
  const level = form.int('level', undefined, 1, 3);
  const parent = (form.opt('idParentOption', 40) ?? EMPTY_GUID).toLowerCase();
  const parentCat = level === 1 || parent === EMPTY_GUID ? undefined : s.repo.byGuid.get(parent);
  if (level > 1 && !parentCat) return [];
  return s.repo.categories
    .filter((c) => c.level === level && (parentCat ? c.parent_id === parentCat.id : true))
    .map((c) => ({ Item1: c.guid, Item2: catName(c, req.ctx.lang) }));
}

/** The quick search's three chosen levels: a redirect to the last one, or an error while one is missing. */
function quickSearch(s: Services, req: FastifyRequest) {
  const form = formOf(req);
  const ids = form
    .str('selectedCategories', 200)
    .split('|')
    .map((x) => x.trim().toLowerCase());
  const cats = ids.map((g) => (g === EMPTY_GUID ? undefined : s.repo.byGuid.get(g)));
  const last = cats[cats.length - 1];
  if (cats.length < 3 || cats.some((c) => !c) || !last)
    return callResult(Result.ERROR, [msg(t(req.ctx.lang, 'chooseAllLevels'), MsgType.ERROR)]);
  return callResult(Result.REDIRECT, [], {
    RedirectUrl: `${req.ctx.lang === 'fr' ? '/fr' : ''}/category/${last.id}`,
  });
}

/** The mega menu's panel of one category (an empty panel for an unknown one). */
function submenu(s: Services, req: FastifyRequest, reply: FastifyReply): string {
  const form = formOf(req);
  form.str('categoryId', 40);
  const id = categoryOf(form, s);
  return htmlReply(
    reply,
    s.repo.byId.has(id) ? bigMenuPanel(s.repo, id, req.ctx.lang) : '<div class="sf-bigmenu-panel"></div>',
  );
}

/** The "my services" panel, for a member or a visitor; the form's fields are read for their limits only. */
function myServicesPanel(req: FastifyRequest, reply: FastifyReply): string {
  const f = formOf(req);
  f.opt('widgetCode', 200);
  f.opt('controlValue', 2000);
  return htmlReply(reply, myServices(req.ctx.lang, req.ctx.user !== null));
}
