// Cart and quote badges: {header}/getcartelementcount, refreshed when the cart changes (onCartChanged); the newest reply wins.
import * as v from 'valibot';
import { yieldToMain } from '../../../shared/dom/tasks.ts';
import { type LatestOnly, latestOnly, parseWith, request } from '../../../shared/http/index.ts';
import { beginCartCountReading, type CartTarget, onCartChanged } from '../../../shared/stores/cart.ts';

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
  const latest: Record<CartTarget, LatestOnly> = { cart: latestOnly(), quote: latestOnly() };

  async function refreshCartCount(target: CartTarget): Promise<void> {
    const write = beginCartCountReading(target);
    const reply = await latest[target].run((signal) =>
      request(
        options.url(),
        // The spec names no field for this call: the cart's count sends none, so any legacy server answers it. The quote
        // badge is an opt-in (data-show-quote-count) for servers that answer isForQuote=true with the quote's count.
        target === 'quote' ? { isForQuote: true } : {},
        { expect: 'json', parse: (body) => parseWith(countSchema, body, 'cart count'), signal, showLoading: false },
      ),
    );
    // An older reply that lands after a newer one must not overwrite it.
    if (reply.stale || !reply.value.ok) return;
    write(reply.value.value);
  }

  function refreshTargets(target?: CartTarget): void {
    for (const t of options.targets()) if (target === undefined || t === target) void refreshCartCount(t);
  }

  /** Loads the counts now and keeps them fresh; returns the cleanup. */
  function startCartCounts(): () => void {
    let stopped = false;
    // In a task of its own: the header starts in the same task as every other island's effects (preact runs them
    // together), and setting up two requests added to it.
    void yieldToMain().then(() => stopped || refreshTargets());
    const offChanged = onCartChanged(refreshTargets);
    return () => {
      stopped = true;
      offChanged();
      latest.cart.abort();
      latest.quote.abort();
    };
  }

  return { refreshCartCount, startCartCounts };
}
