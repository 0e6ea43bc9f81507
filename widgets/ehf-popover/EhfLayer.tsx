// Renders the open fee popover (if any) from the store, in the shopper's language.
import { useStore } from '@nanostores/react';
import sharedMessages from '../../shared/i18n/messages.ts';
import { useTranslator } from '../../shared/i18n/useTranslator.ts';
import { toSameOriginUrl } from '../../shared/url/guard.ts';
import { EhfPopover } from './EhfPopover.tsx';
import messages from './messages.ts';
import { $ehf, closeEhf } from './store.ts';

export const EHF_POPOVER_ID = 'sf-ehf-popover';

export function EhfLayer() {
  const open = useStore($ehf);
  const [t] = useTranslator(messages, open?.trigger ?? null);
  const [ts] = useTranslator(sharedMessages, open?.trigger ?? null);
  if (!open) return null;
  return (
    <EhfPopover
      key={open.productId}
      id={EHF_POPOVER_ID}
      anchor={open.trigger}
      title={open.title || t('title')}
      placement={open.placement}
      html={open.html}
      productUrl={toSameOriginUrl(open.productUrl)?.href ?? null}
      texts={{ close: ts('close'), loading: ts('loading'), viewProduct: t('viewProduct') }}
      onClose={closeEhf}
    />
  );
}
