// One cart (or quote) popup: open/closed, content and the closing timers (widgets/cart-summary/README.md), without React.
import { atom } from 'nanostores';
import { MINICART_LEAVE_CLOSE_MS } from '../../shared/constants.ts';
import { parseFragment } from '../../shared/dom/html.ts';
import { latestOnly } from '../../shared/http/index.ts';
import {
  $cartPopupSignal,
  beginCartCountReading,
  CartPopupEvent,
  type CartTarget,
  onCartChanged,
} from '../../shared/stores/cart.ts';

export interface CartSummaryDeps {
  target: CartTarget;
  /** The popup HTML, or null when the call failed (the client already showed the error). */
  fetchHtml: () => Promise<string | null>;
  /** Auto-close delay for the current screen, in ms; -1 = never. */
  autoCloseMs: () => number;
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
  const latest = latestOnly();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inside = false;
  /** OPENREFRESH was raised: the reload its cart change brings opens the popup. */
  let openWhenReloaded = false;

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
    const writeCount = beginCartCountReading(deps.target);
    const reply = await latest.run(() => deps.fetchHtml());
    if (reply.stale) return false;
    $loading.set(false);
    if (reply.value === null) return false;
    $html.set(reply.value);
    const count = countOf(reply.value);
    if (count !== null) writeCount(count);
    return true;
  };

  /** The cart changed: reloads, then opens if OPENREFRESH asked for it. */
  async function reload(): Promise<boolean> {
    const opens = openWhenReloaded;
    openWhenReloaded = false;
    const loaded = await load();
    if (loaded && opens) open();
    return loaded;
  }

  /** A popup event; the reload REFRESH / OPENREFRESH stand for comes through onCartChanged (see connect). */
  async function handle(event: CartPopupEvent): Promise<void> {
    switch (event) {
      case CartPopupEvent.OPEN:
        if ($html.get() === null && !(await load())) return;
        return open();
      case CartPopupEvent.REFRESH:
        return;
      case CartPopupEvent.OPENREFRESH:
        openWhenReloaded = true;
        return;
      case CartPopupEvent.OPENLOADING:
        stopTimer();
        $loading.set(true);
        $open.set(true);
        return;
      case CartPopupEvent.CLOSE:
        stopTimer();
        openWhenReloaded = false;
        latest.abort();
        $loading.set(false);
        $open.set(false);
        return;
    }
  }

  /** Follows the popup signal and the cart changes of this popup's kind; returns the cleanup. */
  function connect(): () => void {
    const offSignal = $cartPopupSignal.listen((signal) => {
      if (signal?.target === deps.target) void handle(signal.event);
    });
    const offChanged = onCartChanged((target) => {
      if (target === deps.target) void reload();
    });
    return () => {
      offSignal();
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
