// Add-to-cart engine stories: a product section, the quantity popover, the confirmation modal (modes 0 and 1), customizer, sector and configurator modals, en and fr.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { define } from '../widgets/add-to-cart/define.ts';
import manifest from '../widgets/add-to-cart/manifest.ts';
import { askWithHtml, resetOverlay, showFrame } from '../widgets/add-to-cart/store.ts';
import { textsFor } from '../widgets/add-to-cart/texts.ts';
import { docsParameters } from './docs-page.tsx';
import { PageMarkup, waitFor } from './support.tsx';

/** Server markup shaped like LEGACY-MARKUP.md §1, §5, §6 and §7. */
const SECTION = `<div class="sf-add-to-cart" productid="123" isdigitalproduct="false" productcode="PAP-0123">
<input type="text" class="sf-qty" name="qty" value="" inputmode="decimal" maxlength="4" aria-label="Quantity" productcode="PAP-0123" productid="123" multiqty="12" minqty="12" maxqty="99999" iduom="2" mustconfirmqty="100" isquickaddtocart="false" iscustomeasyprint="false" iscustomdeskdesign="false" isfromorderapproval="false" isdigitalproduct="false" uomduplicate="false">
<select class="sf-uom" name="uom" aria-label="Unit of measure"><option value="2" qtymultiple="12" selected>Box of 12</option></select>
<button type="button" class="sf-add-btn" data-sf-add="cart">Add to cart</button></div>`;
const confirmForm = (
  mode: 0 | 1,
) => `<form class="sf-qty-confirm" data-mode="${mode}"><p class="sf-qty-confirm__intro">${mode === 1 ? 'Please confirm these large quantities.' : 'Some quantities are invalid or need your confirmation.'}</p>
<table class="sf-qty-confirm__table"><tbody><tr class="sf-qty-confirm__row" data-product-code="PAP-0123" data-uom="2"><td class="sf-qty-confirm__title">Copy paper</td><td class="sf-qty-confirm__reason">${mode === 1 ? 'Above 100' : 'Not a multiple of 12'}</td>
<td><input type="text" class="sf-qty-confirm__qty" name="qty" inputmode="numeric" value="${mode === 1 ? 600 : 13}" productcode="PAP-0123" iduom="2" uniquecodes="" aria-label="Quantity"></td></tr></tbody></table>
<button type="submit" class="sf-qty-confirm__ok" data-sf-confirm="yes">Confirm</button> <button type="button" class="sf-qty-confirm__cancel" data-sf-confirm="no">Cancel</button></form>`;
const CUSTOMIZER = `<form class="sf-customizer"><fieldset class="sf-customizer__product" data-product-code="CUS-0042" data-uom="1" data-qty="2"><legend>Engraved pen</legend>
<label>Text to print <input type="text" class="sf-customizer__field" data-field-type="text" name="EngravingText" maxlength="40" required></label>
<label>Ink colour <select class="sf-customizer__field" data-field-type="select" name="InkColour"><option value="black">Black</option><option value="blue">Blue</option></select></label>
<label><input type="checkbox" class="sf-customizer__field" data-field-type="checkbox" name="GiftWrap" value="true"> Gift wrap</label></fieldset>
<button type="submit" class="sf-customizer__ok">Add to cart</button></form>`;
const SECTOR = `<form class="sf-sector-form"><label for="sf-postal-code">Postal code</label> <input id="sf-postal-code" name="postalCode" maxlength="7" required autocomplete="postal-code"> <button type="submit">Check</button></form>`;

const meta = {
  title: 'Behaviours/add-to-cart',
  parameters: docsParameters(manifest),
  component: PageMarkup,
  args: { html: `<ul class="sf-products"><li class="sf-product">${SECTION}</li></ul>` },
  beforeEach: () => {
    define();
    return () => resetOverlay();
  },
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogTitle = () => waitFor(() => document.querySelector('sf-overlay .sf-dialog-title'));

export const MultiplePopover: Story = {
  play: async ({ canvasElement }) => {
    const input = await waitFor(() => canvasElement.querySelector<HTMLInputElement>('.sf-qty'));
    input.value = '13';
    canvasElement.querySelector<HTMLButtonElement>('[data-sf-add="cart"]')?.click();
    const note = await waitFor(() => document.querySelector('sf-overlay .sf-qty-popover'));
    await expect(note.textContent).toBe('The quantity must be a multiple of 12.');
  },
};

export const MinimumPopoverFrench: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const input = await waitFor(() => canvasElement.querySelector<HTMLInputElement>('.sf-qty'));
    input.value = '0';
    canvasElement.querySelector<HTMLButtonElement>('[data-sf-add="cart"]')?.click();
    const note = await waitFor(() => document.querySelector('sf-overlay .sf-qty-popover'));
    await expect(note.textContent).toBe('La quantité minimale est 12.');
  },
};

const modal = (
  html: string,
  purpose: 'confirm' | 'customizer' | 'sector',
  title: 'confirmTitle' | 'customizerTitle' | 'sectorTitle',
): Story => ({
  play: async () => {
    void askWithHtml(purpose, html, textsFor(document.documentElement).dialog(title), () => ({ error: '' }));
    await expect((await dialogTitle()).textContent).toBe(textsFor(document.documentElement).t(title));
  },
});

export const ConfirmMode1 = modal(confirmForm(1), 'confirm', 'confirmTitle');
export const ConfirmMode0 = modal(confirmForm(0), 'confirm', 'confirmTitle');
export const ConfirmFrench: Story = {
  ...modal(confirmForm(1), 'confirm', 'confirmTitle'),
  parameters: { locale: 'fr' },
};
export const Customizer = modal(CUSTOMIZER, 'customizer', 'customizerTitle');
export const SectorModal = modal(SECTOR, 'sector', 'sectorTitle');
export const SectorModalFrench: Story = { ...modal(SECTOR, 'sector', 'sectorTitle'), parameters: { locale: 'fr' } };

export const ConfiguratorModal: Story = {
  play: async () => {
    const texts = textsFor(document.documentElement);
    showFrame('about:blank', texts.t('configuratorFrame'), texts.dialog('configuratorTitle'), () => resetOverlay());
    const frame = await waitFor(() => document.querySelector('sf-overlay iframe'));
    // about:blank takes this page's origin: never allow-scripts with allow-same-origin (it could lift its own sandbox).
    await expect(frame.getAttribute('sandbox')).toBe('allow-forms allow-same-origin');
  },
};

/** The product section with a purchase-list button; the reply comes from a local fixture, the path is what counts. */
const purchaseList = (site: 'b2b' | 'b2c'): Story => ({
  globals: { site },
  args: {
    // Purchase-list mode: the product counts once ticked (LEGACY-MARKUP.md, add-to-cart README).
    html: `<ul class="sf-products" data-sf-purchase-list-mode="true"><li class="sf-product">${SECTION.replace(
      '</div>',
      '<label class="sf-purchase-list-select"><input type="checkbox" class="sf-purchase-list-check" value="PAP-0123" checked> Select</label> <button type="button" class="sf-add-btn" data-sf-add="purchase-list" data-purchase-list-id="4">Add to purchase list</button></div>',
    )}</li></ul>`,
  },
  beforeEach: () => {
    paths.length = 0;
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
      return new Response(JSON.stringify({ Result: 1, StatusMessages: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    return () => {
      globalThis.fetch = original;
    };
  },
  play: async ({ canvasElement }) => {
    await expect(document.body.classList.contains(site)).toBe(true);
    const input = await waitFor(() => canvasElement.querySelector<HTMLInputElement>('.sf-qty'));
    input.value = '12';
    canvasElement.querySelector<HTMLButtonElement>('[data-sf-add="purchase-list"]')?.click();
    // A B2B site keeps its purchase lists under /bpshoppingcart, a B2C site under /shoppingcart (the README's <body> row).
    const list = site === 'b2b' ? ENDPOINTS.addToPurchaseListB2b : ENDPOINTS.addToPurchaseList;
    await expect(await waitFor(() => paths.find((path) => path.endsWith('/addproductstopurchaselist')))).toBe(
      list.path,
    );
  },
});
const paths: string[] = [];

export const PurchaseListB2B: Story = { ...purchaseList('b2b'), name: 'Purchase list, B2B' };
export const PurchaseListB2C: Story = { ...purchaseList('b2c'), name: 'Purchase list, B2C' };
