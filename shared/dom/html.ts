// Inserts server HTML through one reviewed allow-list: listed elements and attributes only, URLs through the guard (docs/LEGACY-MARKUP.md §0b).
import { reportFailure } from '../report/failures.ts';
import { allowedOrigins, toAllowedUrl, toHttpUrl } from '../url/guard.ts';
import { htmlSourceOf } from '../url/html-sources.ts';
import { markFromServer } from './from-server.ts';
import {
  attributeAllowed,
  attributeValue,
  elementVerdict,
  FORM_CONTROLS,
  FORM_OVERRIDES,
  ID_REFERENCES,
  RESOLVED_LATER,
  XHTML,
} from './html-policy.ts';
import {
  attributesOf,
  childrenOf,
  closestOf,
  documentOf,
  getAttributeOf,
  isClobbered,
  localNameOf,
  matchesOf,
  namespaceOf,
  parentOf,
  queryAllOf,
  removeAttributeOf,
  removeChildOf,
  removeNode,
  replaceWithNodes,
  setAttributeOf,
  typeOf,
} from './pristine-dom.ts';
import { yieldToMain } from './tasks.ts';
import { trustedHtml } from './trusted-html.ts';

export { TRUSTED_TYPES_POLICY } from './trusted-html.ts';

const REFERRING = [...ID_REFERENCES, ...FORM_OVERRIDES].map((a) => `[${a}]`).join(', ');

/** What one pass removed that a legacy page may have relied on: reported to the integrator. */
interface Removed {
  scripts: number;
  handlers: number;
  /** By name only (never content): elements removed with what they held, elements unwrapped, attributes removed. */
  elements: Set<string>;
  unwrapped: Set<string>;
  attributes: Set<string>;
}

const nothingRemoved = (): Removed => ({
  scripts: 0,
  handlers: 0,
  elements: new Set(),
  unwrapped: new Set(),
  attributes: new Set(),
});

/**
 * Parses and sanitises server HTML; `source` (the URL it came from) is named in the warning when scripts were removed.
 * `owner`: the tag or behaviour whose HTML it is, named in the page's failure report when the sanitiser removed anything.
 */
export function parseFragment(html: string, source?: string, owner = 'page'): DocumentFragment {
  const template = parseInert(html);
  const removed = nothingRemoved();
  for (const _ of sanitizeSteps(template.content, removed));
  return finish(template.content, removed, html, source, owner);
}

/**
 * parseFragment for a long reply (a listing page: hundreds of elements): the same sanitiser, run in slices of
 * `budgetMs` with a yield between them, so the shopper's input is handled during it rather than after one long
 * task. The nodes stay in the inert template until the end: nothing half-sanitised reaches the page.
 */
export async function parseFragmentInSlices(
  html: string,
  source?: string,
  { budgetMs = 8, now = () => performance.now(), yieldTo = yieldToMain, owner = 'page' } = {},
): Promise<DocumentFragment> {
  const template = parseInert(html);
  const removed = nothingRemoved();
  let start = now();
  for (const _ of sanitizeSteps(template.content, removed)) {
    if (now() - start < budgetMs) continue;
    await yieldTo();
    start = now();
  }
  return finish(template.content, removed, html, source, owner);
}

/** The markup parsed into an inert template: no script runs and nothing loads until it is sanitised and adopted. */
function parseInert(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = trustedHtml(html);
  return template;
}

function finish(
  root: DocumentFragment,
  removed: Removed,
  html: string,
  given: string | undefined,
  owner: string,
): DocumentFragment {
  keepReferencesAmong(Array.from(childrenOf(root)), undefined, removed);
  markFromServer(root);
  const source = given ?? htmlSourceOf(html);
  reportTrimmed(removed, owner, source);
  if (removed.scripts + removed.handlers > 0) warnRemoved(removed, source);
  return root;
}

/** One `sanitised` failure per parse that removed anything: what went, by category and name, never the text. */
function reportTrimmed({ elements, unwrapped, attributes }: Removed, widget: string, source: string | undefined): void {
  const parts = (
    [
      ['elements removed', elements],
      ['elements unwrapped', unwrapped],
      ['attributes removed', attributes],
    ] as const
  )
    .filter(([, names]) => names.size > 0)
    .map(([what, names]) => `${what}: ${[...names].sort().join(', ')}`);
  if (parts.length === 0) return;
  const message = `server HTML trimmed by the sanitiser: ${parts.join('; ')}`;
  reportFailure({ kind: 'sanitised', widget, message, ...(source === undefined ? {} : { path: source }) });
}

function warnRemoved({ scripts, handlers }: Removed, source: string | undefined): void {
  const parts = [
    scripts ? `${scripts} <script> element${scripts === 1 ? '' : 's'}` : '',
    handlers ? `${handlers} inline event handler${handlers === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  console.warn(
    `[storefront] removed ${parts.join(' and ')} from the server HTML of ${source ?? '(source not given)'}: ` +
      'server fragments never run scripts; see "Scripts in server fragments" in docs/LEGACY-MARKUP.md.',
  );
}

/**
 * Walks the tree children first (an element's attributes are judged once its content is), yielding after each
 * element: parseFragment runs it through, parseFragmentInSlices yields to the browser between steps.
 */
function* sanitizeSteps(root: DocumentFragment, removed: Removed): Generator<void, void, void> {
  const origins = allowedOrigins('data-sf-content-origins');
  // Every read and call goes through pristine-dom.ts: markup cannot shadow what the walk reads (DOM clobbering).
  function* walk(parent: Node): Generator<void, void, void> {
    for (const node of childrenOf(parent)) {
      const type = typeOf(node);
      if (type === Node.ELEMENT_NODE) {
        const element = enterElement(node as Element, removed);
        if (!element) continue;
        yield* walk(element);
        leaveElement(element, origins, removed);
        yield;
      } else if (type !== Node.TEXT_NODE) removeChildOf(parent, node); // comments and the like
    }
  }
  yield* walk(root);
}

/**
 * A label's `for`, a field's `form`, an input's `list` and the aria-* references may name only elements among these
 * nodes, and a button's form* overrides stay only when the form it submits is one of theirs: so a fragment's label or
 * button never clicks or re-targets a control of the page (LEGACY-MARKUP.md §0b). An empty `form` is kept: it names
 * no form, so the control joins none (placeServerNodes writes it).
 */
function keepReferencesAmong(nodes: readonly Node[], elements = elementsOf(nodes), removed?: Removed): void {
  const remove = (element: Element, attr: string) => {
    if (removed && getAttributeOf(element, attr) !== null) removed.attributes.add(attr);
    removeAttributeOf(element, attr);
  };
  const byId = new Map<string, Element>();
  for (const element of elements) {
    const id = getAttributeOf(element, 'id');
    if (id && !byId.has(id)) byId.set(id, element);
  }
  const among = amongNodes(nodes);
  for (const element of elements) {
    if (!matchesOf(element, REFERRING)) continue;
    for (const attr of ID_REFERENCES) {
      const value = getAttributeOf(element, attr);
      if (value === null || (attr === 'form' && value === '')) continue;
      const ids = value.split(/\s+/).filter(Boolean);
      if (!(ids.length > 0 && ids.every((id) => byId.has(id)))) remove(element, attr);
    }
    const named = getAttributeOf(element, 'form');
    const owner = named === null ? closestOf(element, 'form') : (byId.get(named) ?? null);
    if (!(owner && localNameOf(owner) === 'form' && among(owner))) {
      for (const attr of FORM_OVERRIDES) remove(element, attr);
    }
  }
}

/** Whether a node is one of these nodes or inside one. */
function amongNodes(nodes: readonly Node[]): (node: Node | null) => boolean {
  const tops = new Set(nodes);
  return (node) => {
    for (let n = node; n; n = parentOf(n) as Node | null) if (tops.has(n)) return true;
    return false;
  };
}

/** The elements of these nodes and everything inside them, in tree order. */
function elementsOf(nodes: readonly Node[]): Element[] {
  const elements: Element[] = [];
  for (const node of nodes) {
    if (typeOf(node) !== Node.ELEMENT_NODE) continue;
    elements.push(node as Element, ...queryAllOf(node as Element, '*'));
  }
  return elements;
}

/** Before an element's content: drops it with its content when it is never shown; null then. */
function enterElement(original: Element, removed: Removed): Element | null {
  const name = localNameOf(original);
  if (name === 'script') removed.scripts++;
  // A form whose own properties a named control shadows is dropped whole: page code reading it would be misled too.
  if (elementVerdict(name, namespaceOf(original)) === 'drop' || (name === 'form' && isClobbered(original))) {
    removed.scripts += queryAllOf(original, 'script').length;
    removed.elements.add(name);
    removeNode(original);
    return null;
  }
  const attributes = attributesOf(original);
  for (const { name: attr } of attributes) if (attr.startsWith('on')) removed.handlers++;
  return attributes.some((a) => a.name === 'is') ? withoutIsValue(original, name, removed) : original;
}

/** After its content: an element the list does not keep is unwrapped; the attributes it keeps are made safe. */
function leaveElement(element: Element, origins: readonly string[], removed: Removed): void {
  const name = localNameOf(element);
  // A link in a link or a form in a form (the parser builds them from misnested markup) cannot be written out and
  // parsed back the same: unwrapped like an unknown element, its (already sanitised) children stay in its place.
  const parent = parentOf(element);
  const nested = (name === 'a' || name === 'form') && parent instanceof Element && closestOf(parent, name);
  if (elementVerdict(name, XHTML) === 'unwrap' || nested) {
    removed.unwrapped.add(name);
    replaceWithNodes(element, childrenOf(element));
    return;
  }
  for (const { name: attr, value } of attributesOf(element)) {
    const kept = attributeValue(name, attr, value, origins);
    if (kept === null) {
      removed.attributes.add(attr);
      removeAttributeOf(element, attr);
    } else if (kept !== value) setAttributeOf(element, attr, kept);
  }
  if (name === 'a') markLink(element, origins);
}

/**
 * An off-site link stays (a manufacturer's "where to buy") but asks first, through the external-link confirmation
 * (widgets/page-helpers); it and every new-tab link get no handle on this page. Origins the author listed in
 * data-sf-content-origins count as the site.
 */
function markLink(link: Element, origins: readonly string[]): void {
  const href = getAttributeOf(link, 'href');
  if (href !== null && toHttpUrl(href) && !toAllowedUrl(href, origins))
    setAttributeOf(link, 'data-sf-external-link', '');
  else if (getAttributeOf(link, 'target') !== '_blank') return;
  setAttributeOf(link, 'rel', 'noopener noreferrer');
}

/**
 * A parsed `is="…"` stays on the element as its "is value" even once the attribute is removed, and comes back when
 * the markup is serialised (a customised built-in the page may define): the element is replaced by a plain one.
 */
function withoutIsValue(element: Element, localName: string, removed: Removed): Element {
  // Created in the template's inert document: an image made in the page's would load before it is judged.
  const plain = documentOf(element).createElement(localName);
  // Only names the allow-list keeps are copied (the parser accepts names setAttribute refuses, e.g. `<img`).
  for (const { name, value } of attributesOf(element)) {
    if (attributeAllowed(localName, name)) plain.setAttribute(name, value);
    else removed.attributes.add(name);
  }
  plain.append(...childrenOf(element));
  replaceWithNodes(element, [plain]);
  return plain;
}

/**
 * Where sanitised nodes go: into `parent` (before `before`, else at its end), in place of `replacing`; `box` is the
 * element they stay inside (the parent by default; a list's items stay in the results area around it).
 */
export interface Placement {
  parent: Element;
  before?: Node | null;
  replacing?: readonly Node[];
  box?: Element;
}

/** Set on each box server HTML is placed in: the bundle's CSS contains it there (shared/ui/base.css). */
export const HOST_MARK = 'data-sf-server-html';
/** Table parts ignore containment: the box is the table's parent. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup']);

/**
 * The one way sanitised server nodes reach the page. They are checked against where they go while still detached —
 * ids, references and form ownership — so nothing connected with them (an island copying its children in its
 * connectedCallback, a MutationObserver) ever sees them unchecked, then inserted in one operation.
 */
export function placeServerNodes(nodes: readonly Node[], at: Placement): void {
  const replacing = at.replacing ?? [];
  // One walk of the nodes for the three checks: a listing's page is hundreds of elements.
  const elements = elementsOf(nodes);
  freePageIds(elements, at.parent, replacing);
  keepReferencesAmong(nodes, elements);
  leavePageForm(nodes, elements, at.parent);
  containHost(at.box ?? at.parent);
  const holder = documentOf(at.parent).createDocumentFragment();
  holder.append(...nodes);
  // In, then the replaced nodes out: `before` may be one of them.
  at.parent.insertBefore(holder, at.before ?? null);
  for (const node of replacing) {
    const parent = parentOf(node);
    if (parent) removeChildOf(parent, node);
  }
}

/**
 * A fragment never holds an id the page has (a field's, whose label, message and page scripts find it by id; a
 * container a reply names) nor one the bundle resolves later: the browser resolves an id to the first element with
 * it, and a fragment's would win over an element below it. The ids of what is being replaced are free again.
 */
function freePageIds(elements: readonly Element[], parent: Element, replacing: readonly Node[]): void {
  const leaving = (element: Element): boolean => replacing.some((node) => node === element || node.contains(element));
  const page = documentOf(parent);
  for (const element of elements) {
    const id = getAttributeOf(element, 'id');
    if (id === null) continue;
    if (RESOLVED_LATER.test(id) || pageHas(page, id, leaving)) removeAttributeOf(element, 'id');
  }
}

function pageHas(page: Document, id: string, leaving: (element: Element) => boolean): boolean {
  const first = page.getElementById(id);
  if (!first) return false;
  if (!leaving(first)) return true;
  return Array.from(page.querySelectorAll(`[id="${id.replace(/["\\]/g, '\\$&')}"]`)).some((e) => !leaving(e));
}

/**
 * Under a page form (ASP.NET WebForms wraps the whole body in one) a fragment's controls would join it: their values
 * submitted with the page's, a plain button submitting it. A control that no form of the fragment owns gets an empty
 * `form`, which names no form: it joins none, and Enter in it submits nothing.
 */
function leavePageForm(nodes: readonly Node[], elements: readonly Element[], parent: Element): void {
  if (!closestOf(parent, 'form')) return;
  const among = amongNodes(nodes);
  for (const element of elements) {
    if (!matchesOf(element, FORM_CONTROLS) || getAttributeOf(element, 'form') !== null) continue;
    if (among(closestOf(element, 'form'))) continue; // a form of the fragment's own goes with it
    setAttributeOf(element, 'form', '');
    for (const attr of FORM_OVERRIDES) removeAttributeOf(element, attr);
  }
}

/** The `sf-*` tag an element is in (itself included), or `page`. */
function hostTagOf(element: Element): string {
  for (let at: Node | null = element; at; at = parentOf(at) as Node | null) {
    const name = typeOf(at) === Node.ELEMENT_NODE ? localNameOf(at as Element) : '';
    if (name.startsWith('sf-')) return name;
  }
  return 'page';
}

/** The box the nodes go in is contained (a fixed or oversized element stays in it), unless a box around it already is. */
function containHost(host: Element): void {
  let box: Element = host;
  while (TABLE_PARTS.has(localNameOf(box))) {
    const up = parentOf(box);
    if (!(up instanceof Element)) break;
    box = up;
  }
  if (!closestOf(box, `[${HOST_MARK}]`)) setAttributeOf(box, HOST_MARK, '');
}

/** Sanitised nodes (parseFragment's, or parseFragmentInSlices' for a long reply) in place of the target's content. */
export function replaceWithServerNodes(target: Element, nodes: readonly Node[]): void {
  placeServerNodes(nodes, { parent: target, replacing: Array.from(childrenOf(target)) });
}

/**
 * Replaces the target's content with the fragment (or appends it); returns the inserted top-level nodes.
 * `source` is the URL the HTML came from, named in the console when scripts had to be removed. What the sanitiser
 * removed is reported as the insertion of the widget whose tag holds the target.
 */
export function insertHtml(
  target: Element,
  html: string,
  mode: 'replace' | 'append' = 'replace',
  source?: string,
): Node[] {
  const nodes = Array.from(childrenOf(parseFragment(html, source, hostTagOf(target))));
  placeServerNodes(nodes, { parent: target, replacing: mode === 'replace' ? Array.from(childrenOf(target)) : [] });
  return nodes;
}
