// sf-product-qr: the fallback link while no encoder is installed, the SVG path with an encoder, refused URLs.
import { mountHtml } from '../../test/support/render.tsx';
import { define } from './define.ts';
import { qrViewFor } from './store.ts';

beforeAll(() => define());

it('shows a bilingual link to the product while no QR encoder is installed', async () => {
  const host = await mountHtml('<sf-product-qr data-product-url="/fr/product/PAP-0123"></sf-product-qr>', 'fr');
  const link = host.querySelector('a');
  expect(host.textContent).toContain('Le code QR ne peut pas être affiché ici.');
  expect(link?.textContent).toBe('Lien vers ce produit');
  expect(new URL(link?.getAttribute('href') ?? '').pathname).toBe('/fr/product/PAP-0123');
});

it('encodes the absolute same-origin URL, and refuses one that leaves the site', () => {
  const base = 'https://shop.example/product/A';
  expect(qrViewFor('/product/B', base, (text) => `<svg data-text="${text}"></svg>`)).toEqual({ kind: 'svg', svg: '<svg data-text="https://shop.example/product/B"></svg>', url: 'https://shop.example/product/B' });
  expect(qrViewFor('', base, () => null)).toEqual({ kind: 'link', url: base });
  expect(qrViewFor('https://evil.example/x', base)).toEqual({ kind: 'bad-url' });
});

it('says in English when the product URL is not valid', async () => {
  const host = await mountHtml('<sf-product-qr data-product-url="//evil.example/x"></sf-product-qr>');
  expect(host.textContent).toBe('This product has no valid address for a QR code.');
});
