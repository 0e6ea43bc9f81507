// The results area is server HTML: read its hidden paging values, replace it, or append a page's items in place.
import { isLegacyTrue, parseLegacyNumber } from '../../../shared/config/legacy-values.ts';
import { placeServerNodes } from '../../../shared/dom/html.ts';
import type { ScrollAnchor } from '../history/history-entry.ts';

export interface ResultsSummary {
  total: number;
  lastPageNumber: number;
  priceSortUnavailable: boolean;
}

const ITEMS = '.sf-products > .sf-product, .sf-products > tbody > .sf-product, .sf-categories > .sf-category';

/** The hidden values of a results fragment; the last ones win (LEGACY-MARKUP.md §2). */
export function readSummary(root: ParentNode): ResultsSummary {
  const last = (name: string): number => {
    const inputs = root.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`);
    const value = inputs[inputs.length - 1]?.value ?? '';
    // A missing or blank value reads as 0 (the results are empty); an unreadable one as NaN (the caller keeps its own).
    return parseLegacyNumber(value, { blank: 0 }) ?? Number.NaN;
  };
  const total = last('ProductsTotalCount');
  const flags = root.querySelectorAll('[data-price-sort-unavailable]');
  return {
    total: Number.isNaN(total) ? 0 : total,
    lastPageNumber: last('LastPageNumber'),
    priceSortUnavailable: isLegacyTrue(flags[flags.length - 1]?.getAttribute('data-price-sort-unavailable')),
  };
}

export const listItems = (root: ParentNode): HTMLElement[] => Array.from(root.querySelectorAll<HTMLElement>(ITEMS));

/** Replaces everything in the results area with this reply (parsed and sanitised: shared/dom/html.ts). */
export function replaceResults(target: Element, reply: DocumentFragment): ResultsSummary {
  placeServerNodes(Array.from(reply.childNodes), { parent: target, replacing: Array.from(target.childNodes) });
  return readSummary(target);
}

/** The product list (or table body, or category tiles) the items of a results area are in. */
function itemList(root: ParentNode): Element | null {
  // The list sits near the top of the area: one query that stops there, not a search of every item for a <tbody>.
  const list = root.querySelector('.sf-products, .sf-categories');
  return list instanceof HTMLTableElement ? (list.tBodies[0] ?? list) : list;
}

/**
 * The first item still showing at the top of the screen, and its top on screen (negative when partly scrolled past).
 * A binary search over the list's children: a few reads of a laid-out page, whatever the list's length.
 */
export function itemAtTop(area: Element): ScrollAnchor | null {
  const children = itemList(area)?.children;
  if (!children?.length) return null;
  let low = 0;
  let high = children.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((children[middle]?.getBoundingClientRect().bottom ?? 0) > 0) high = middle;
    else low = middle + 1;
  }
  const top = children[low]?.getBoundingClientRect().top;
  return top === undefined ? null : { index: low, offset: top };
}

/** The item at this place in the list (as itemAtTop counts), if the list holds that many. */
export const itemAt = (area: Element, index: number): Element | null => itemList(area)?.children[index] ?? null;

/** The pages a reply holds (its data-page-from/to), when it says. */
export function replyPages(root: ParentNode): { from: number; to: number } | null {
  const area = root.querySelector('.sf-listing-results');
  const from = Number(area?.getAttribute('data-page-from'));
  const to = Number(area?.getAttribute('data-page-to'));
  return Number.isInteger(from) && Number.isInteger(to) && from >= 1 && to >= from ? { from, to } : null;
}

/**
 * Appends the reply's items after the ones on the page, without touching them: rows into the table body,
 * items into the product list. The reply's hidden values replace the old ones. Only the reply's nodes and the top of
 * the results area are read: the cost does not grow with the items already shown.
 */
export function appendResults(
  target: Element,
  fragment: DocumentFragment,
): { summary: ResultsSummary; added: HTMLElement[]; pages: { from: number; to: number } | null } {
  const summary = readSummary(fragment);
  const added = listItems(fragment);
  const pages = replyPages(fragment);
  const body = itemList(target);
  if (!body) {
    // Nothing to append to (e.g. the page showed "no results"): show the reply as it is.
    placeServerNodes(Array.from(fragment.childNodes), { parent: target, replacing: Array.from(target.childNodes) });
    return { summary, added: listItems(target), pages };
  }
  placeServerNodes(added, { parent: body, box: target });
  for (const name of ['ProductsTotalCount', 'LastPageNumber', 'IdPriceListPromotionWebPrebooking']) {
    const fresh = fragment.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const old = target.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (fresh && old) old.value = fresh.value;
  }
  const flag = fragment.querySelector('[data-price-sort-unavailable]');
  target
    .querySelector('[data-price-sort-unavailable]')
    ?.setAttribute('data-price-sort-unavailable', flag?.getAttribute('data-price-sort-unavailable') ?? 'false');
  return { summary, added, pages };
}

/**
 * One page of the items a results area holds (the server may render several pages in the tag), as a reply holding
 * just that page: its hidden values and price flag, then its items in a list of the same kind. Serialises that page
 * only; null when the area holds no item of it.
 */
export function pageReply(area: Element, page: number, perPage: number): string | null {
  const list = itemList(area);
  const owner = list?.closest('.sf-products, .sf-categories');
  if (!list || !owner) return null;
  const own = Array.from(list.children)
    .slice((page - 1) * perPage, page * perPage)
    .filter((child) => child.matches('.sf-product, .sf-category'));
  if (!own.length) return null;
  const hidden = Array.from(area.querySelectorAll('.sf-listing-results > input[type="hidden"]'), (i) => i.outerHTML);
  const flag = area.querySelector('[data-price-sort-unavailable]')?.getAttribute('data-price-sort-unavailable');
  const tag = owner.localName;
  const rows = own.map((item) => item.outerHTML).join('');
  const body = owner === list ? rows : `<tbody>${rows}</tbody>`;
  return `<div class="sf-listing-results" data-page-from="${page}" data-page-to="${page}" data-price-sort-unavailable="${isLegacyTrue(flag)}">${hidden.join('')}<${tag} class="${owner.className.replaceAll('"', '&quot;')}">${body}</${tag}></div>`;
}
