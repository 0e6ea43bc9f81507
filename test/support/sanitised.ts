// What sanitised HTML may not contain: the invariants the fuzz passes check, in happy-dom and (bundled) in Chromium.
import { attributesOf, getAttributeOf, localNameOf, namespaceOf } from '../../shared/dom/pristine-dom.ts';
import { toAllowedUrl, toHttpUrl, toImageUrl, toSameOriginUrl } from '../../shared/url/guard.ts';

export const DANGEROUS = new Set(
  'script style iframe frame frameset object embed base meta link template noscript svg math title xmp noembed plaintext applet portal'.split(
    ' ',
  ),
);
export const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'cite',
  'product-url',
  'xlink:href',
  'poster',
]);
const XHTML = 'http://www.w3.org/1999/xhtml';
/** Window globals the bundle reads where an engine may lack them: no fragment element may take their name. */
export const WINDOW_GLOBALS = new Set([
  'requestIdleCallback',
  'cancelIdleCallback',
  'scheduler',
  'trustedTypes',
  'dataLayer',
]);
/** The sf-* tags that only show content (LEGACY-MARKUP.md §0b), written out again here so the policy is checked. */
export const CONTENT_TAGS = new Set([
  'sf-product-carousel',
  'sf-home-carousel',
  'sf-product-gallery',
  'sf-quantity-table',
  'sf-product-qr',
]);

/** Marks only the bundle sets, and page-level tracking events: never from a fragment (shared/dom/SANITISER.md). */
export const STATE_MARKS = [
  'data-sf-changed',
  'data-sf-island',
  'data-sf-asleep',
  'data-sf-kept',
  'data-sf-preview-active',
  'data-sf-preview',
  'data-sf-edit',
  'data-sf-track-order',
  'data-sf-track-shipping',
  'data-sf-server-html',
  'data-sf-purchase-list-active',
];
export const PAGE_LEVEL_TRACK = ['view_cart', 'begin_checkout', 'purchase'];
/** The bundle's fixed or topmost classes (the widgets' CSS), written out again here so the policy is checked. */
export const BUNDLE_LAYER = /^sf-(?:preview|overlay|status-bar|ehf-popover|listing__back-to-top|cart-summary__panel)/;
export const ID_REFERENCES = [
  'for',
  'form',
  'list',
  'aria-labelledby',
  'aria-describedby',
  'aria-owns',
  'aria-activedescendant',
  'aria-controls',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-actions',
];

/** The element an id names as the browser resolves it from `el`: the first in its tree (the page, once inserted). */
function resolveId(el: Element, id: string): Element | null {
  const root = el.getRootNode();
  if ('getElementById' in root && typeof root.getElementById === 'function') return root.getElementById(id);
  return (root as Element).querySelector(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
}

/** Every way the tree under root breaks the sanitiser's promise, described; empty when it keeps it. */
export function problemsIn(root: Node, contentOrigins: readonly string[] = []): string[] {
  const problems: string[] = [];
  const empty = document.implementation.createHTMLDocument('');
  const emptyForm = empty.createElement('form');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.COMMENT_NODE) {
      problems.push('a comment');
      continue;
    }
    // Read through the prototypes (shared/dom/pristine-dom.ts): a form's named control cannot hide what is on it.
    const element = node as Element;
    const name = localNameOf(element);
    if (namespaceOf(element) !== XHTML) problems.push(`<${name}> in ${element.namespaceURI}`);
    if (DANGEROUS.has(name)) problems.push(`<${name}>`);
    if (name.startsWith('sf-') && !CONTENT_TAGS.has(name)) problems.push(`<${name}> would mount and act`);
    for (const { name: attr, value } of attributesOf(element)) {
      if (/^on/i.test(attr)) problems.push(`<${name} ${attr}>`);
      if (attr === 'srcdoc' || attr === 'is' || attr === 'http-equiv') problems.push(`<${name} ${attr}>`);
      if (/^data-(?:[\w.-]+-)?(?:url|href)$/.test(attr) && !toSameOriginUrl(value))
        problems.push(`<${name} ${attr}=${value}>`);
      if (/^data-(?:[\w.-]+-)?src(?:set)?$/.test(attr) && !toImageUrl(value))
        problems.push(`<${name} ${attr}=${value}>`);
      if (!URL_ATTRIBUTES.has(attr) && attr !== 'srcset') continue;
      const urls = attr === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value];
      for (const url of urls) {
        const link = name === 'a' && attr === 'href';
        const plainLink = link && /^(mailto|tel):/i.test(url.trim());
        // Images may come from any http(s) origin; an off-site link must ask first and leave no handle on the page.
        const image = name === 'img' && (attr === 'srcset' || attr === 'src') && toImageUrl(url) !== null;
        const offSite = link && toHttpUrl(url) !== null && !toAllowedUrl(url, contentOrigins);
        if (offSite && getAttributeOf(element, 'data-sf-external-link') === null)
          problems.push(`<a href=${value}> not confirmed`);
        if (offSite && !/noopener/.test(getAttributeOf(element, 'rel') ?? ''))
          problems.push(`<a href=${value}> opener`);
        if (!plainLink && !image && !offSite && !toAllowedUrl(url, contentOrigins)) {
          problems.push(`<${name} ${attr}=${JSON.stringify(value)}>`);
        }
      }
    }
    if (
      name === 'a' &&
      getAttributeOf(element, 'target') === '_blank' &&
      !/noopener/.test(getAttributeOf(element, 'rel') ?? '')
    ) {
      problems.push('<a target=_blank> without noopener');
    }
    for (const mark of STATE_MARKS) if (getAttributeOf(element, mark) !== null) problems.push(`<${name} ${mark}>`);
    for (const attr of ['data-sf-track', 'data-sf-track-click']) {
      const track = getAttributeOf(element, attr);
      if (track !== null && PAGE_LEVEL_TRACK.includes(track)) problems.push(`<${name} ${attr}=${track}>`);
    }
    for (const token of (getAttributeOf(element, 'class') ?? '').split(/\s+/))
      if (BUNDLE_LAYER.test(token)) problems.push(`<${name} class=${token}> borrows a layer of the bundle`);
    for (const attr of ID_REFERENCES) {
      for (const id of getAttributeOf(element, attr)?.split(/\s+/).filter(Boolean) ?? []) {
        const found = resolveId(element, id);
        if (found && found !== root && !root.contains(found)) problems.push(`<${name} ${attr}=${id}> reaches outside`);
      }
    }
    const style = getAttributeOf(element, 'style');
    if (style !== null) problems.push(...styleProblems(element as HTMLElement, style));
    for (const attr of ['id', 'name']) {
      const value = getAttributeOf(element, attr);
      // Against an empty document: in the page itself the element's own name is a document property by now.
      if (value !== null && value in empty) problems.push(`<${name} ${attr}=${value}> shadows document.${value}`);
      if (value !== null && value in emptyForm) problems.push(`<${name} ${attr}=${value}> shadows form.${value}`);
      if (value !== null && WINDOW_GLOBALS.has(value))
        problems.push(`<${name} ${attr}=${value}> shadows window.${value}`);
    }
  }
  return problems;
}

/** Properties that take an element out of its fragment or over the page, or make it an invisible click target. */
export const ESCAPING = [
  'position',
  'z-index',
  'inset',
  'top',
  'left',
  'right',
  'bottom',
  'transform',
  'translate',
  'scale',
  'rotate',
  'opacity',
  'pointer-events',
  'clip-path',
  'filter',
  'zoom',
  'behavior',
  '-moz-binding',
];

/** Read twice: as the engine parsed it (element.style), and by the names written, in case the engine skips one. */
function styleProblems(element: HTMLElement, style: string): string[] {
  const problems: string[] = [];
  const written = Array.from(style.matchAll(/(?:^|;)\s*([-\w]+)\s*:/g), (m) => (m[1] ?? '').toLowerCase());
  for (const property of ESCAPING) {
    if (element.style.getPropertyValue(property) !== '' || written.includes(property)) {
      problems.push(`style sets ${property}: ${JSON.stringify(style)}`);
    }
  }
  if (written.some((name) => name.startsWith('--'))) problems.push(`style sets a custom property: ${style}`);
  for (const side of ['', '-top', '-right', '-bottom', '-left']) {
    if (/-|calc|var|min|max/i.test(element.style.getPropertyValue(`margin${side}`))) {
      problems.push(`style pulls with margin${side}: ${JSON.stringify(style)}`);
    }
  }
  if (/-[\d.]|calc\(|var\(|expression|min\(|max\(|\\/i.test(style)) problems.push(`style computes: ${style}`);
  // Each url( must be one whole url(…) token whose address passes the image rule.
  const urls = Array.from(style.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^\s"'()]*))\s*\)/gi));
  if (urls.length !== style.match(/url\(/gi)?.length && /url\(/i.test(style))
    problems.push(`style url( unclosed: ${style}`);
  for (const [, double, single, bare] of urls) {
    const url = double ?? single ?? bare ?? '';
    if (!toImageUrl(url)) problems.push(`style loads ${JSON.stringify(url)}`);
  }
  return problems;
}
