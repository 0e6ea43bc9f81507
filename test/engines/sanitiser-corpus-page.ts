// The corpus judge, run where the engine parses: a page with its own form (above, around or beside the place server
// HTML goes), every island defined, and each case put in through every path the bundle places server HTML by; it
// lists every way the result breaks its promise.
import { islandsMounted } from '../../shared/define.ts';
import {
  HOST_MARK,
  insertHtml,
  parseFragment,
  parseFragmentInSlices,
  replaceWithServerNodes,
} from '../../shared/dom/html.ts';
import { replaceItem } from '../../shared/legacy/unit-of-measure.ts';
import { define as defineAddToCart } from '../../widgets/add-to-cart/define.ts';
import { define as defineAsyncSection } from '../../widgets/async-section/define.ts';
import { define as defineBaskets } from '../../widgets/baskets/define.ts';
import { define as defineCartPage } from '../../widgets/cart-page/define.ts';
import { define as defineCartSummary } from '../../widgets/cart-summary/define.ts';
import { define as defineEditorPreview } from '../../widgets/editor-preview/define.ts';
import { define as defineFormRules } from '../../widgets/form-rules/define.ts';
import { define as defineHeader } from '../../widgets/header/define.ts';
import { define as defineHomeCarousel } from '../../widgets/home-carousel/define.ts';
import { define as defineListing } from '../../widgets/listing/define.ts';
import { appendResults, replaceResults } from '../../widgets/listing/results/results-html.ts';
import { define as definePageHelpers } from '../../widgets/page-helpers/define.ts';
import { define as defineProductCarousel } from '../../widgets/product-carousel/define.ts';
import { define as defineProductGallery } from '../../widgets/product-gallery/define.ts';
import { define as defineProductQr } from '../../widgets/product-qr/define.ts';
import { define as defineQuantityTable } from '../../widgets/quantity-table/define.ts';
import { define as defineReviewBox } from '../../widgets/review-box/define.ts';
import { define as defineStatusBar } from '../../widgets/status-bar/define.ts';
import { define as defineTracking } from '../../widgets/tracking/define.ts';
import { ID_REFERENCES, problemsIn } from '../support/sanitised.ts';
import { CORPUS, type CorpusCase } from './sanitiser-corpus.ts';

export interface CaseResult {
  id: string;
  problems: string[];
}

/** Where the page's own form is, against the box server HTML goes in (ASP.NET WebForms puts it around everything). */
export const FORM_PLACES = ['above', 'around', 'beside'] as const;
export type FormPlace = (typeof FORM_PLACES)[number];
/**
 * The ways the bundle puts server HTML in the page: the sanitiser's insertion (popups, dialogs), a section's reply
 * sanitised in slices and placed once whole, a listing's results replaced and a page of them appended, one item
 * refreshed (a unit change), and an island in the fragment that renders its server children again.
 */
export const INSERTION_PATHS = [
  'insert',
  'section-sliced',
  'listing-replace',
  'listing-append',
  'item-refresh',
  'island',
] as const;
export type InsertionPath = (typeof INSERTION_PATHS)[number];

/** The bundle's fixed, topmost rules (as its CSS ships them), so that a borrowed class would show as a layer. */
const BUNDLE_LAYERS =
  '.sf-preview-toggle, .sf-overlay, .sf-listing__back-to-top, sf-status-bar, .sf-status-bar, .sf-ehf-popover { position: fixed; inset: 0; z-index: 2147483001; }' +
  '[data-sf-server-html] { contain: layout paint; isolation: isolate; }';
/** The page's own form: its fields and the button that places the order, which a fragment must never reach. */
const PAGE_FORM_FIELDS =
  '<input name="ShipToId" value="1"><label for="email">E-mail</label><input id="email" name="Email" value="a@b.c">' +
  '<button id="place-order" type="submit">Order</button>';
const TARGET = '<main id="corpus-target"></main>';
const TITLE = '<h2 id="title">Page title</h2>';
const PAGES: Record<FormPlace, string> = {
  above: `<form id="f" action="/checkout" method="post">${PAGE_FORM_FIELDS}</form>${TITLE}${TARGET}`,
  around: `${TITLE}<form id="f" action="/checkout" method="post">${PAGE_FORM_FIELDS}${TARGET}</form>`,
  beside: `${TITLE}${TARGET}<form id="f" action="/checkout" method="post">${PAGE_FORM_FIELDS}</form>`,
};
/** The page's own listing markup, which a page of results is appended to or an item of is refreshed. */
const PAGE_LIST = '<ul class="sf-products"><li class="sf-product">Page item</li></ul>';
const STATE = '[data-sf-changed], [data-sf-island], [data-sf-asleep], [data-sf-preview-active], [data-sf-edit]';
const PAGE_LEVEL_TRACK = ['view_cart', 'begin_checkout', 'purchase'];
const ARIA_REFERENCES = ID_REFERENCES.filter((attr) => attr.startsWith('aria-'));
/** What clicking may submit: a fragment control that did would send the page's form (or its own, which is allowed). */
const SUBMITTERS = 'button, input[type="submit" i], input[type="image" i]';

declare global {
  interface Window {
    sfRan(): void;
    dataLayer?: unknown[];
  }
}

let ran = 0;
/** Submissions of the page's own form (each is stopped): a fragment control must never cause one. */
let pageSubmits = 0;
let defined = false;

/** Every island and behaviour of the bundle, as a page that loaded them all has them. */
function defineEverything(): void {
  if (defined) return;
  defined = true;
  for (const define of [
    defineAddToCart,
    defineAsyncSection,
    defineBaskets,
    defineCartPage,
    defineCartSummary,
    defineEditorPreview,
    defineFormRules,
    defineHeader,
    defineHomeCarousel,
    defineListing,
    definePageHelpers,
    defineProductCarousel,
    defineProductGallery,
    defineProductQr,
    defineQuantityTable,
    defineReviewBox,
    defineStatusBar,
    defineTracking,
  ])
    define();
}

/** The corpus page: its own markup, and every way a payload could run counted (alert, confirm, prompt, sfRan). */
function setUpPage(place: FormPlace): HTMLElement {
  if (!document.getElementById('corpus-layers')) {
    const style = document.createElement('style');
    style.id = 'corpus-layers';
    style.textContent = BUNDLE_LAYERS;
    document.head.append(style);
    // Every submission stops here, whichever form: the page stays to judge the next case.
    document.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        if (event.target === document.getElementById('f')) pageSubmits++;
      },
      true,
    );
  }
  document.body.innerHTML = PAGES[place];
  window.sfRan = () => {
    ran++;
  };
  window.alert = window.sfRan;
  window.confirm = () => {
    ran++;
    return false;
  };
  window.prompt = () => {
    ran++;
    return null;
  };
  return document.getElementById('corpus-target') as HTMLElement;
}

/**
 * Puts the case's HTML in the target through one path (its islands mount later, as on a page); returns the page's own
 * list when the path places into one.
 */
async function place(path: InsertionPath, target: HTMLElement, html: string, source: string): Promise<Element | null> {
  if (path === 'insert') insertHtml(target, html, 'replace', source);
  else if (path === 'section-sliced')
    replaceWithServerNodes(target, Array.from((await parseFragmentInSlices(html, source)).childNodes));
  else if (path === 'listing-replace') replaceResults(target, parseFragment(html, source));
  else if (path === 'listing-append') {
    target.innerHTML = PAGE_LIST;
    appendResults(target, parseFragment(`<ul class="sf-products"><li class="sf-product">${html}</li></ul>`, source));
    return target.firstElementChild;
  } else if (path === 'item-refresh') {
    target.innerHTML = PAGE_LIST;
    replaceItem(target.querySelector('.sf-product') as HTMLElement, `<li class="sf-product">${html}</li>`);
    return target.firstElementChild;
  } else insertHtml(target, `<sf-product-carousel>${html}</sf-product-carousel>`, 'replace', source);
  return null;
}

/**
 * The bundle marks the box it places server HTML in; when that box is the page's own list it is the page's mark, not
 * the fragment's, and is left out while the fragment is judged (whichever path ran before on the page).
 */
function withoutPageListMark<T>(pageList: Element | null, judgeIt: () => T): T {
  const marked = pageList?.hasAttribute(HOST_MARK) ? pageList : null;
  marked?.removeAttribute(HOST_MARK);
  try {
    return judgeIt();
  } finally {
    marked?.setAttribute(HOST_MARK, '');
  }
}

const ISLANDS = 'sf-product-carousel, sf-home-carousel, sf-product-gallery, sf-quantity-table, sf-product-qr';

/**
 * Every island in the target has committed its first render (React renders in a transition, after the mount queue
 * has drained); polled against a deadline, since nothing else tells a page.
 */
async function islandsRendered(target: Element, deadlineMs = 3000): Promise<void> {
  await islandsMounted();
  const start = performance.now();
  const pending = () => target.querySelectorAll(`:is(${ISLANDS}):not([data-sf-island])`).length > 0;
  while (pending() && performance.now() - start < deadlineMs) await new Promise((done) => setTimeout(done, 10));
  if (pending()) throw new Error(`an island did not render: ${target.innerHTML}`);
}

/** Every image that survived has loaded or failed (so an onerror left behind would have run), or 3 s passed. */
function imagesSettled(root: Element): Promise<unknown> {
  const pending = Array.from(root.querySelectorAll('img')).filter((img) => !img.complete);
  return Promise.race([
    Promise.all(
      pending.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done);
            img.addEventListener('error', done);
          }),
      ),
    ),
    new Promise((done) => setTimeout(done, 3000)),
  ]);
}

/** A control whose form is the page's: it adds its value to the page's submission, or submits it. */
function joinsPageForm(el: Element, target: Element): boolean {
  if (!el.matches('button, input, select, textarea, fieldset, output, object')) return false;
  const form = (el as Partial<HTMLInputElement>).form;
  if (!form || target.contains(form)) return false;
  // The bundle's own type=button controls (a carousel's arrows) submit nothing and add no value.
  return !(el instanceof HTMLButtonElement && el.type === 'button');
}

function references(target: Element): string[] {
  const problems: string[] = [];
  const outside = (el: Element | null | undefined) => !!el && !target.contains(el);
  for (const el of Array.from(target.querySelectorAll('*'))) {
    if (joinsPageForm(el, target)) problems.push(`<${el.localName}> is a control of the page's form`);
    if (el instanceof HTMLLabelElement && outside(el.control)) problems.push('<label> clicks a control of the page');
    for (const attr of ARIA_REFERENCES) {
      for (const id of el.getAttribute(attr)?.split(/\s+/).filter(Boolean) ?? [])
        if (outside(document.getElementById(id))) problems.push(`<${el.localName} ${attr}> names the page's #${id}`);
    }
    const position = getComputedStyle(el).position;
    const contained = el.parentElement?.closest('[data-sf-server-html]');
    if ((position === 'fixed' || position === 'sticky') && !contained)
      problems.push(`<${el.localName}> is laid out ${position} outside a contained box`);
  }
  return problems;
}

/** The page's own fields: what its form submits is the same before and after any fragment. */
function pageFormData(): string {
  const form = document.getElementById('f') as HTMLFormElement;
  return JSON.stringify(Array.from(new FormData(form).keys()));
}

/** Clicks every control of the fragment that could submit (the page's form must not be submitted). */
function clickSubmitters(target: Element): string[] {
  const before = pageSubmits;
  for (const el of Array.from(target.querySelectorAll<HTMLElement>(SUBMITTERS))) el.click();
  return pageSubmits === before ? [] : [`a click submitted the page's form ${pageSubmits - before} time(s)`];
}

/** The island's own mark on the hosts it mounted: set by the bundle, so left out of what the fragment may carry. */
function withoutMountMarks(target: Element): Element {
  const copy = target.cloneNode(true) as Element;
  for (const host of Array.from(copy.querySelectorAll(`:is(${ISLANDS})[data-sf-island]`)))
    host.removeAttribute('data-sf-island');
  return copy;
}

async function judge(target: HTMLElement, c: CorpusCase, path: InsertionPath, settle: boolean): Promise<string[]> {
  const before = { ran, base: document.baseURI, href: location.href, form: pageFormData() };
  const tracked = window.dataLayer?.length ?? 0;
  const pageList = await place(path, target, c.html, `/corpus/${c.id}`);
  // The fragment as placed, before its islands render their own markup (a QR code's svg, a carousel's ids).
  const problems = withoutPageListMark(pageList, () => problemsIn(target));
  if (path === 'insert') problems.push(...stability(target, c));
  // Then what the islands render from their copy of it: it must keep the same promises towards the page.
  await islandsRendered(target);
  problems.push(...references(target));
  const rendered = withoutPageListMark(pageList, () => withoutMountMarks(target));
  if (rendered.querySelector(STATE)) problems.push('carries a state mark of the bundle');
  // Scoped to the target: a page form around it must not count as the fragment's.
  const gone = c.gone?.split(', ').map((selector) => `:scope ${selector}`);
  if (gone && rendered.querySelector(gone.join(', '))) problems.push(`left ${c.gone}: ${target.innerHTML}`);
  if (pageFormData() !== before.form) problems.push(`the page's form submits ${pageFormData()}`);
  problems.push(...clickSubmitters(target));
  for (const entry of window.dataLayer?.slice(tracked) ?? []) {
    const event = (entry as { event?: unknown }).event;
    if (typeof event === 'string' && PAGE_LEVEL_TRACK.includes(event)) problems.push(`pushed ${event}`);
  }
  if (settle) await imagesSettled(target);
  if (ran !== before.ran) problems.push(`ran ${ran - before.ran} time(s)`);
  if (document.baseURI !== before.base) problems.push(`base URL became ${document.baseURI}`);
  if (location.href !== before.href) problems.push(`navigated to ${location.href}`);
  return problems;
}

/**
 * What shows, and stability, judged on the plain insertion (the other paths wrap the case in their markup): what the
 * case must keep is there, and the markup is the same when serialised and parsed again, with or without the sanitiser.
 */
function stability(target: HTMLElement, c: CorpusCase): string[] {
  const problems: string[] = [];
  for (const kept of c.kept?.split(', ') ?? [])
    if (!target.querySelector(kept)) problems.push(`lost ${kept}: ${target.innerHTML}`);
  // Serialised and parsed again with no sanitiser: a namespace or raw-text trick (mXSS) would show here.
  const again = document.createElement('template');
  again.innerHTML = target.innerHTML;
  problems.push(...problemsIn(again.content).map((p) => `re-parsed: ${p}`));
  const twice = document.createElement('div');
  twice.append(parseFragment(target.innerHTML));
  if (twice.innerHTML !== target.innerHTML) problems.push(`changes when sanitised again: ${twice.innerHTML}`);
  return problems;
}

export interface CorpusRun {
  /** Wait for each case's images (a browser loads them; happy-dom does not). */
  settle?: boolean;
  places?: readonly FormPlace[];
  paths?: readonly InsertionPath[];
}

/** The id of one case's result: the case, the path it went in by and where the page's form was. */
export const resultId = (id: string, path: InsertionPath, place: FormPlace): string => `${id} ${path} form-${place}`;

/**
 * Judges every case (or those named) through every path, with the page's form in every place; one result per case,
 * path and place. The console is quiet meanwhile.
 */
export async function runCorpus(
  ids?: readonly string[],
  { settle = true, places = FORM_PLACES, paths = INSERTION_PATHS }: CorpusRun = {},
): Promise<CaseResult[]> {
  defineEverything();
  const quiet = { warn: console.warn, error: console.error };
  console.warn = () => {}; // one "scripts removed" line per case is expected
  console.error = () => {}; // an island told its attributes are missing says so
  try {
    const results: CaseResult[] = [];
    for (const formPlace of places) {
      const target = setUpPage(formPlace);
      for (const path of paths) {
        for (const c of CORPUS) {
          if (ids && !ids.includes(c.id)) continue;
          // A sanitiser that throws on a case fails it (the widget's insertion would fail with it); the next goes on.
          const problems = await judge(target, c, path, settle && path === 'insert').catch((error: unknown) => [
            `threw: ${String(error)}`,
          ]);
          results.push({ id: resultId(c.id, path, formPlace), problems });
          target.replaceChildren();
          await islandsMounted();
        }
      }
    }
    return results;
  } finally {
    console.warn = quiet.warn;
    console.error = quiet.error;
  }
}
