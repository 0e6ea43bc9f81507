// Connects <sf-product-qr> to its data-product-url, the page language and its lazily loaded encoder.
import { useEffect, useMemo, useState } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { whenIdle } from '../../shared/dom/tasks.ts';
import { useTranslator } from '../../shared/i18n/index.ts';
import { productQrSchema } from './config.ts';
import messages from './messages.ts';
import { ProductQr } from './ProductQr.tsx';
import { loadQrEncoder, type QrEncoder, qrViewFor } from './store.ts';

/** When the encoder cannot be loaded: the link fallback, as for a URL it cannot encode. */
const noEncoder: QrEncoder = () => null;

export function ProductQrWidget({ container }: WidgetProps) {
  const { config } = useConfig(container, productQrSchema);
  const [t] = useTranslator(messages, container);
  const [encode, setEncode] = useState<QrEncoder | null>(null);
  useEffect(() => {
    let live = true;
    // The code sits beside the product, not in the way of buying it: it is encoded and drawn once the page is idle
    // rather than in a task of the page load.
    loadQrEncoder().then(
      (loaded) => whenIdle().then(() => live && setEncode(() => loaded)),
      () => live && setEncode(() => noEncoder),
    );
    return () => {
      live = false;
    };
  }, []);
  const view = useMemo(() => qrViewFor(config.productUrl, window.location.href, encode), [config.productUrl, encode]);
  return (
    <ProductQr
      view={view}
      texts={{ label: t('label'), unavailable: t('unavailable'), link: t('link'), badUrl: t('badUrl') }}
    />
  );
}
