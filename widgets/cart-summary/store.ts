// One cart (or quote) popup: open/closed, content, count and the closing timers of spec section 4, without React.
import { atom } from 'nanostores';
import { MINICART_LEAVE_CLOSE_MS } from '../../shared/constants.ts';
import { parseFragment } from '../../shared/dom/html.ts';
import { beginCartCountReading, CartPopupEvent, type CartTarget } from '../../shared/stores/cart.ts';

export interface CartSummaryDeps {
  target: CartTarget;
  /** The popup HTML, or null when the call failed (the client already showed the error). */
  fetchHtml: () => Promise<string | null>;
  /** Auto-close delay for the current screen, in ms; -1 = never. */
  autoCloseMs: () => number;
  /** Called after content was reloaded by REFRESH / OPENREFRESH (the widget raises sf:cart-refresh). */
  onRefreshed?: () => void;
}

/** The count the server put on the popup root (data-count), if any. */
export function countOf(html: string): number | null {
  const raw = parseFragment(html).querySelector('[data-count]')?.getAttribute('data-count');
  const n = Number(raw ?? '');
  return raw != null && raw !== '' && Number.isInteger(n) && n >= 0 ? n : null;
}

export function createCartSummary(deps: CartSummaryDeps) {
  const $open = atom(false);
  const $html = atom<string | null>(null);
  const $loading = atom(false);
  const $count = atom<number | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inside = false;
  let loads = 0;

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const closeAfter = (ms: number) => {
    stopTimer();
    if (ms < 0) return;
    // Never closed under the mouse: leaving restarts the 800 ms timer.
    timer = setTimeout(() => {
      timer = undefined;
      if (!inside) $open.set(false);
    }, ms);
  };
  const open = () => {
    $open.set(true);
    closeAfter(deps.autoCloseMs());
  };
  /** Only the newest load writes: an older reply arriving late is dropped. */
  const load = async (): Promise<boolean> => {
    const mine = ++loads;
    $loading.set(true);
    const writeCount = beginCartCountReading(deps.target);
    const html = await deps.fetchHtml();
    if (mine !== loads) return false;
    $loading.set(false);
    if (html === null) return false;
    $html.set(html);
    const count = countOf(html);
    $count.set(count);
    if (count !== null) writeCount(count);
    return true;
  };

  async function handle(event: CartPopupEvent): Promise<void> {
    switch (event) {
      case CartPopupEvent.OPEN:
        if ($html.get() === null && !(await load())) return;
        return open();
      case CartPopupEvent.REFRESH:
        if (await load()) deps.onRefreshed?.();
        return;
      case CartPopupEvent.OPENREFRESH:
        if (await load()) {
          deps.onRefreshed?.();
          open();
        }
        return;
      case CartPopupEvent.OPENLOADING:
        stopTimer();
        $loading.set(true);
        $open.set(true);
        return;
      case CartPopupEvent.CLOSE:
        stopTimer();
        loads++;
        $loading.set(false);
        $open.set(false);
        return;
    }
  }

  return {
    $open,
    $html,
    $loading,
    $count,
    handle,
    /** A reload asked by the page (sf:cart-refresh), without raising the event again. */
    reload: () => load(),
    enter: () => {
      inside = true;
      stopTimer();
    },
    leave: () => {
      inside = false;
      if ($open.get()) closeAfter(MINICART_LEAVE_CLOSE_MS);
    },
    close: () => {
      stopTimer();
      $open.set(false);
    },
    toggle: () => {
      if (!$open.get()) return void handle(CartPopupEvent.OPEN);
      stopTimer();
      $open.set(false);
    },
    dispose: stopTimer,
  };
}
