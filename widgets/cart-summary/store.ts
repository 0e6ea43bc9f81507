// One cart (or quote) popup: open/closed, content and the closing timers (widgets/cart-summary/README.md), without React.
// A page may show a cart popup and a quote popup (or more): each element has its own state, made by createCartSummary,
// and the actions below take it first.
import { atom, type WritableAtom } from 'nanostores';
import type { ConfigOf } from '../../shared/config/index.ts';
import { MINICART_LEAVE_CLOSE_MS, MINICART_MOBILE_MAX_WIDTH } from '../../shared/constants.ts';
import { asHtml, endpointCall, type LatestOnly, latestOnly } from '../../shared/http/index.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import {
  type CartPopupCommand,
  CartPopupEvent,
  type CartTarget,
  onCartChanged,
  onCartPopup,
  watchCartCount,
} from '../../shared/stores/cart.ts';
import type { cartSummarySchema } from './config.ts';

/** The element's attributes as they are now: read at each load and each opening (an attribute change applies). */
interface CartSummarySettings {
  readonly current: ConfigOf<typeof cartSummarySchema>;
}

export interface CartSummaryDeps {
  target: CartTarget;
  settings: CartSummarySettings;
  /** Where the popup HTML comes from: the summary endpoint unless another source is given. */
  fetchHtml?: () => Promise<string | null>;
}

export interface CartSummaryStore {
  readonly target: CartTarget;
  readonly settings: CartSummarySettings;
  /** The popup HTML, or null when the call failed (the client already showed the error). */
  readonly fetchHtml: () => Promise<string | null>;
  readonly $open: WritableAtom<boolean>;
  readonly $html: WritableAtom<string | null>;
  readonly $loading: WritableAtom<boolean>;
  /** Only the newest load writes: an older reply arriving late is dropped. */
  readonly latest: LatestOnly;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The mouse is over the popup: it never closes under it. */
  inside: boolean;
}

export function createCartSummary({ target, settings, fetchHtml }: CartSummaryDeps): CartSummaryStore {
  return {
    target,
    settings,
    fetchHtml: fetchHtml ?? (() => fetchPopupHtml(settings)),
    $open: atom(false),
    $html: atom<string | null>(null),
    $loading: atom(false),
    latest: latestOnly(),
    timer: undefined,
    inside: false,
  };
}

const loadSummary = endpointCall(ENDPOINTS.cartSummary, asHtml, { widget: 'sf-cart-summary' });

/** The popup HTML from the summary endpoint, or null when the call failed (the client already showed the error). */
async function fetchPopupHtml(settings: CartSummarySettings): Promise<string | null> {
  const reply = await loadSummary({
    fields: { widgetCode: settings.current.widgetCode, isForQuote: settings.current.forQuote },
  });
  return reply.ok ? reply.value : null;
}

const isMobile = () =>
  typeof window.matchMedia === 'function'
    ? window.matchMedia(`(max-width: ${MINICART_MOBILE_MAX_WIDTH}px)`).matches
    : window.innerWidth <= MINICART_MOBILE_MAX_WIDTH;

/** Auto-close delay for the current screen, in ms; -1 = never. */
function autoCloseMs({ settings }: CartSummaryStore): number {
  return isMobile() ? settings.current.autoCloseDelayMobile : settings.current.autoCloseDelay;
}

function stopTimer(summary: CartSummaryStore): void {
  clearTimeout(summary.timer);
  summary.timer = undefined;
}

function closeAfter(summary: CartSummaryStore, ms: number): void {
  stopTimer(summary);
  if (ms < 0) return;
  // Never closed under the mouse: leaving restarts the 800 ms timer.
  summary.timer = setTimeout(() => {
    summary.timer = undefined;
    if (!summary.inside) summary.$open.set(false);
  }, ms);
}

function openPopup(summary: CartSummaryStore): void {
  summary.$open.set(true);
  closeAfter(summary, autoCloseMs(summary));
}

async function loadPopup(summary: CartSummaryStore): Promise<boolean> {
  summary.$loading.set(true);
  const reply = await summary.latest.run(() => summary.fetchHtml());
  if (reply.stale) return false;
  summary.$loading.set(false);
  if (reply.value === null) return false;
  summary.$html.set(reply.value);
  return true;
}

/** The cart changed: reloads the content (the count is read by shared/stores/cart.ts), then opens if asked to. */
async function reloadPopup(summary: CartSummaryStore, opens: boolean): Promise<void> {
  if ((await loadPopup(summary)) && opens) openPopup(summary);
}

/** OPEN, OPENLOADING or CLOSE; REFRESH and OPENREFRESH come as a change (see connectPopup). */
export async function handlePopupEvent(summary: CartSummaryStore, event: CartPopupCommand): Promise<void> {
  switch (event) {
    case CartPopupEvent.OPEN:
      if (summary.$html.get() === null && !(await loadPopup(summary))) return;
      return openPopup(summary);
    case CartPopupEvent.OPENLOADING:
      stopTimer(summary);
      summary.$loading.set(true);
      summary.$open.set(true);
      return;
    case CartPopupEvent.CLOSE:
      stopTimer(summary);
      summary.latest.abort();
      summary.$loading.set(false);
      summary.$open.set(false);
      return;
  }
}

/** Follows the popup events and the cart changes of this popup's kind; returns the cleanup. */
export function connectPopup(summary: CartSummaryStore): () => void {
  const offPopup = onCartPopup((target, event) => {
    if (target === summary.target) void handlePopupEvent(summary, event);
  });
  const offChanged = onCartChanged((change) => {
    if (change.target === summary.target) void reloadPopup(summary, change.open);
  });
  // The cart's count is shown on the toggle; a quote's only when something on the page reads it (the header's
  // opt-in): the spec gives no quote count call (docs/LEGACY-MARKUP.md §12).
  const stopCount = summary.target === 'cart' ? watchCartCount('cart') : () => {};
  return () => {
    stopCount();
    offPopup();
    offChanged();
    summary.latest.abort();
    stopTimer(summary);
  };
}

export function enterPopup(summary: CartSummaryStore): void {
  summary.inside = true;
  stopTimer(summary);
}

export function leavePopup(summary: CartSummaryStore): void {
  summary.inside = false;
  if (summary.$open.get()) closeAfter(summary, MINICART_LEAVE_CLOSE_MS);
}

export function closePopup(summary: CartSummaryStore): void {
  stopTimer(summary);
  summary.$open.set(false);
}

export function togglePopup(summary: CartSummaryStore): void {
  if (!summary.$open.get()) return void handlePopupEvent(summary, CartPopupEvent.OPEN);
  closePopup(summary);
}
