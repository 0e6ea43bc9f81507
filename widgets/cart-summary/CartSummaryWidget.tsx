// Connects one <sf-cart-summary> to its store (which follows the popup signal and the cart changes), the shared count and its attributes.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { sharedMessages, useTranslator } from '../../shared/i18n/index.ts';
import { $cartCounts } from '../../shared/stores/cart.ts';
import { CartSummary } from './CartSummary.tsx';
import { cartSummarySchema } from './config.ts';
import messages from './messages.ts';
import { closePopup, connectPopup, createCartSummary, enterPopup, leavePopup, togglePopup } from './store.ts';

export function CartSummaryWidget({ container }: WidgetProps) {
  const { config } = useConfig(container, cartSummarySchema);
  const [t] = useTranslator(messages, container);
  const [ts] = useTranslator(sharedMessages, container);
  const target = config.forQuote ? 'quote' : 'cart';
  // The store reads the element's attributes when it loads or opens, so a change applies without a new store.
  const settings = useRef(config);
  settings.current = config;

  const store = useMemo(() => createCartSummary({ target, settings }), [target]);

  useEffect(() => connectPopup(store), [store]);

  const open = useStore(store.$open);
  const html = useStore(store.$html);
  const loading = useStore(store.$loading);
  const count = useStore($cartCounts, { keys: [target] })[target];
  const texts = {
    label: t(config.forQuote ? 'quote' : 'cart'),
    toggle:
      count === null
        ? t(config.forQuote ? 'showQuote' : 'showCart')
        : t(config.forQuote ? 'showQuoteCount' : 'showCartCount', { count }),
    countText: t(config.forQuote ? 'quoteCount' : 'cartCount', { count: count ?? 0 }),
    loading: ts('loading'),
  };
  return (
    <CartSummary
      open={open}
      html={html}
      loading={loading}
      count={count}
      forQuote={config.forQuote}
      texts={texts}
      onToggle={() => togglePopup(store)}
      onClose={() => closePopup(store)}
      onEnter={() => enterPopup(store)}
      onLeave={() => leavePopup(store)}
    />
  );
}
