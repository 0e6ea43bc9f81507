// What page authors and editors learn about the add-to-cart engine (custom-elements.json, editor completion).
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { defineBehaviour } from '../../shared/manifest.ts';
import { IS_CUSTOM_ATTRIBUTE, PROVIDER_A, PROVIDER_B } from '../../shared/providers.ts';
import { ADD_BUTTON, ENTER_PRESSES, QTY_INPUT, SECTION } from './page/section.ts';

const INPUT = '.sf-qty (quantity input)';
const detail = '{ products: { ProductCode: string; Qty: number; Uom: number }[]; nbProductsAdded: number }';

export default defineBehaviour({
  name: 'add-to-cart',
  summary:
    'Add-to-cart engine for the server’s .sf-add-to-cart sections (listing, product page, carousels, fragments inserted later): quantity rules and popovers, confirmation, customizer, delivery-sector and configurator modals, cart/quote/purchase-list adds.',
  selector: '.sf-add-to-cart',
  // A shopper's add before the engine is in is shown pending, then run (README "A click before the engine is in").
  keepsClicks: ADD_BUTTON,
  keepsEnter: { within: SECTION, field: QTY_INPUT, presses: ENTER_PRESSES },
  attributes: [
    {
      name: 'productcode',
      on: `${INPUT}, else the .sf-add-to-cart section`,
      type: 'string',
      description: 'Product code sent with the add (empty on the quick-add row: read from .sf-quick-code).',
    },
    { name: 'minqty', on: INPUT, type: 'number', default: 1, description: 'Minimum quantity (0 → 1).' },
    {
      name: 'maxqty',
      on: INPUT,
      type: 'number',
      default: 99999,
      description: 'Maximum quantity (0 → 99999; 90999 when isquickaddtocart is true).',
    },
    {
      name: 'multiqty',
      on: INPUT,
      type: 'number',
      default: 1,
      description: 'Quantity multiple, may be decimal (0.5).',
    },
    {
      name: 'mustconfirmqty',
      on: INPUT,
      type: 'number',
      default: 0,
      description: 'Above this quantity the confirmation modal asks first; 0 = never.',
    },
    {
      name: 'iduom',
      on: INPUT,
      type: 'number',
      default: 0,
      description: 'Unit of measure id, sent as Uom (the section’s .sf-uom select wins when present).',
    },
    { name: 'isdigitalproduct', on: INPUT, type: 'boolean', default: false, description: 'Quantity forced to 1.' },
    {
      name: 'uomduplicate',
      on: INPUT,
      type: 'boolean',
      default: false,
      description: 'Refused with the duplicate-unit message.',
    },
    {
      name: 'isfromorderapproval',
      on: INPUT,
      type: 'boolean',
      default: false,
      description:
        'The input belongs to the order being edited for approval. Read, not needed: while body data-id-order-to-add-products is above 0 every add goes to that order.',
    },
    {
      name: 'isquickaddtocart',
      on: INPUT,
      type: 'boolean',
      default: false,
      description: `The cart page’s quick-add row: one product through ${ENDPOINTS.addProduct.path}.`,
    },
    {
      name: IS_CUSTOM_ATTRIBUTE[PROVIDER_A],
      on: INPUT,
      type: 'boolean',
      default: false,
      description: `The product opens the ${PROVIDER_A} configurator (A) before it is added.`,
    },
    {
      name: IS_CUSTOM_ATTRIBUTE[PROVIDER_B],
      on: INPUT,
      type: 'boolean',
      default: false,
      description: `The product opens the ${PROVIDER_B} configurator (B) before it is added.`,
    },
    { name: 'uniquecodes', on: INPUT, type: 'string', default: '', description: 'UniqueCodes sent with the line.' },
    {
      name: 'data-sf-add',
      on: 'button inside the section',
      type: 'enum',
      values: ['cart', 'quote', 'purchase-list', 'cart-comments'],
      description:
        'What the button adds to: cart (GENERIC), quote (QUOTE), purchase-list (PURCHASE_LIST) or cart-comments (addproductswithcomments).',
    },
    {
      name: 'data-purchase-list-id',
      on: 'data-sf-add="purchase-list" button',
      type: 'number',
      default: 0,
      description: 'Purchase list to add to, sent as purchaseListId; 0 creates a list.',
    },
    {
      name: 'data-id-purchase-list-copy-comments',
      on: 'data-sf-add="cart-comments" button',
      type: 'number',
      default: 0,
      description: 'Purchase list whose comments are copied with the products (idPurchaseListCopyComments).',
    },
    {
      name: 'data-sf-school',
      on: 'button anywhere',
      type: 'flag',
      description: 'Fills every quantity of its listing (or data-sf-add-scope, else the page) with its minqty.',
    },
    {
      name: 'data-sf-configurator-portal',
      on: 'button anywhere',
      type: 'flag',
      description: `Opens the ${PROVIDER_B} portal in a new tab.`,
    },
    {
      name: 'data-sf-add-scope',
      on: 'container of sections',
      type: 'flag',
      description: 'Marks a group of sections added together (listings and .sf-products are groups already).',
    },
    {
      name: 'data-sf-confirm-mode',
      on: 'container of sections',
      type: 'enum',
      values: ['0', '1'],
      default: '1',
      description: 'Bulk tables: 0 sends invalid quantities to the confirmation modal (mode 0) instead of popovers.',
    },
    {
      name: 'data-sf-purchase-list-mode',
      on: 'container of sections',
      type: 'boolean',
      default: false,
      description: 'Shows the .sf-purchase-list-check select boxes (hidden otherwise).',
    },
    {
      name: 'data-authenticated',
      on: 'body',
      type: 'boolean',
      default: false,
      description: 'true skips the delivery-sector check of cart adds.',
    },
    {
      name: 'data-id-order-to-add-products',
      on: 'body',
      type: 'number',
      default: 0,
      description:
        'Above 0, every add (cart, quote, purchase list, quick add) goes to this order being approved (AddProductsOrderApproval, idOrderToAdd), then the page reloads.',
    },
    {
      name: 'data-sf-configurator-origins',
      on: 'html',
      type: 'string',
      default: '',
      description: 'Space-separated origins the configurator frame may show besides this site.',
    },
  ],
  events: [
    {
      name: 'sf:cart-changed',
      detail: "{ target: 'cart' | 'quote' }",
      description:
        'Raised on document once per kind per turn after an add changed the cart or quote (the cart module raises it for every change: see sf-cart-summary).',
    },
    {
      name: 'sf:products-added-to-cart',
      detail,
      description:
        'Raised (bubbling, from the section) after each add to the cart the server answered (nbProductsAdded may be 0); also as ProductsAddedToCart on document.',
    },
    {
      name: 'sf:products-added-to-quote',
      detail,
      description:
        'Raised (bubbling, from the section) after each add to the quote the server answered (nbProductsAdded may be 0); also as ProductsAddedToQuote on document.',
    },
    {
      name: 'sf:products-added-to-purchase-list',
      detail,
      description:
        'Raised (bubbling, from the section) after each add to a purchase list the server answered (nbProductsAdded may be 0); also as ProductsAddedToPurchaseList on document.',
    },
  ],
  cssProperties: [
    { name: '--sf-configurator-height', default: '70vh', description: 'Height of the configurator frame.' },
    {
      name: '--sf-qty-popover-color',
      default: 'var(--sf-color-error, #b3261e)',
      description: 'Text colour of the quantity popovers.',
    },
  ],
  docs: 'widgets/add-to-cart/README.md',
});
