// Lazily loaded HTML panels (mega-menu sub-categories, my services): fetched once on first open, cached, retried after a failure.
import { atom, map } from 'nanostores';
import { afterNextPaint } from '../../../shared/dom/tasks.ts';
import type { Outcome } from '../../../shared/http/index.ts';

/**
 * How long the pointer rests on a category before its panel opens: crossing the menu opens nothing, and a click
 * that follows the pointer's arrival is handled on its own instead of queuing behind the hover's render.
 */
export const HOVER_OPEN_DELAY_MS = 150;

export type Panel = { state: 'loading' } | { state: 'loaded'; html: string } | { state: 'failed' };

export function createPanelsStore(load: (key: string) => Promise<Outcome<string>>) {
  const $panels = map<Record<string, Panel>>({});
  /** The one open panel (disclosure navigation shows one at a time). */
  const $openKey = atom<string | null>(null);

  async function ensurePanel(key: string): Promise<void> {
    const current = $panels.get()[key];
    if (current && current.state !== 'failed') return;
    $panels.setKey(key, { state: 'loading' });
    // The panel shows open (loading) in the frame of the hover or click; building and sending the request (ky, a
    // fetch) waits for the task after it, so the pointer's click does not queue behind it.
    await afterNextPaint();
    const outcome = await load(key);
    $panels.setKey(key, outcome.ok ? { state: 'loaded', html: outcome.value } : { state: 'failed' });
  }

  function openPanel(key: string): void {
    $openKey.set(key);
    void ensurePanel(key);
  }

  function closePanel(key?: string): void {
    if (key === undefined || $openKey.get() === key) $openKey.set(null);
  }

  /** The panel the pointer opened (desktop): reaching for its toggle and clicking must not close it again. */
  let hovered: string | null = null;

  let hoverTimer: ReturnType<typeof setTimeout> | undefined;

  /** Pointer over an item (its key) or out of it (null). */
  function hoverPanel(key: string | null): void {
    clearTimeout(hoverTimer);
    if (key === null) {
      hovered = null;
      closePanel();
      return;
    }
    hoverTimer = setTimeout(() => {
      hovered = key;
      openPanel(key);
    }, HOVER_OPEN_DELAY_MS);
  }

  function togglePanel(key: string): void {
    // A click decides for itself: a hover still waiting would reopen what a second click closes.
    clearTimeout(hoverTimer);
    const pointerOpened = hovered === key;
    hovered = null;
    if ($openKey.get() === key && !pointerOpened) closePanel();
    else openPanel(key);
  }

  return { $panels, $openKey, openPanel, closePanel, hoverPanel, togglePanel, ensurePanel };
}
