// Fee (EHF) popover logic: one open at a time, its HTML loaded on open, removed when any call fails (README.md).
import type { Placement } from '@floating-ui/react';
import { atom } from 'nanostores';
import { type OpaqueId, parseOpaqueId } from '../../shared/config/legacy-values.ts';
import { asHtml, endpointCall, latestOnly } from '../../shared/http/index.ts';
import { $requestFailures } from '../../shared/http/reports.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { PLACEMENTS } from './placements.ts';

export const EHF_TRIGGER = '.sf-ehf-trigger, [product-url][productid]';
export const EHF_URL = ENDPOINTS.productEhf.path;
/** The fee popover's content: the product's fee breakdown as HTML. */
const loadFees = endpointCall(ENDPOINTS.productEhf, asHtml, { widget: 'ehf-popover' });

export interface EhfState {
  trigger: HTMLElement;
  productId: OpaqueId;
  title: string;
  productUrl: string;
  placement: Placement;
  html: string | null;
}

export const $ehf = atom<EhfState | null>(null);
/** The open popover's content load: opening another (or closing) aborts it and drops its reply. */
const contentLoads = latestOnly();
/** While a popover is open: any failed call, its own or another part's, removes it (README.md). */
let stopWatchingFailures: (() => void) | null = null;

const placementOf = (raw: string | null): Placement =>
  PLACEMENTS.find((p) => p === (raw ?? '').trim().toLowerCase()) ?? 'bottom';

/** Opens the popover for this trigger (or closes it when it is the one open) and loads its content. */
export async function toggleEhf(trigger: HTMLElement): Promise<void> {
  if ($ehf.get()?.trigger === trigger) {
    closeEhf();
    return;
  }
  // Whatever the server calls its product (digits, a GUID): posted back as written.
  const productId = parseOpaqueId(trigger.getAttribute('productid'));
  if (productId === null) {
    console.warn('[storefront] fee popover: the trigger has no valid productid attribute', trigger);
    return;
  }
  closeEhf(false);
  $ehf.set({
    trigger,
    productId,
    title: trigger.getAttribute('title') ?? trigger.textContent?.trim() ?? '',
    productUrl: trigger.getAttribute('product-url') ?? '',
    placement: placementOf(trigger.getAttribute('placement')),
    html: null,
  });
  trigger.setAttribute('aria-expanded', 'true');
  stopWatchingFailures = $requestFailures.listen(() => closeEhf(false));
  const reply = await contentLoads.run((signal) => loadFees({ fields: { productId }, signal }));
  if (reply.stale) return;
  const outcome = reply.value;
  const current = $ehf.get();
  if (!outcome.ok || !current) {
    // A failed call shows the request error (the client) and has removed the popover already (the watch above);
    // a call that failed without it (a login redirect) closes it here.
    closeEhf(false);
    return;
  }
  $ehf.set({ ...current, html: outcome.value });
}

/** Closes the open popover; focus goes back to its trigger unless the shopper moved on. */
export function closeEhf(returnFocus = true): void {
  contentLoads.abort();
  stopWatchingFailures?.();
  stopWatchingFailures = null;
  const current = $ehf.get();
  if (!current) return;
  current.trigger.setAttribute('aria-expanded', 'false');
  $ehf.set(null);
  if (returnFocus && current.trigger.isConnected) current.trigger.focus();
}
