// What page authors and editors learn about <sf-quantity-table> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { quantityTableSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-quantity-table',
  summary:
    'Price breaks per quantity and unit of measure, prices formatted in the page language; falls back to the server table.',
  schema: quantityTableSchema,
  attributes: {
    priceBreaks:
      'JSON [{Uom, MinQty, Price, QtyMultiple?, MaxQty?}] (Uom = unit label); without it, or when invalid, the server table inside the tag is used.',
    currency: 'ISO currency code of the prices.',
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
