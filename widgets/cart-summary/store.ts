// One cart (or quote) popup: open/closed, content and the closing timers (widgets/cart-summary/README.md), without React.
import { atom } from 'nanostores';
import { MINICART_LEAVE_CLOSE_MS } from '../../shared/constants.ts';
import { latestOnly } from '../../shared/http/index.ts';
import {
  type CartPopupCommand,
  CartPopupEvent,
  type CartTarget,
  onCartChanged,
  onCartPopup,
  watchCartCount,
} from '../../shared/stores/cart.ts';

export interface CartSummaryDeps {
  target: CartTarget;
  /** The popup HTML, or null when the call failed (the client already showed the error). */
  fetchHtml: () => Promise<string | null>;
  /** Auto-close delay for the current screen, in ms; -1 = never. */
  autoCloseMs: () => number;
}

export function createCartSummary(deps: CartSummaryDeps) {
  const $open = atom(false);
  const $html = atom<string | null>(null);
  const $loading = atom(false);
  const latest = latestOnly();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inside = false;

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
    $loading.set(true);
    const reply = await latest.run(() => deps.fetchHtml());
    if (reply.stale) return false;
    $loading.set(false);
    if (reply.value === null) return false;
    $html.set(reply.value);
    return true;
  };

  /** The cart changed: reloads the content (the count is read by shared/stores/cart.ts), then opens if asked to. */
  async function reload(opens = false): Promise<boolean> {
    const loaded = await load();
    if (loaded && opens) open();
    return loaded;
  }

  /** OPEN, OPENLOADING or CLOSE; REFRESH and OPENREFRESH come as a change (see connect). */
  async function handle(event: CartPopupCommand): Promise<void> {
    switch (event) {
      case CartPopupEvent.OPEN:
        if ($html.get() === null && !(await load())) return;
        return open();
      case CartPopupEvent.OPENLOADING:
        stopTimer();
        $loading.set(true);
        $open.set(true);
        return;
      case CartPopupEvent.CLOSE:
        stopTimer();
        latest.abort();
        $loading.set(false);
        $open.set(false);
        return;
    }
  }

  /** Follows the popup events and the cart changes of this popup's kind; returns the cleanup. */
  function connect(): () => void {
    const offPopup = onCartPopup((target, event) => {
      if (target === deps.target) void handle(event);
    });
    const offChanged = onCartChanged((change) => {
      if (change.target === deps.target) void reload(change.open);
    });
    // The cart's count is shown on the toggle; a quote's only when something on the page reads it (the header's
    // opt-in): the spec gives no quote count call (demo-host/LEGACY-MARKUP.md §12).
    const stopCount = deps.target === 'cart' ? watchCartCount('cart') : () => {};
    return () => {
      stopCount();
      offPopup();
      offChanged();
      latest.abort();
      stopTimer();
    };
  }

  return {
    $open,
    $html,
    $loading,
    handle,
    reload,
    connect,
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
  };
}
