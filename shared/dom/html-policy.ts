// The sanitiser's whole policy: which server elements and attributes reach the page and with which values, which id
// references and tracking events a fragment may hold (see docs/LEGACY-MARKUP.md §0b). The walk (html.ts) asks it
// two questions, elementVerdict and attributeValue; the lists are written as space-separated words, their smallest
// form in the first page load.
import { toAllowedUrl, toHttpUrl, toImageUrl, toSameOriginUrl } from '../url/guard.ts';
import { fragmentMayTrack } from './track-events.ts';

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** Removed together with everything inside them: they run, load, restyle or re-parse content. */
export const DROPPED_WITH_CONTENT = words(
  'script style link meta base title head template noscript noembed noframes xmp plaintext iframe frame frameset ' +
    'object embed applet param portal fencedframe svg math',
);

/** HTML elements kept (with their allowed attributes); `sf-*` custom elements are kept too. Others are unwrapped. */
const ALLOWED_ELEMENTS = words(
  'a abbr address article aside b bdi bdo blockquote br button caption cite code col colgroup data dd del details ' +
    'dfn div dl dt em fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr i img input ins kbd ' +
    'label legend li main mark menu meter nav ol optgroup option output p pre progress q rp rt ruby s samp section ' +
    'select small span strong sub summary sup table tbody td textarea tfoot th thead time tr u ul var wbr',
);

/**
 * The only `sf-*` tags server HTML may mount (others are unwrapped, their server-rendered content kept): each only
 * shows the content inside it and sends no request, so a fragment shows and never acts (LEGACY-MARKUP.md §0b).
 */
export const FRAGMENT_TAGS = words(
  'sf-product-carousel sf-home-carousel sf-product-gallery sf-quantity-table sf-product-qr',
);

/**
 * Attributes any kept element may carry (plus every `data-*` and `aria-*`), then the legacy markup's own attributes
 * the widgets read (quantity input, units, fee popover).
 */
const GLOBAL = words(
  'id class title lang dir hidden role tabindex translate style ' +
    'productid productcode isdigitalproduct multiqty minqty maxqty iduom mustconfirmqty isquickaddtocart ' +
    'iscustomeasyprint iscustomdeskdesign isfromorderapproval uomduplicate uniquecodes qtymultiple product-url placement',
);

const FIELD = 'name disabled form autocomplete required';
const CELL = 'colspan rowspan headers';
const BY_ELEMENT_WORDS: Record<string, string> = {
  a: 'href target rel download hreflang type',
  img: 'src srcset sizes alt width height loading decoding',
  form: 'action method autocomplete novalidate name enctype accept-charset',
  input: `${FIELD} type value checked readonly placeholder min max step maxlength minlength pattern size inputmode multiple list accept alt dirname enterkeyhint formaction formmethod formnovalidate`,
  button: `${FIELD} type value formaction formmethod formnovalidate`,
  select: `${FIELD} multiple size`,
  option: 'value selected disabled label',
  optgroup: 'label disabled',
  textarea: `${FIELD} rows cols maxlength minlength placeholder readonly wrap dirname`,
  label: 'for',
  fieldset: 'name disabled form',
  output: 'for name form',
  td: CELL,
  th: `${CELL} scope abbr`,
  col: 'span',
  colgroup: 'span',
  ol: 'start reversed type',
  li: 'value',
  time: 'datetime',
  data: 'value',
  meter: 'value min max low high optimum',
  progress: 'value max',
  details: 'open',
  del: 'cite datetime',
  ins: 'cite datetime',
  blockquote: 'cite',
  q: 'cite',
};

const BY_ELEMENT = new Map(Object.entries(BY_ELEMENT_WORDS).map(([element, list]) => [element, words(list)]));

/**
 * CSS properties a `style` attribute may set: colour, type, spacing, size, borders, float. None takes an element out
 * of the flow or over the page (position, inset, z-index, transforms, opacity are not here); see LEGACY-MARKUP.md §0b.
 */
export const STYLE_PROPERTY =
  /^(?:(?:margin|padding|border)(?:-(?:top|right|bottom|left))?|border-(?:color|style|width|radius|collapse|spacing)|(?:min-|max-)?(?:width|height)|background(?:-(?:color|image|repeat|position|size))?|font(?:-(?:family|size|style|weight))?|color|line-height|letter-spacing|text-(?:align|decoration|transform)|vertical-align|white-space|word-break|overflow-wrap|list-style-type|display|float|clear)$/;

/**
 * Window globals the bundle reads that an engine may lack (requestIdleCallback and scheduler in Safari, trustedTypes
 * in Firefox) or the page sets later (dataLayer): an element with that id or name would be what the bundle finds.
 * (Globals every supported engine has, fetch or CSS, are the window's own properties: a named element cannot shadow them.)
 */
export const WINDOW_GLOBALS_READ = words('requestIdleCallback cancelIdleCallback scheduler trustedTypes dataLayer');

/**
 * Marks only the bundle sets (a changed form, a taken-over island, a sleeping widget, a kept click, the preview's
 * outline, an editor button, an order for page-level tracking, a box of server HTML, a purchase-list container): a
 * fragment carrying one would forge that state (LEGACY-MARKUP.md §0b). The page checker knows them from here too.
 */
export const BUNDLE_STATE = words(
  'data-sf-changed data-sf-island data-sf-asleep data-sf-kept data-sf-preview-active data-sf-preview data-sf-edit data-sf-track-order data-sf-track-shipping data-sf-server-html data-sf-purchase-list-active',
);

/**
 * The tracking events server HTML may name (`data-sf-track`, `data-sf-track-click`): the list is the policy's, kept in
 * its own module so that the tracking behaviour, which asks the same question, does not carry the whole policy.
 */
export { fragmentMayTrack };

const TRACK_ATTRIBUTES = words('data-sf-track data-sf-track-click');

/** Attributes that name other elements by id (space-separated for the aria-* ones). */
export const ID_REFERENCES = words(
  'for form list aria-labelledby aria-describedby aria-owns aria-activedescendant aria-controls aria-details ' +
    'aria-errormessage aria-flowto aria-actions',
);
/** What a submit button may change about the form it submits. */
export const FORM_OVERRIDES = words('formaction formmethod formnovalidate formenctype formtarget');
/** Elements that join a form (their form owner): a control's value is submitted with it, a button submits it. */
export const FORM_CONTROLS = 'button, input, select, textarea, fieldset, output, object';

/**
 * Ids the bundle resolves after a fragment is in the page (its own generated ids, a field's message and counter):
 * a fragment holding one would receive what the bundle writes there. Ids the page already has are refused too.
 */
export const RESOLVED_LATER = /^sf-(?:id|field)-\d+$|-(?:error|counter)$/;

/** The bundle's own classes that lay an element fixed or over the page (the preview toggle, the status bar…). */
export const REFUSED_CLASS =
  /^sf-(?:preview|overlay|status|ehf-popover|listing__back-to-top|header__|cart-summary__panel)/;

/** Attributes holding a URL: images (src, srcset) from any http(s) origin, links to any http(s) page (confirmed first), the rest on the site or an origin in data-sf-content-origins. */
export const URL_ATTRIBUTES = words('href src srcset action formaction cite product-url');

export function attributeAllowed(element: string, attribute: string): boolean {
  return (
    (/^(?:data|aria)-[a-z0-9_.-]+$/.test(attribute) && !BUNDLE_STATE.has(attribute)) ||
    GLOBAL.has(attribute) ||
    BY_ELEMENT.get(element)?.has(attribute) === true
  );
}

export const XHTML = 'http://www.w3.org/1999/xhtml';

/** What happens to an element: dropped with its content, unwrapped (its content kept in its place), or kept. */
export function elementVerdict(name: string, namespace: string | null): 'drop' | 'unwrap' | 'keep' {
  if (namespace !== XHTML || DROPPED_WITH_CONTENT.has(name)) return 'drop';
  return ALLOWED_ELEMENTS.has(name) || FRAGMENT_TAGS.has(name) ? 'keep' : 'unwrap';
}

/** The value an element's attribute keeps, or null when it goes. */
export function attributeValue(tag: string, attr: string, value: string, origins: readonly string[]): string | null {
  return attributeAllowed(tag, attr) ? safeValue(tag, attr, value, origins) : null;
}

/**
 * The value rules, in the order they are asked: the value to keep for an attribute the lists allow, or null to drop
 * it. `origins` are the ones the author listed in data-sf-content-origins.
 */
function safeValue(tag: string, attr: string, value: string, origins: readonly string[]): string | null {
  if (URL_ATTRIBUTES.has(attr)) return safeUrl(tag, attr, value, origins);
  // The widgets' URL settings (data-product-url, data-zoom-src…): the page's own rule, so a fragment cannot point a
  // widget at an address the author did not configure; a larger image may come from any http(s) origin.
  if (/^data-(?:[\w.-]+-)?(?:url|href)$/.test(attr)) return toSameOriginUrl(value) ? value : null;
  if (/^data-(?:[\w.-]+-)?src(?:set)?$/.test(attr)) return toImageUrl(value) ? value : null;
  if (attr === 'target') return value === '_blank' || value === '_self' ? value : null;
  if (attr === 'style') return safeStyle(value);
  // DOM clobbering: <img name="cookie"> would make document.cookie that element. Checked against an empty document,
  // so the names of elements already on the page (a fragment inserted earlier) do not count; and against the window
  // globals the bundle reads, which some engines lack.
  // The same against an empty form: <input name="elements"> would make form.elements that input, for the sanitiser
  // and for the widgets that read a form's fields.
  if (attr === 'id' || attr === 'name') return namedSafely(value) ? value : null;
  // The bundle's own fixed, topmost layers (preview toggle, status bar…) are not a fragment's to borrow.
  if (attr === 'class')
    return (
      value
        .split(/\s+/)
        .filter((c) => c && !REFUSED_CLASS.test(c))
        .join(' ') || null
    );
  // Page-level events (an order's purchase) come only from the page's own markup, never from a fragment.
  if (TRACK_ATTRIBUTES.has(attr)) return fragmentMayTrack(value) ? value : null;
  return value;
}

let pristine: { document: Document; form: HTMLFormElement } | undefined;
function namedSafely(value: string): boolean {
  if (!pristine) {
    const empty = document.implementation.createHTMLDocument('');
    pristine = { document: empty, form: empty.createElement('form') };
  }
  return !(value in pristine.document || value in pristine.form || WINDOW_GLOBALS_READ.has(value));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a URL are refused, as the guard does.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Images from any http(s) origin; links to any http(s) page (marked by markLink); everything else on the site. */
function safeUrl(tag: string, attr: string, raw: string, origins: readonly string[]): string | null {
  const value = raw.trim();
  if (attr === 'srcset') {
    const candidates = value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '');
    return candidates.every((url) => url !== '' && toImageUrl(url)) ? value : null;
  }
  if (tag === 'img' && attr === 'src') return toImageUrl(value) ? value : null;
  if (tag === 'a' && attr === 'href') {
    if (/^(?:mailto|tel):/i.test(value)) return CONTROL.test(value) ? null : value;
    return toHttpUrl(value) ? value : null;
  }
  return toAllowedUrl(value, origins) ? value : null;
}

/** `url(…)` in any quoting; the address goes through the image rule. */
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^\s"'()]*))\s*\)/gi;
/** Escapes, comments, blocks, at-rules and a `!` other than a closing `!important` hide what a declaration says. */
const CSS_REFUSED = /[\\<>{}@]|\/\*|!(?!\s*important\s*$)/i;
/** A negative length pulls an element over what precedes it (margin: -200px); refused in every kept property. */
const CSS_NEGATIVE = /-[\d.]/;

/**
 * Keeps only listed properties whose value is words, numbers, colours (rgb()/hsl()) or image url()s, and writes the
 * style again from those alone: whatever the browser would have read across a `;` inside a string is never written.
 */
function safeStyle(css: string): string | null {
  const kept: string[] = [];
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (colon > 0 && STYLE_PROPERTY.test(property) && cssValueSafe(value)) kept.push(`${property}: ${value}`);
  }
  return kept.length ? kept.join('; ') : null;
}

function cssValueSafe(value: string): boolean {
  if (value === '' || CSS_REFUSED.test(value) || CSS_NEGATIVE.test(value)) return false;
  const rest = value
    .replace(CSS_URL, (_, double, single, bare) => (toImageUrl(double ?? single ?? bare) ? ' ' : '('))
    .replace(/\b(?:rgba?|hsla?)\(([^()]*)\)/gi, ' $1 ');
  // What is left holds no other function (calc, var, expression…) and no unbalanced quote.
  return /^[\w\s.,#%!/+'"-]*$/.test(rest) && rest.split('"').length % 2 === 1 && rest.split("'").length % 2 === 1;
}
