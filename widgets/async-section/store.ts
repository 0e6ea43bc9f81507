// Async sections: collects the sections connected together, sends one call per URL (grouped items) and fills the containers.
import { atom } from 'nanostores';
import { insertHtml } from '../../shared/dom/index.ts';
import { request } from '../../shared/http/index.ts';
import type { AsyncSectionsItem } from './item.ts';
import { parseReply, parseReplyItem, type ReplyItem } from './reply.ts';

export type SectionState = 'loading' | 'loaded' | 'failed';

/** What the store needs from a mounted section. */
export interface SectionHandle {
  item: AsyncSectionsItem;
  host: Element;
  /** Replaces the section's own content. */
  fill(html: string): void;
  /** Whether the container with this id is the section's own (also while its server content waits for React). */
  holds?(id: string): boolean;
  settle(state: Exclude<SectionState, 'loading'>): void;
}

/** Sections waiting for the next batch. */
export const $pendingSections = atom<readonly SectionHandle[]>([]);
let timer: ReturnType<typeof setTimeout> | null = null;

/** Queues a section; the batch goes out once the current burst of connections is over (a 0 ms timer, re-armed). */
export function registerSection(section: SectionHandle): () => void {
  $pendingSections.set([...$pendingSections.get(), section]);
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => void flushSections(), 0);
  return () => $pendingSections.set($pendingSections.get().filter((s) => s !== section));
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
  const sections = $pendingSections.get();
  $pendingSections.set([]);
  await Promise.all(groupSections(sections).map(loadGroup));
}

async function loadGroup(group: SectionHandle[]): Promise<void> {
  const url = group[0]?.item.AjaxUrl ?? '';
  const outcome = await request(
    url,
    {},
    {
      jsonBody: { asyncHtmlRequest: { AsyncSectionsItems: group.map((s) => s.item) } },
      expect: 'json',
      parse: parseReply,
      // The sections show their own placeholders; the page-wide loading message would only add noise.
      showLoading: false,
    },
  );
  if (!outcome.ok) {
    for (const section of group) section.settle('failed');
    return;
  }
  const left = new Set(group);
  outcome.value.forEach((raw, index) => {
    const item = parseReplyItem(raw);
    const section = item && (group.find((s) => left.has(s) && sameItem(s.item, item)) ?? group[index]);
    if (!item || !section || !left.has(section)) return;
    left.delete(section);
    section.settle(applyItem(section, item) ? 'loaded' : 'failed');
  });
  for (const section of left) {
    console.warn('[storefront] async section: no reply item for', section.item);
    section.settle('failed');
  }
}

const sameItem = (a: AsyncSectionsItem, b: ReplyItem) =>
  a.AsyncLoadHandleId === (b.AsyncLoadHandleId ?? '') &&
  a.HtmlContainerId === (b.HtmlContainerId ?? '') &&
  a.TempHtmlContainerId === (b.TempHtmlContainerId ?? '');

/** HtmlContainerId, then TempHtmlContainerId: inside the section (or none given) → its own content; elsewhere → that element. */
export function applyItem(section: SectionHandle, item: ReplyItem): boolean {
  const ids = [item.HtmlContainerId, item.TempHtmlContainerId].filter((id): id is string => !!id);
  if (ids.length === 0) {
    section.fill(item.Html);
    return true;
  }
  for (const id of ids) {
    // The section itself first: it may hold the container even while it is not (yet) in the document.
    const own = section.holds
      ? section.holds(id)
      : section.host.id === id || !!section.host.querySelector(`#${CSS.escape(id)}`);
    if (own) {
      section.fill(item.Html);
      return true;
    }
    const target = document.getElementById(id);
    if (!target) continue;
    insertHtml(target, item.Html);
    return true;
  }
  console.warn(`[storefront] async section: container #${ids.join(' / #')} not found; item skipped.`);
  return false;
}
