// What page authors and editors learn about the fee (EHF) popover (custom-elements.json, editor completion).
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { defineBehaviour } from '../../shared/manifest.ts';
import { PLACEMENTS } from './placements.ts';

export default defineBehaviour({
  name: 'ehf-popover',
  summary: `Fee (EHF) popover: a trigger (class sf-ehf-trigger, or product-url with productid) opens the product’s environmental handling fee, loaded from ${ENDPOINTS.productEhf.path}; the trigger’s title names the dialog.`,
  selector: '.sf-ehf-trigger, [product-url][productid]',
  attributes: [
    {
      name: 'productid',
      on: 'trigger',
      type: 'id',
      required: true,
      description:
        'Product id (digits or a GUID), posted as productId exactly as written (unusable: nothing happens, a console warning).',
    },
    {
      name: 'product-url',
      on: 'trigger',
      type: 'url',
      default: '',
      description: '"View the product" link inside the popover (same site only).',
    },
    {
      name: 'placement',
      on: 'trigger',
      type: 'enum',
      values: PLACEMENTS,
      default: 'bottom',
      description: 'Side of the trigger the popover opens on.',
    },
  ],
  cssProperties: [
    { name: '--sf-ehf-background', default: '#fff', description: 'Background of the fee popover.' },
    { name: '--sf-ehf-border', default: '#c9ced6', description: 'Border colour of the fee popover.' },
    { name: '--sf-ehf-color', default: '#1d2433', description: 'Text colour of the fee popover.' },
    { name: '--sf-ehf-focus', default: '#0b5cad', description: 'Focus ring colour inside the fee popover.' },
    { name: '--sf-ehf-z', default: '1100', description: 'z-index of the fee popover.' },
  ],
  docs: 'widgets/ehf-popover/README.md',
});
