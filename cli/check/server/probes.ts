// The read-only calls a page's tags make, built from the page's own markup with the widgets' own readers, and each
// reply checked with the parser the widget runs on it.
import type * as v from 'valibot';
import { parseValue, readConfig } from '../../../shared/config/attributes.ts';
import { parseLegacyBoolean } from '../../../shared/config/legacy-values.ts';
import { EMPTY_GUID } from '../../../shared/constants.ts';
import { asHtml, parseWith, toFormBody } from '../../../shared/http/client.ts';
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
  /** Absolute URL of the call. */
  url: string;
  init: RequestInit;
  expect: 'html' | 'json';
  /**
   * The widget's reply check: throws (ReplyShapeError and the like) when the reply would not do; returns the HTML
   * the widget puts in the page (listing results, async sections), whose markup is checked like the page's own.
   */
  check: (body: unknown) => string[] | undefined;
}

const form = (fields: Record<string, string | number | boolean>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
  body: new URLSearchParams(Object.entries(fields).map(([k, value]) => [k, String(value)])).toString(),
});
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
  const services: EndpointName =
    config.servicesPath === 'widget'
      ? 'myServices'
      : config.servicesPath === 'bpwgtheader'
        ? 'myServicesBp'
        : 'myServicesB2x';
  const probes: Probe[] = [
    {
      endpoint: 'searchSuggestions',
      url: at(urls.suggestions),
      init: form({ uniqueSearchString: SEARCH_WORD.padEnd(config.minimumKeywordSize, 's') }),
      expect: 'json',
      check: parser(suggestionSchema, 'search suggestions'),
    },
    {
      endpoint: 'cartCount',
      url: at(urls.cartCount),
      init: form({}),
      expect: 'json',
      check: parser(countSchema, 'cart count'),
    },
    {
      endpoint: services,
      url: at(urls.services),
      init: form({
        widgetCode: config.widgetCode,
        controlIndex: config.controlIndex,
        pageVersionId: config.pageVersionId,
        controlValue: config.controlValue,
      }),
      expect: 'html',
      check: html,
    },
    {
      endpoint: 'quickSearchOptions',
      url: at(urls.quickSearchOptions),
      init: form({ level: 1, idParentOption: EMPTY_GUID, headerWidgetUniqueCode: config.widgetUniqueCode }),
      expect: 'json',
      check: parser(optionsSchema, 'quick search options'),
    },
  ];
  if (config.showQuoteCount)
    probes.push({
      endpoint: 'cartCount',
      url: at(urls.cartCount),
      init: form({ isForQuote: true }),
      expect: 'json',
      check: parser(countSchema, 'quote count'),
    });
  const category = select('[data-category-id]', header)[0]?.attribs['data-category-id'];
  if (category)
    probes.push({
      endpoint: 'submenu',
      url: at(urls.submenu),
      init: form({ categoryId: category, widgetuniquecode: config.widgetUniqueCode }),
      expect: 'html',
      check: html,
    });
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
  return [...byUrl].map(([url, items]) => ({
    endpoint: 'asyncRender',
    url: at(url),
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ asyncHtmlRequest: { AsyncSectionsItems: items } }),
    },
    expect: 'json',
    check: (body) => {
      const reply = parseReply(body);
      if (!reply.succeeded) throw new Error(`Result is not 1 (success)`);
      const parsed = reply.items.map((raw) => quietly(() => parseReplyItem(raw)));
      const bad = parsed.indexOf(null);
      if (bad >= 0) throw new Error(`AsyncSectionsItems[${bad}] does not fit the reply item shape`);
      if (reply.items.length < items.length)
        throw new Error(`${items.length} sections sent, ${reply.items.length} items back`);
      return parsed.map((item) => item?.Html ?? '');
    },
  }));
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
      probes.push({
        endpoint: 'cartSummary',
        url: at(ENDPOINTS.cartSummary.path),
        init: form({ widgetCode: c.widgetCode, isForQuote: c.forQuote }),
        expect: 'html',
        check: html,
      });
    }
    for (const listing of tags('sf-listing')) {
      const c = quietly(() => readConfig(asDomElement(listing), listingSchema));
      if (c.blocked) continue;
      probes.push({
        endpoint: 'listingProducts',
        url: at(c.config.widgetAjaxUrl),
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          body: requestBodyFor(listing.attribs),
        },
        expect: 'html',
        check: inserted,
      });
    }
    probes.push(...asyncProbes(tags('sf-async-section'), at));
    const body = select('body', markup.document)[0];
    const signedIn = parseLegacyBoolean(body?.attribs['data-authenticated']) === true;
    // An anonymous shopper's first cart add asks for the delivery sector (widgets/add-to-cart/steps/sector.ts).
    if (!signedIn && select('.sf-add-to-cart', markup.document).length > 0)
      probes.push({
        endpoint: 'sectorForm',
        url: at(ENDPOINTS.sectorForm.path),
        init: form({}),
        expect: 'html',
        check: html,
      });
    // The reply form a member's message opens (signed-in: --cookies-file), for the first post the page offers.
    const post = select(MESSAGE_REPLY_TRIGGER, markup.document)
      .map((trigger) => idPostOf(asDomElement(trigger)))
      .find((id) => id !== null);
    if (post)
      probes.push({
        endpoint: 'messageReplyForm',
        url: at(ENDPOINTS.messageReplyForm.path),
        init: form({ idPost: post }),
        expect: 'html',
        check: html,
      });
    const fee = select('.sf-ehf-trigger[productid], [product-url][productid]', markup.document)[0];
    if (fee)
      probes.push({
        endpoint: 'productEhf',
        url: at(ENDPOINTS.productEhf.path),
        init: form({ productId: fee.attribs.productid ?? '' }),
        expect: 'html',
        check: html,
      });
    return probes;
  });
}

/**
 * With --allow-writes (a test account): the page's first product added to the cart at its minimum quantity, as its
 * add button would (the cart's form of LEGACY-MARKUP.md §4), and the reply read with the engine's own parser.
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
  return [
    {
      endpoint: 'addProducts',
      url: new URL(ENDPOINTS.addProducts.path, address).href,
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: toFormBody({
          products: [line],
          validateProductCustomizer: false,
          idPriceListPromotionWebPrebooking: 0,
        }).toString(),
      },
      expect: 'json',
      check: (body) => {
        parseAddResult(body);
        return undefined;
      },
    },
  ];
}
