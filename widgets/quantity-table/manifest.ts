// What page authors and editors learn about <sf-quantity-table> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { quantityTableSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-quantity-table',
  summary:
    'Price breaks per quantity and unit of measure, prices formatted in the page language; falls back to the server table.',
  schema: quantityTableSchema,
  attributes: {
    priceBreaks: {
      description: 'Price breaks (Uom = unit label); an invalid list also falls back to the server table.',
      specField: null,
      format: 'JSON [{Uom, MinQty, Price, QtyMultiple?, MaxQty?}]',
      whenAbsent: 'the server table inside the tag',
    },
    currency: { description: 'Currency of the prices.', specField: null, format: 'ISO 4217 code' },
  },
  cssProperties: [
    {
      name: '--sf-quantity-table-cell-padding',
      default: '0.25rem 0.75rem',
      description: 'Padding of the table cells.',
    },
  ],
  docs: 'widgets/quantity-table/README.md',
});
