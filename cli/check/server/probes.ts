// The calls a page's tags make, planned from the widgets' own records (shared/http/plan.ts) with the page's own
// markup read by the widgets' own readers, and each reply checked with the parser the widget runs on it.
import type * as v from 'valibot';
import { parseValue, readConfig } from '../../../shared/config/attributes.ts';
import { parseLegacyBoolean } from '../../../shared/config/legacy-values.ts';
import { EMPTY_GUID } from '../../../shared/constants.ts';
import { asHtml, parseWith } from '../../../shared/http/client.ts';
import { type Plan, type PlanInput, plan } from '../../../shared/http/plan.ts';
import { ENDPOINTS, type EndpointName } from '../../../shared/legacy/endpoints.ts';
import { countSchema } from '../../../shared/stores/cart.ts';
import { lineFrom, parseAddResult } from '../../../widgets/add-to-cart/wire.ts';
import { parseReply, parseReplyItem, readSectionItem } from '../../../widgets/async-section/wire.ts';
import { cartSummarySchema } from '../../../widgets/cart-summary/wire.ts';
import { endpoints, headerSchema, optionsSchema, suggestionSchema } from '../../../widgets/header/wire.ts';
import { listingSchema, requestBodyFor } from '../../../widgets/listing/wire.ts';
import { idPostOf, MESSAGE_REPLY_TRIGGER } from '../../../widgets/message-reply/wire.ts';
import { asDomElement, type Element, select } from '../html.ts';
import type { MarkupReport } from '../page.ts';
import { asOnPage, quietly } from '../page-globals.ts';

export interface Probe {
  endpoint: EndpointName;
  /** The call as the widget plans it, at an absolute URL. */
  plan: Plan;
  /**
   * The widget's reply check: throws (ReplyShapeError and the like) when the reply would not do; returns the HTML
   * the widget puts in the page (listing results, async sections), whose markup is checked like the page's own.
   */
  check: (body: unknown) => string[] | undefined;
}

/** A probe of `endpoint`: its record's plan with what the page gives (fields, its URL), and the widget's reply check. */
function probe<N extends EndpointName>(
  endpoint: N,
  input: PlanInput<(typeof ENDPOINTS)[N]>,
  check: Probe['check'],
): Probe {
  return { endpoint, plan: plan(ENDPOINTS[endpoint], input), check };
}
const parser = (schema: v.GenericSchema, what: string) => (body: unknown) => {
  parseWith(schema, body, what);
  return undefined;
};
const html = (body: unknown) => {
  asHtml(body);
  return undefined;
};
/** An HTML reply the widget inserts as it is (the listing's results). */
const inserted = (body: unknown) => [asHtml(body)];

/** A query long enough for the header's minimum, as a shopper would type it. */
const SEARCH_WORD = 'paper';

function headerProbes(header: Element, at: (path: string) => string): Probe[] {
  const config = quietly(() => readConfig(asDomElement(header), headerSchema)).config;
  const urls = endpoints(config);
  const services =
    config.servicesPath === 'widget'
      ? 'myServices'
      : config.servicesPath === 'bpwgtheader'
        ? 'myServicesBp'
        : 'myServicesB2x';
  const probes: Probe[] = [
    probe(
      'searchSuggestions',
      { fields: { uniqueSearchString: SEARCH_WORD.padEnd(config.minimumKeywordSize, 's') }, url: at(urls.suggestions) },
      parser(suggestionSchema, 'search suggestions'),
    ),
    probe('cartCount', { url: at(urls.cartCount) }, parser(countSchema, 'cart count')),
    probe(
      services,
      {
        fields: {
          widgetCode: config.widgetCode,
          controlIndex: config.controlIndex,
          pageVersionId: config.pageVersionId,
          controlValue: config.controlValue,
        },
        url: at(urls.services),
      },
      html,
    ),
    probe(
      'quickSearchOptions',
      {
        fields: { level: 1, idParentOption: EMPTY_GUID, headerWidgetUniqueCode: config.widgetUniqueCode },
        url: at(urls.quickSearchOptions),
      },
      parser(optionsSchema, 'quick search options'),
    ),
  ];
  if (config.showQuoteCount)
    probes.push(
      probe('cartCount', { fields: { isForQuote: true }, url: at(urls.cartCount) }, parser(countSchema, 'quote count')),
    );
  const category = select('[data-category-id]', header)[0]?.attribs['data-category-id'];
  if (category)
    probes.push(
      probe(
        'submenu',
        { fields: { categoryId: category, widgetuniquecode: config.widgetUniqueCode }, url: at(urls.submenu) },
        html,
      ),
    );
  return probes;
}

/** One call per AjaxUrl, as the widget batches sections that load together (widgets/async-section/store.ts). */
function asyncProbes(sections: Element[], at: (path: string) => string): Probe[] {
  const byUrl = new Map<string, ReturnType<typeof readSectionItem>['item'][]>();
  for (const section of sections) {
    const { item, blocked } = quietly(() => readSectionItem(asDomElement(section)));
    if (blocked) continue;
    byUrl.set(item.AjaxUrl, [...(byUrl.get(item.AjaxUrl) ?? []), item]);
  }
  return [...byUrl].map(([url, items]) =>
    probe('asyncRender', { json: { asyncHtmlRequest: { AsyncSectionsItems: items } }, url: at(url) }, (body) => {
      const reply = parseReply(body);
      if (!reply.succeeded) throw new Error(`Result is not 1 (success)`);
      const parsed = reply.items.map((raw) => quietly(() => parseReplyItem(raw)));
      const bad = parsed.indexOf(null);
      if (bad >= 0) throw new Error(`AsyncSectionsItems[${bad}] does not fit the reply item shape`);
      if (reply.items.length < items.length)
        throw new Error(`${items.length} sections sent, ${reply.items.length} items back`);
      return parsed.map((item) => item?.Html ?? '');
    }),
  );
}

/** Every read-only call the page's markup leads to, in the order a shopper meets them. */
export function probesFor(markup: MarkupReport, address: string): Probe[] {
  const at = (path: string) => new URL(path, address).href;
  const root = select('html', markup.document)[0];
  return asOnPage(address, root ? asDomElement(root) : null, () => {
    const probes: Probe[] = [];
    const tags = (name: string) => markup.elements.filter((e) => e.name === name);
    const [header] = tags('sf-header');
    if (header) probes.push(...headerProbes(header, at));
    const summaries = new Set<string>();
    for (const summary of tags('sf-cart-summary')) {
      const c = quietly(() => readConfig(asDomElement(summary), cartSummarySchema)).config;
      const key = `${c.widgetCode} ${c.forQuote}`;
      if (summaries.has(key)) continue;
      summaries.add(key);
      probes.push(
        probe(
          'cartSummary',
          { fields: { widgetCode: c.widgetCode, isForQuote: c.forQuote }, url: at(ENDPOINTS.cartSummary.path) },
          html,
        ),
      );
    }
    for (const listing of tags('sf-listing')) {
      const c = quietly(() => readConfig(asDomElement(listing), listingSchema));
      if (c.blocked) continue;
      // The fields the widget's first load sends, from the same readers (widgets/listing/request-body.ts).
      const fields = Object.fromEntries(new URLSearchParams(requestBodyFor(listing.attribs)));
      probes.push(probe('listingProducts', { fields, url: at(c.config.widgetAjaxUrl) }, inserted));
    }
    probes.push(...asyncProbes(tags('sf-async-section'), at));
    const body = select('body', markup.document)[0];
    const signedIn = parseLegacyBoolean(body?.attribs['data-authenticated']) === true;
    // An anonymous shopper's first cart add asks for the delivery sector (widgets/add-to-cart/steps/sector.ts).
    if (!signedIn && select('.sf-add-to-cart', markup.document).length > 0)
      probes.push(probe('sectorForm', { url: at(ENDPOINTS.sectorForm.path) }, html));
    // The reply form a member's message opens (signed-in: --cookies-file), for the first post the page offers.
    const post = select(MESSAGE_REPLY_TRIGGER, markup.document)
      .map((trigger) => idPostOf(asDomElement(trigger)))
      .find((id) => id !== null);
    if (post)
      probes.push(
        probe('messageReplyForm', { fields: { idPost: post }, url: at(ENDPOINTS.messageReplyForm.path) }, html),
      );
    const fee = select('.sf-ehf-trigger[productid], [product-url][productid]', markup.document)[0];
    if (fee)
      probes.push(
        probe(
          'productEhf',
          { fields: { productId: fee.attribs.productid ?? '' }, url: at(ENDPOINTS.productEhf.path) },
          html,
        ),
      );
    return probes;
  });
}

/**
 * With --allow-writes (a test account): the page's first product added to the cart at its minimum quantity, as its
 * add button would (the cart's form of LEGACY-MARKUP.md §4), and the reply read with the engine's own parser. The
 * guard holds this plan back without --allow-writes (its record changes data).
 */
export function writeProbesFor(markup: MarkupReport, address: string): Probe[] {
  const input = select('.sf-add-to-cart .sf-qty[productcode]', markup.document).find((e) => e.attribs.productcode);
  if (!input) return [];
  const minimum = parseValue(input.attribs.minqty ?? '', { type: 'number', default: 1, min: 1 });
  const line = lineFrom(
    typeof minimum === 'number' ? minimum : 1,
    input.attribs.productcode ?? '',
    input.attribs.iduom,
    input.attribs.uniquecodes,
  );
  const fields = { products: [line], validateProductCustomizer: false, idPriceListPromotionWebPrebooking: 0 };
  return [
    probe('addProducts', { fields, url: new URL(ENDPOINTS.addProducts.path, address).href }, (body) => {
      parseAddResult(body);
      return undefined;
    }),
  ];
}
