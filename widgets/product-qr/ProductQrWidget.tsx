// Connects <sf-product-qr> to its data-product-url and the page language.
import { useMemo } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { useTranslator } from '../../shared/i18n/index.ts';
import { productQrSchema } from './config.ts';
import messages from './messages.ts';
import { ProductQr } from './ProductQr.tsx';
import { qrViewFor } from './store.ts';

export function ProductQrWidget({ container }: WidgetProps) {
  const { config } = useConfig(container, productQrSchema);
  const [t] = useTranslator(messages, container);
  const view = useMemo(() => qrViewFor(config.productUrl), [config.productUrl]);
  return (
    <ProductQr
      view={view}
      texts={{ label: t('label'), unavailable: t('unavailable'), link: t('link'), badUrl: t('badUrl') }}
    />
  );
}
