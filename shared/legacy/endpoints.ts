// The legacy endpoint contract written once (LEGACY-MARKUP.md §2–§8): every path the widgets call, as the server spells it.

/** GET or POST: every call is a POST but the page-URL look-up (LEGACY-MARKUP.md §0). */
type Method = 'GET' | 'POST';
/** form = application/x-www-form-urlencoded; json = a JSON body; query = the fields in the query string; none = no field. */
type BodyKind = 'form' | 'json' | 'query' | 'none';
/** json = a JSON reply (a CallResult, a number, a list…); html = a text/html fragment. */
type ReplyKind = 'json' | 'html';
/**
 * The client timeout rule (LEGACY-MARKUP.md §10): read = the page's opt-in read timeout (none unless
 * `<html data-sf-read-timeout-ms>`), never = a call that changes data, which the client never times out.
 */
type TimeoutRule = 'read' | 'never';

export interface Endpoint {
  /** The default path, exactly as LEGACY-MARKUP.md writes it (the server accepts any case). */
  path: string;
  method: Method;
  body: BodyKind;
  reply: ReplyKind;
  /** An anonymous visitor is answered 401 `redirect_to_login:` (LEGACY-MARKUP.md §0). */
  memberOnly: boolean;
  timeout: TimeoutRule;
  /** The page author may point the widget elsewhere with this attribute: `path` is then only its default. */
  attribute?: string;
}

export const ENDPOINTS = {
  // §2–§3 listing (sf-listing's data-widget-ajax-url / data-refresh-product-ajax-url)
  listingProducts: {
    path: '/ecomwgtproductlisting/getproducts',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
    attribute: 'data-widget-ajax-url',
  },
  refreshProduct: {
    path: '/ecomwgtproductlisting/refreshproduct',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
    attribute: 'data-refresh-product-ajax-url',
  },
  // §4 adds
  addProducts: {
    path: '/shoppingcart/addproducts',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'never',
  },
  addProductsConfirmed: {
    path: '/shoppingcart/addproductsconfirmed',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'never',
  },
  addProductsToQuote: {
    path: '/shoppingcart/addproductstoquote',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  addProductsToQuoteConfirmed: {
    path: '/shoppingcart/addproductstoquoteconfirmed',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  addProductsWithComments: {
    path: '/bpshoppingcart/addproductswithcomments',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  addProductsWithCommentsConfirmed: {
    path: '/bpshoppingcart/addproductswithcommentsconfirmed',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  addProductsOrderApproval: {
    path: '/bpshoppingcart/AddProductsOrderApproval',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  addToPurchaseList: {
    path: '/shoppingcart/addproductstopurchaselist',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  addToPurchaseListB2b: {
    path: '/bpshoppingcart/addproductstopurchaselist',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  addProduct: {
    path: '/shoppingcart/addproduct',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'never',
  },
  // §5 quantity confirmation
  quantityConfirmation: {
    path: '/shoppingcart/renderproductquantityconfirmation',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
  },
  // §7 popups and panels
  cartSummary: {
    path: '/ecomwgtshoppingcartsummary/index',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
  },
  sectorForm: {
    path: '/bputils/rendersectordeliveryvalidation',
    method: 'POST',
    body: 'none',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
  },
  messageReplyForm: {
    path: '/bputils/rendermessagereply',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: true,
    timeout: 'read',
  },
  /** `/{widgetCode}/getsubmenucategory`: the header's data-widget-code replaces the first segment. */
  submenu: {
    path: '/ecomwgtheader/getsubmenucategory',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
    attribute: 'data-widget-code',
  },
  /** `/{widgetCode}/rendermyservices` (sf-header data-services-path="widget"). */
  myServices: {
    path: '/ecomwgtheader/rendermyservices',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
    attribute: 'data-widget-code',
  },
  myServicesBp: {
    path: '/bpwgtheader/rendermyservices',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
  },
  myServicesB2x: {
    path: '/bpwgtheaderb2x/rendermyservices',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
  },
  productEhf: {
    path: '/bputils/renderproductehf',
    method: 'POST',
    body: 'form',
    reply: 'html',
    memberOnly: false,
    timeout: 'read',
  },
  // §8 JSON endpoints
  asyncRender: {
    path: '/ecomasync/render',
    method: 'POST',
    body: 'json',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
    attribute: 'data-ajax-url',
  },
  /** `{header}/getcartelementcount`: the header's data-header-url replaces the first segment. */
  cartCount: {
    path: '/ecomwgtheader/getcartelementcount',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
    attribute: 'data-header-url',
  },
  searchSuggestions: {
    path: '/ecomwgtheader/getsearchsuggestions/',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
    attribute: 'data-header-url',
  },
  quickSearchOptions: {
    path: '/ecomwgtheader/getcategoryquicksearchoptions',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
  },
  quickSearch: {
    path: '/ecomwgtheader/categoryquicksearch',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
  },
  validateSector: {
    path: '/bputils/validatesectordelivery',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
  },
  sendMessageReply: {
    path: '/bputils/sendmessagereply',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  addComment: {
    path: '/shoppingcart/addComment',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  addComments: {
    path: '/shoppingcart/addcomments',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  removeComment: {
    path: '/shoppingcart/removecomment',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  removeComments: {
    path: '/shoppingcart/removecomments',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: true,
    timeout: 'never',
  },
  /** Configurator A's start (provider `easyprint`, shared/providers.ts). */
  easyprintStart: {
    path: '/bputils/geteasyprinturl',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
  },
  /** Configurator B's start (provider `deskdesign`). */
  deskdesignStart: {
    path: '/deskdesign/StartSession',
    method: 'POST',
    body: 'form',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
  },
  deskdesignPortal: {
    path: '/deskdesign/Portal',
    method: 'POST',
    body: 'none',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
  },
  logout: {
    path: '/bpwgtlogin/logout',
    method: 'POST',
    body: 'none',
    reply: 'json',
    memberOnly: false,
    timeout: 'never',
  },
  clientUrl: {
    path: '/cmseditorwgtpageurls/geturlclientbyurl',
    method: 'GET',
    body: 'query',
    reply: 'json',
    memberOnly: false,
    timeout: 'read',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The path with its first segment replaced by an author's base (`{header}`, `/{widgetCode}`): `/base/getcartelementcount`. */
export function underBase(name: EndpointName, base: string): string {
  const path = ENDPOINTS[name].path;
  return `${base.replace(/\/+$/, '')}${path.slice(path.indexOf('/', 1))}`;
}

const normalise = (path: string): string => path.toLowerCase().replace(/\/$/, '');
const NEVER_TIMED_OUT = new Set(
  Object.values(ENDPOINTS)
    .filter((e: Endpoint) => e.timeout === 'never')
    .map((e) => normalise(e.path)),
);

/** True for a path the client never times out (a data change); paths compare in any case, a trailing slash ignored. */
export function changesData(path: string): boolean {
  return NEVER_TIMED_OUT.has(normalise(path));
}
