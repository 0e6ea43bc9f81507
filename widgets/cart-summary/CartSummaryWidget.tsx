// Connects one <sf-cart-summary> to its store (which follows the popup signal and the cart changes), the shared count and its attributes.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import { MINICART_MOBILE_MAX_WIDTH } from '../../shared/constants.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { postHtml } from '../../shared/http/index.ts';
import { sharedMessages, useTranslator } from '../../shared/i18n/index.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { $cartCounts } from '../../shared/stores/cart.ts';
import { CartSummary } from './CartSummary.tsx';
import { cartSummarySchema } from './config.ts';
import messages from './messages.ts';
import { createCartSummary } from './store.ts';

const isMobile = () =>
  typeof window.matchMedia === 'function'
    ? window.matchMedia(`(max-width: ${MINICART_MOBILE_MAX_WIDTH}px)`).matches
    : window.innerWidth <= MINICART_MOBILE_MAX_WIDTH;

export function CartSummaryWidget({ container }: WidgetProps) {
  const { config } = useConfig(container, cartSummarySchema);
  const [t] = useTranslator(messages, container);
  const [ts] = useTranslator(sharedMessages, container);
  const target = config.forQuote ? 'quote' : 'cart';
  const settings = useRef(config);
  settings.current = config;

  const store = useMemo(
    () =>
      createCartSummary({
        target,
        fetchHtml: async () => {
          const reply = await postHtml(
            ENDPOINTS.cartSummary.path,
            { widgetCode: settings.current.widgetCode, isForQuote: settings.current.forQuote },
            { showLoading: false },
          );
          return reply.ok ? reply.value : null;
        },
        autoCloseMs: () => (isMobile() ? settings.current.autoCloseDelayMobile : settings.current.autoCloseDelay),
      }),
    [target],
  );

  useEffect(() => store.connect(), [store]);

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
      onToggle={store.toggle}
      onClose={store.close}
      onEnter={store.enter}
      onLeave={store.leave}
    />
  );
}
