// The legacy endpoint contract written once (LEGACY-MARKUP.md §2–§8): every call the widgets make, its wire as the server
// speaks it. shared/http turns a record into a request (plan.ts); demo-host, the page checker and the tests read the same.

/** GET or POST: every call is a POST but the page-URL look-up and the cart page's re-read (LEGACY-MARKUP.md §0, §8). */
type Method = 'GET' | 'POST';
/** form = application/x-www-form-urlencoded; json = a JSON body; query = the fields in the query string; none = no body. */
type BodyKind = 'form' | 'json' | 'query' | 'none';
/**
 * json = a JSON reply (a CallResult, a number, a list…); html = a text/html fragment or page; text = any body, read as
 * text (the comment calls: the spec leaves their answer open, and only a call result in it is read).
 */
type ReplyKind = 'json' | 'html' | 'text';

export interface Endpoint {
  /**
   * The default path, exactly as LEGACY-MARKUP.md writes it (the server accepts any case); null when every call names
   * its own (a page the author gives, an action the server gives).
   */
  path: string | null;
  method: Method;
  body: BodyKind;
  reply: ReplyKind;
  /**
   * The call changes data (LEGACY-MARKUP.md §10): the client never times it out (a late success reported as a failure
   * invites a second add), and the page checker never sends it without --allow-writes. A read takes the page's
   * opt-in read timeout (none unless `<html data-sf-read-timeout-ms>`). Absent: a read.
   */
  changesData?: true;
  /** A call the shopper did not ask for: not counted in the status bar's loading message (a call is, unless it says). */
  background?: true;
  /** An anonymous visitor is answered 401 `redirect_to_login:` (LEGACY-MARKUP.md §0); absent: anyone may call it. */
  memberOnly?: true;
  /** The page author may point the widget elsewhere with this attribute: `path` is then only its default. */
  attribute?: string;
  /**
   * The call reads a whole page as the browser loads it: no X-Requested-With, since an MVC server's IsAjaxRequest()
   * would answer a partial instead of the page.
   */
  pageLoad?: true;
}

export const ENDPOINTS = {
  // §2–§3 listing (sf-listing's data-widget-ajax-url / data-refresh-product-ajax-url)
  listingProducts: {
    path: '/ecomwgtproductlisting/getproducts',
    method: 'POST',
    body: 'form',
    reply: 'html',
    attribute: 'data-widget-ajax-url',
  },
  refreshProduct: {
    path: '/ecomwgtproductlisting/refreshproduct',
    method: 'POST',
    body: 'form',
    reply: 'html',
    attribute: 'data-refresh-product-ajax-url',
  },
  // §4 adds
  addProducts: {
    path: '/shoppingcart/addproducts',
    method: 'POST',
    body: 'form',
    reply: 'json',
    changesData: true,
  },
  addProductsConfirmed: {
    path: '/shoppingcart/addproductsconfirmed',
    method: 'POST',
    body: 'form',
    reply: 'json',
    changesData: true,
  },
  addProductsToQuote: {
    path: '/shoppingcart/addproductstoquote',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  addProductsToQuoteConfirmed: {
    path: '/shoppingcart/addproductstoquoteconfirmed',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  addProductsWithComments: {
    path: '/bpshoppingcart/addproductswithcomments',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  addProductsWithCommentsConfirmed: {
    path: '/bpshoppingcart/addproductswithcommentsconfirmed',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  addProductsOrderApproval: {
    path: '/bpshoppingcart/AddProductsOrderApproval',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  addToPurchaseList: {
    path: '/shoppingcart/addproductstopurchaselist',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  addToPurchaseListB2b: {
    path: '/bpshoppingcart/addproductstopurchaselist',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  addProduct: {
    path: '/shoppingcart/addproduct',
    method: 'POST',
    body: 'form',
    reply: 'json',
    changesData: true,
  },
  // §5 quantity confirmation
  quantityConfirmation: {
    path: '/shoppingcart/renderproductquantityconfirmation',
    method: 'POST',
    body: 'form',
    reply: 'html',
  },
  // §7 popups and panels
  cartSummary: {
    path: '/ecomwgtshoppingcartsummary/index',
    method: 'POST',
    body: 'form',
    reply: 'html',
    background: true,
  },
  sectorForm: {
    path: '/bputils/rendersectordeliveryvalidation',
    method: 'POST',
    body: 'none',
    reply: 'html',
  },
  messageReplyForm: {
    path: '/bputils/rendermessagereply',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: true,
  },
  /** `/{widgetCode}/getsubmenucategory`: the header's data-widget-code replaces the first segment. */
  submenu: {
    path: '/ecomwgtheader/getsubmenucategory',
    method: 'POST',
    body: 'form',
    reply: 'html',
    attribute: 'data-widget-code',
  },
  /** `/{widgetCode}/rendermyservices` (sf-header data-services-path="widget"). */
  myServices: {
    path: '/ecomwgtheader/rendermyservices',
    method: 'POST',
    body: 'form',
    reply: 'html',
    attribute: 'data-widget-code',
  },
  myServicesBp: {
    path: '/bpwgtheader/rendermyservices',
    method: 'POST',
    body: 'form',
    reply: 'html',
  },
  myServicesB2x: {
    path: '/bpwgtheaderb2x/rendermyservices',
    method: 'POST',
    body: 'form',
    reply: 'html',
  },
  productEhf: {
    path: '/bputils/renderproductehf',
    method: 'POST',
    body: 'form',
    reply: 'html',
  },
  // §8 JSON endpoints
  asyncRender: {
    path: '/ecomasync/render',
    method: 'POST',
    body: 'json',
    reply: 'json',
    background: true,
    attribute: 'data-ajax-url',
  },
  /** `{header}/getcartelementcount`: the header's data-header-url replaces the first segment. */
  cartCount: {
    path: '/ecomwgtheader/getcartelementcount',
    method: 'POST',
    body: 'form',
    reply: 'json',
    background: true,
    attribute: 'data-header-url',
  },
  searchSuggestions: {
    path: '/ecomwgtheader/getsearchsuggestions/',
    method: 'POST',
    body: 'form',
    reply: 'json',
    background: true,
    attribute: 'data-header-url',
  },
  quickSearchOptions: {
    path: '/ecomwgtheader/getcategoryquicksearchoptions',
    method: 'POST',
    body: 'form',
    reply: 'json',
  },
  quickSearch: {
    path: '/ecomwgtheader/categoryquicksearch',
    method: 'POST',
    body: 'form',
    reply: 'json',
  },
  validateSector: {
    path: '/bputils/validatesectordelivery',
    method: 'POST',
    body: 'form',
    reply: 'json',
  },
  sendMessageReply: {
    path: '/bputils/sendmessagereply',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  addComment: {
    path: '/shoppingcart/addComment',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  addComments: {
    path: '/shoppingcart/addcomments',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  removeComment: {
    path: '/shoppingcart/removecomment',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  removeComments: {
    path: '/shoppingcart/removecomments',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    changesData: true,
  },
  /** Configurator A's start (provider `easyprint`, shared/providers.ts). */
  easyprintStart: {
    path: '/bputils/geteasyprinturl',
    method: 'POST',
    body: 'form',
    reply: 'json',
  },
  /** Configurator B's start (provider `deskdesign`). */
  deskdesignStart: {
    path: '/deskdesign/StartSession',
    method: 'POST',
    body: 'form',
    reply: 'json',
  },
  deskdesignPortal: {
    path: '/deskdesign/Portal',
    method: 'POST',
    body: 'none',
    reply: 'json',
  },
  logout: {
    path: '/bpwgtlogin/logout',
    method: 'POST',
    body: 'none',
    reply: 'json',
    changesData: true,
  },
  clientUrl: {
    path: '/cmseditorwgtpageurls/geturlclientbyurl',
    method: 'GET',
    body: 'query',
    reply: 'json',
    background: true,
  },
  /** ActionOnConfirm's Yes (§4): the same products posted to the action the add's reply names, on this site. */
  confirmedAction: {
    path: null,
    method: 'POST',
    body: 'form',
    reply: 'json',
    changesData: true,
  },
  /** The cart page read again when the cart changes (§8): `data-refresh-url`, else the page itself, as a page load. */
  cartPage: {
    path: null,
    method: 'GET',
    body: 'query',
    reply: 'html',
    pageLoad: true,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
/** The records with a default path of their own (not those whose every call names its path). */
export type PathEndpointName = {
  [K in EndpointName]: (typeof ENDPOINTS)[K]['path'] extends string ? K : never;
}[EndpointName];

/** The path with its first segment replaced by an author's base (`{header}`, `/{widgetCode}`): `/base/getcartelementcount`. */
export function underBase(name: PathEndpointName, base: string): string {
  const path = ENDPOINTS[name].path;
  return `${base.replace(/\/+$/, '')}${path.slice(path.indexOf('/', 1))}`;
}
