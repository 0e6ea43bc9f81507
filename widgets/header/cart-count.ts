// Cart and quote badges: {header}/getcartelementcount, refreshed on sf:cart-refresh and REFRESH/OPENREFRESH; the newest reply wins.
import * as v from 'valibot';
import { parseWith, request } from '../../shared/http/index.ts';
import { $cartPopupSignal, beginCartCountReading, CartPopupEvent, type CartTarget } from '../../shared/stores/cart.ts';
import { onSfEvent } from '../../shared/stores/events.ts';

const countSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
);

export interface CartCountOptions {
  url: () => string;
  targets: () => readonly CartTarget[];
}

export function createCartCounts(options: CartCountOptions) {
  const generation: Record<CartTarget, number> = { cart: 0, quote: 0 };
  const controllers: Partial<Record<CartTarget, AbortController>> = {};

  async function refreshCartCount(target: CartTarget): Promise<void> {
    const mine = ++generation[target];
    controllers[target]?.abort();
    const controller = new AbortController();
    controllers[target] = controller;
    const write = beginCartCountReading(target);
    const outcome = await request(
      options.url(),
      { isForQuote: target === 'quote' },
      {
        expect: 'json',
        parse: (body) => parseWith(countSchema, body, 'cart count'),
        signal: controller.signal,
        showLoading: false,
      },
    );
    // An older reply that lands after a newer one must not overwrite it.
    if (mine !== generation[target] || !outcome.ok) return;
    write(outcome.value);
  }

  function refreshTargets(target?: CartTarget): void {
    for (const t of options.targets()) if (target === undefined || t === target) void refreshCartCount(t);
  }

  /** Loads the counts now and keeps them fresh; returns the cleanup. */
  function startCartCounts(): () => void {
    refreshTargets();
    const offEvent = onSfEvent('sf:cart-refresh', (event) => refreshTargets(event.detail?.target));
    const offSignal = $cartPopupSignal.listen((signal) => {
      if (signal && (signal.event === CartPopupEvent.REFRESH || signal.event === CartPopupEvent.OPENREFRESH))
        refreshTargets(signal.target);
    });
    return () => {
      offEvent();
      offSignal();
      for (const c of Object.values(controllers)) c?.abort();
    };
  }

  return { refreshCartCount, startCartCounts };
}
