// Each section joins the batch when its element connects, so sections inserted together share one call even though
// React renders each island in a task of its own; the reply waits here until the section's view is mounted.
import { atom, type ReadableAtom } from 'nanostores';
import type { WidgetHost } from '../../shared/define.ts';
import { replaceWithServerNodes } from '../../shared/dom/index.ts';
import { readSectionItem } from './item.ts';
import { registerSection, type SectionState } from './store.ts';

interface Slot {
  setup: ReturnType<typeof readSectionItem>;
  $state: ReturnType<typeof atom<SectionState>>;
  content: HTMLElement | null;
  /** The reply's sanitised nodes, when they came before the view was mounted. */
  nodes: readonly Node[] | null;
  /** Takes the section out of the batch (or of the call it waits for). */
  leave: () => void;
}
const slots = new WeakMap<Element, Slot>();

/** Reads the section's item and queues it (once per element; a moved element keeps its slot). */
export function connectSection(host: WidgetHost): Slot {
  const known = slots.get(host);
  if (known) return known;
  const slot: Slot = {
    setup: readSectionItem(host),
    $state: atom<SectionState>('loading'),
    content: null,
    nodes: null,
    leave: () => {},
  };
  slots.set(host, slot);
  if (!slot.setup.blocked) {
    slot.leave = registerSection({
      item: slot.setup.item,
      host,
      fill: (nodes) => {
        if (slot.content) replaceWithServerNodes(slot.content, nodes);
        else slot.nodes = nodes;
      },
      settle: (state) => slot.$state.set(state),
      // The reply can arrive before React has rendered the section: its placeholder is then still in serverContent.
      holds: (id) => {
        const selector = `#${CSS.escape(id)}`;
        return host.id === id || !!host.querySelector(selector) || !!host.serverContent?.querySelector(selector);
      },
      // Dropped from the batch because it left the page before its view rendered: a later insertion starts afresh.
      dropped: () => forget(host, slot),
    });
  }
  return slot;
}

function forget(host: WidgetHost, slot: Slot): void {
  if (slots.get(host) === slot) slots.delete(host);
}

/**
 * Gives the slot its content element (after the server placeholder is in it); applies a reply that came first.
 * The cleanup (the view unmounting: the element left the page, a move does not unmount) takes the section out of
 * the batch or the call on its way, and forgets the slot so the element, put back later, loads again.
 */
export function attachSection(host: WidgetHost, content: HTMLElement): () => void {
  const slot = connectSection(host);
  slot.content = content;
  if (slot.nodes !== null) replaceWithServerNodes(content, slot.nodes);
  slot.nodes = null;
  return () => {
    slot.content = null;
    slot.leave();
    forget(host, slot);
  };
}

export function sectionSlot(host: WidgetHost): { setup: Slot['setup']; $state: ReadableAtom<SectionState> } {
  return connectSection(host);
}
