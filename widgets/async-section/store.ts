// Async sections: collects the sections connected together, sends one call per URL (grouped items) and fills the containers.
import { atom } from 'nanostores';
import { parseFragmentInSlices, replaceWithServerNodes } from '../../shared/dom/index.ts';
import { yieldToMain } from '../../shared/dom/tasks.ts';
import { endpointCall } from '../../shared/http/index.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { showRequestError } from '../../shared/stores/status.ts';
import type { AsyncSectionsItem } from './item.ts';
import { parseReply, parseReplyItem, type ReplyItem } from './reply.ts';

export type SectionState = 'loading' | 'loaded' | 'failed';

/** What the store needs from a mounted section. */
export interface SectionHandle {
  item: AsyncSectionsItem;
  host: Element;
  /** Replaces the section's own content with the reply's sanitised nodes. */
  fill(nodes: readonly Node[]): void;
  /** Whether the container with this id is the section's own (also while its server content waits for React). */
  holds?(id: string): boolean;
  settle(state: Exclude<SectionState, 'loading'>): void;
  /** Called when the batch drops the section because it is no longer in the page. */
  dropped?(): void;
}

/** One batch's call, at the sections' data-ajax-url (a background call: the sections show their own placeholders). */
const renderSections = endpointCall(ENDPOINTS.asyncRender, parseReply, { widget: 'sf-async-section' });

/** Sections waiting for the next batch. */
export const $pendingSections = atom<readonly SectionHandle[]>([]);
let timer: ReturnType<typeof setTimeout> | null = null;

/** A call on its way and the sections still waiting for it: when the last one leaves the page, it is aborted. */
interface Flight {
  controller: AbortController;
  waiting: Set<SectionHandle>;
}
const flights = new Map<SectionHandle, Flight>();

/**
 * Queues a section; the batch goes out once the current burst of connections is over (a 0 ms timer, re-armed).
 * Returns what to call when the section leaves the page: it is then not requested, or no longer waited for.
 */
export function registerSection(section: SectionHandle): () => void {
  $pendingSections.set([...$pendingSections.get(), section]);
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => void flushSections(), 0);
  return () => leave(section);
}

function leave(section: SectionHandle): void {
  $pendingSections.set($pendingSections.get().filter((s) => s !== section));
  const flight = flights.get(section);
  if (!flight) return;
  flights.delete(section);
  flight.waiting.delete(section);
  if (flight.waiting.size === 0) flight.controller.abort();
}

/** One group per AjaxUrl for SingleCallMultipleContainers items; every other item is a call of its own. */
export function groupSections(sections: readonly SectionHandle[]): SectionHandle[][] {
  const byUrl = new Map<string, SectionHandle[]>();
  const groups: SectionHandle[][] = [];
  for (const section of sections) {
    if (!section.item.SingleCallMultipleContainers) {
      groups.push([section]);
      continue;
    }
    const group = byUrl.get(section.item.AjaxUrl);
    if (group) group.push(section);
    else {
      const created = [section];
      byUrl.set(section.item.AjaxUrl, created);
      groups.push(created);
    }
  }
  return groups;
}

/** Sends every pending section now; resolves once all replies are applied. */
export async function flushSections(): Promise<void> {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  // A section removed before its view rendered never ran its cleanup: the page tells.
  const pending = $pendingSections.get();
  $pendingSections.set([]);
  const sections = pending.filter((s) => s.host.isConnected);
  for (const gone of pending.filter((s) => !s.host.isConnected)) gone.dropped?.();
  await Promise.all(groupSections(sections).map(loadGroup));
}

async function loadGroup(group: SectionHandle[]): Promise<void> {
  const url = group[0]?.item.AjaxUrl ?? '';
  const flight: Flight = { controller: new AbortController(), waiting: new Set(group) };
  for (const section of group) flights.set(section, flight);
  const outcome = await renderSections({
    json: { asyncHtmlRequest: { AsyncSectionsItems: group.map((s) => s.item) } },
    url,
    signal: flight.controller.signal,
  });
  // Sections that left the page meanwhile get nothing (their call may have been answered before the abort).
  const live = group.filter((s) => flight.waiting.has(s));
  if (live.length === 0 || !outcome.ok || !outcome.value.succeeded) {
    for (const section of group) landed(section, flight);
    if (live.length === 0) return;
    // A refused call (Result other than 1) applies none of its items: its messages are shown, else the request error.
    if (outcome.ok && !outcome.value.hasMessages) showRequestError();
    for (const section of live) section.settle('failed');
    return;
  }
  const left = new Set(live);
  for (const [index, raw] of outcome.value.items.entries()) {
    // One item per task: each is HTML sanitised into the page (and what the page does on insertion), and a reply for
    // a page of sections applied at once was a long task on a slow phone. A section stays in its flight until its
    // turn, so one that leaves the page meanwhile is taken out of it, and gets nothing.
    if (index > 0) await yieldToMain();
    const item = parseReplyItem(raw);
    const section = item && (group.find((s) => left.has(s) && sameItem(s.item, item)) ?? group[index]);
    if (!item || !section || !left.has(section)) continue;
    // A section's HTML can be a page of products: sanitised in slices, the shopper's input is handled meanwhile. The
    // section is still in its flight, so one that leaves the page during it is taken out, and gets nothing.
    const nodes = Array.from((await parseFragmentInSlices(item.Html, url, { owner: 'sf-async-section' })).childNodes);
    left.delete(section);
    landed(section, flight);
    if (flight.waiting.has(section)) section.settle(applyItem(section, item, nodes) ? 'loaded' : 'failed');
  }
  for (const section of left) {
    landed(section, flight);
    if (!flight.waiting.has(section)) continue;
    console.warn('[storefront] async section: no reply item for', section.item);
    section.settle('failed');
  }
}

/** The section's reply is being applied: leaving the page no longer aborts the call. */
function landed(section: SectionHandle, flight: Flight): void {
  if (flights.get(section) === flight) flights.delete(section);
}

const sameItem = (a: AsyncSectionsItem, b: ReplyItem) =>
  a.AsyncLoadHandleId === (b.AsyncLoadHandleId ?? '') &&
  a.HtmlContainerId === (b.HtmlContainerId ?? '') &&
  a.TempHtmlContainerId === (b.TempHtmlContainerId ?? '');

/**
 * An element outside the section may be filled only when the section itself named it (its HtmlContainerId or
 * TempHtmlContainerId), and never the page's root, head or body, nor an element that holds the section.
 */
function outsideContainer(section: SectionHandle, id: string): Element | null {
  const target =
    id === section.item.HtmlContainerId || id === section.item.TempHtmlContainerId ? document.getElementById(id) : null;
  const page = !target || target === document.body || !!target.closest('head') || target.contains(section.host);
  return page ? null : target;
}

/**
 * HtmlContainerId, then TempHtmlContainerId: inside the section (or none given) → its own content; elsewhere → that
 * element, when the section named it (a reply cannot choose any element of the page by its id).
 */
export function applyItem(section: SectionHandle, item: ReplyItem, nodes: readonly Node[]): boolean {
  const ids = [item.HtmlContainerId, item.TempHtmlContainerId].filter((id): id is string => !!id);
  if (ids.length === 0) {
    section.fill(nodes);
    return true;
  }
  for (const id of ids) {
    // The section itself first: it may hold the container even while it is not (yet) in the document.
    const own = section.holds
      ? section.holds(id)
      : section.host.id === id || !!section.host.querySelector(`#${CSS.escape(id)}`);
    if (own) {
      section.fill(nodes);
      return true;
    }
    const target = outsideContainer(section, id);
    if (!target) continue;
    replaceWithServerNodes(target, nodes);
    return true;
  }
  console.warn(`[storefront] async section: no container #${ids.join(' / #')} of this section; item skipped.`);
  return false;
}
