// One page's markup checked: its sf-* tags, the behaviours' markup, ids, and the loader script.
import { checkBehaviours } from './behaviours.ts';
import { bySource, type Finding } from './findings.ts';
import { asDomElement, type Element, elementAt, parsePage, positionOf, select } from './html.ts';
import { checkLoaderIntegrity } from './loader-integrity.ts';
import type { Lang } from './messages.ts';
import { say } from './messages.ts';
import { checkMetas } from './metas.ts';
import { checkMisspelt } from './misspelt.ts';
import { asOnPage } from './page-globals.ts';
import { checkPreloadMarkup, type PreloadLine, preloadLinesOf } from './preload.ts';
import { checkTag } from './tags.ts';

export interface MarkupReport {
  findings: Finding[];
  /** sf-* tags the widgets know. */
  tags: number;
  /** Behaviour attributes read on the server's markup. */
  behaviourAttributes: number;
  /** Each <script src> of storefront.js, in source order. */
  loaders: { src: string; integrity: string | null; line: number; column: number }[];
  /** The preload lines of the first loader's chunks (docs/integrating.md §4). */
  preloads: PreloadLine[];
  /** The page's sf-* tags that the widgets know, for the server probes. */
  elements: Element[];
  document: ReturnType<typeof parsePage>['document'];
}

/** storefront.js under any path, with or without a query string: the one loader file (README "Embedding"). */
const LOADER = /(^|\/)storefront\.js(\?|#|$)/;

type Page = ReturnType<typeof parsePage>;
type Loader = MarkupReport['loaders'][number];

/** `fragment`: HTML a widget inserts into a page (a reply), which has no loader of its own. */
export function checkMarkup(html: string, address: string, lang: Lang, fragment = false): MarkupReport {
  const page = parsePage(html);
  const findings: Finding[] = [];
  const { known, behaviourAttributes } = checkWidgets(page, address, lang, findings);
  checkMisspelt(page.elements, lang, findings);
  checkDuplicateAttributes(page, html, lang, findings);
  checkDuplicateIds(page, lang, findings);
  // A reply's metas never reach the page (the sanitiser removes them): only the page's own count.
  if (!fragment) checkMetas(page.document, address, lang, findings);
  const loaders = loadersOf(page);
  const [first] = loaders;
  const preloads = checkLoaders(page, loaders, address, lang, fragment, findings);
  if (!fragment && !first && (known.length > 0 || behaviourAttributes > 0)) findings.push(loaderMissing(page, lang));
  return {
    findings: findings.sort(bySource),
    tags: known.length,
    behaviourAttributes,
    loaders,
    preloads,
    elements: known,
    document: page.document,
  };
}

/** The sf-* tags and behaviour attributes, checked as on the page (its address and root element). */
function checkWidgets(
  page: Page,
  address: string,
  lang: Lang,
  findings: Finding[],
): { known: Element[]; behaviourAttributes: number } {
  const root = page.elements.find((e) => e.name === 'html') ?? null;
  const known: Element[] = [];
  let behaviourAttributes = 0;
  asOnPage(address, root && asDomElement(root), () => {
    for (const element of page.elements.filter((e) => e.name.startsWith('sf-'))) {
      if (checkTag(element, { lang, findings })) known.push(element);
    }
    behaviourAttributes = checkBehaviours(page.document, lang, findings);
  });
  return { known, behaviourAttributes };
}

function checkDuplicateAttributes(page: Page, html: string, lang: Lang, findings: Finding[]): void {
  for (const at of page.duplicateAttributes) {
    const element = elementAt(page, at.offset);
    // parse5 reports the place just after the repeated name.
    const name = /[^\s"'=/>]+$/.exec(html.slice(0, at.offset))?.[0]?.toLowerCase() ?? '';
    findings.push({
      line: at.line,
      column: at.column - name.length,
      element: element?.name ?? '',
      rule: 'duplicate-attribute',
      severity: 'error',
      attribute: name,
      message: say(lang, 'duplicate-attribute.message', { tag: element?.name ?? '', attribute: name }),
      fix: say(lang, 'duplicate-attribute.fix', { attribute: name }),
    });
  }
}

function checkDuplicateIds(page: Page, lang: Lang, findings: Finding[]): void {
  const firstById = new Map<string, Element>();
  for (const element of page.elements) {
    const id = element.attribs.id;
    if (id === undefined || id === '') continue;
    const first = firstById.get(id);
    if (!first) {
      firstById.set(id, element);
      continue;
    }
    findings.push({
      ...positionOf(element, 'id'),
      element: element.name,
      rule: 'duplicate-id',
      severity: 'error',
      attribute: 'id',
      value: id,
      message: say(lang, 'duplicate-id.message', { value: id, firstLine: positionOf(first, 'id').line }),
      fix: say(lang, 'duplicate-id.fix'),
    });
  }
}

function loadersOf(page: Page): Loader[] {
  return select('script[src]', page.document)
    .filter((s) => LOADER.test(s.attribs.src ?? ''))
    .map((s) => ({ src: s.attribs.src ?? '', integrity: s.attribs.integrity ?? null, ...positionOf(s, 'src') }));
}

/** The first loader's integrity and preloads, and any loader after it; returns the first loader's preload lines. */
function checkLoaders(
  page: Page,
  loaders: readonly Loader[],
  address: string,
  lang: Lang,
  fragment: boolean,
  findings: Finding[],
): PreloadLine[] {
  const [first, ...again] = loaders;
  const unchecked = first && !fragment ? checkLoaderIntegrity(first, address, lang) : null;
  if (unchecked) findings.push(unchecked);
  for (const extra of again)
    findings.push({
      line: extra.line,
      column: extra.column,
      element: 'script',
      rule: 'loader-twice',
      severity: 'error',
      attribute: 'src',
      value: extra.src,
      message: say(lang, 'loader-twice.message', { firstLine: first?.line ?? 0 }),
      fix: say(lang, 'loader-twice.fix'),
    });
  const loaderUrl = first && !fragment && URL.canParse(first.src, address) ? new URL(first.src, address).href : null;
  const preloads = loaderUrl ? preloadLinesOf(page.document, loaderUrl, address) : [];
  if (first) findings.push(...checkPreloadMarkup(preloads, first, lang));
  return preloads;
}

function loaderMissing(page: Page, lang: Lang): Finding {
  const head = page.elements.find((e) => e.name === 'head');
  return {
    ...(head ? positionOf(head) : { line: 1, column: 1 }),
    element: 'head',
    rule: 'loader-missing',
    severity: 'error',
    message: say(lang, 'loader-missing.message'),
    fix: say(lang, 'loader-missing.fix'),
  };
}
