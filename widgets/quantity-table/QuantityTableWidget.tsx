// Connects <sf-quantity-table> to its data: data-price-breaks JSON, else the table the server rendered inside.
import { useMemo } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { formatNumber, formatPrice, useTranslator } from '../../shared/i18n/index.ts';
import { quantityTableSchema } from './config.ts';
import messages from './messages.ts';
import { QuantityTable } from './QuantityTable.tsx';
import { readPriceBreaks } from './store.ts';

export function QuantityTableWidget({ container }: WidgetProps) {
  const { config } = useConfig(container, quantityTableSchema);
  const [t, locale] = useTranslator(messages, container);
  const reading = useMemo(
    () => readPriceBreaks(config.priceBreaks, container.serverContent),
    [config.priceBreaks, container],
  );
  const caption = container.serverContent?.querySelector('caption')?.textContent?.trim();
  return (
    <QuantityTable
      rows={reading.rows}
      problem={!reading.ok}
      texts={{
        caption: caption || t('caption'),
        unit: t('unit'),
        fromQty: t('fromQty'),
        price: t('price'),
        multiple: t('multiple'),
        maximum: t('maximum'),
        fromValue: (qty) => t('fromValue', { qty }),
        formatPrice: (price) => formatPrice(price, locale, config.currency),
        formatNumber: (n) => formatNumber(n, locale),
        badData: t('badData'),
        empty: t('empty'),
      }}
    />
  );
}
