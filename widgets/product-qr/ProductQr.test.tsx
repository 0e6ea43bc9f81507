// sf-product-qr: a real QR SVG for the product URL, the fallback link when encoding fails, refused URLs.
import { renderToStaticMarkup } from 'react-dom/server';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';
import { ProductQr } from './ProductQr.tsx';
import { loadQrEncoder, qrViewFor } from './store.ts';

beforeAll(() => define());

it('renders the product URL as an SVG QR code, labelled in the page language', async () => {
  const host = await mountHtml('<sf-product-qr data-product-url="/fr/product/PAP-0123"></sf-product-qr>', 'fr');
  await settle(() => loadQrEncoder());
  await vi.waitFor(() => expect(host.querySelector('[role="img"]')).not.toBeNull());
  const code = host.querySelector('[role="img"]');
  expect(code?.getAttribute('aria-label')).toMatch(/QR/);
  expect(code?.querySelector('svg')).not.toBeNull();
  expect(code?.querySelectorAll('svg path, svg rect').length).toBeGreaterThan(0);
});

it('draws the code in an idle period, not in a task of the page load (encoding is a few ms per code at 4× CPU)', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const host = await mountHtml('<sf-product-qr data-product-url="/product/PAP-0123"></sf-product-qr>');
  await settle(() => loadQrEncoder());
  expect(host.querySelector('.sf-product-qr__code')?.getAttribute('aria-busy')).toBe('true');
  expect(idle).toHaveLength(1);
  await settle(() => idle.shift()?.());
  expect(host.querySelector('[role="img"] svg path')).not.toBeNull();
});

it('falls back to a bilingual link when the text cannot be encoded', () => {
  const base = 'https://shop.example/fr/product/A';
  expect(qrViewFor('/fr/product/A', base, () => null)).toEqual({ kind: 'link', url: base });
});

it('encodes the absolute same-origin URL, and refuses one that leaves the site', () => {
  const base = 'https://shop.example/product/A';
  expect(qrViewFor('/product/B', base, (text) => ({ size: 1, path: text }))).toEqual({
    kind: 'svg',
    shape: { size: 1, path: 'https://shop.example/product/B' },
    url: 'https://shop.example/product/B',
  });
  expect(qrViewFor('', base, () => null)).toEqual({ kind: 'link', url: base });
  expect(qrViewFor('https://evil.example/x', base, () => null)).toEqual({ kind: 'bad-url' });
});

it('waits for its encoder (a chunk of its own) in the code’s place, but refuses a bad URL at once', () => {
  const base = 'https://shop.example/product/A';
  expect(qrViewFor('/product/B', base, null)).toEqual({ kind: 'pending' });
  expect(qrViewFor('https://evil.example/x', base, null)).toEqual({ kind: 'bad-url' });
});

it('keeps the code’s box, busy and unlabelled, while the encoder loads', () => {
  const texts = { label: 'QR code', unavailable: 'No code.', link: 'Product', badUrl: 'Bad.' };
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<ProductQr view={{ kind: 'pending' }} texts={texts} />);
  const box = container.querySelector('.sf-product-qr__code');
  expect(box?.getAttribute('aria-busy')).toBe('true');
  expect(box?.querySelector('svg')).not.toBeNull();
  expect(box?.getAttribute('role')).toBeNull();
});

it('says in English when the product URL is not valid', async () => {
  const host = await mountHtml('<sf-product-qr data-product-url="//evil.example/x"></sf-product-qr>');
  expect(host.textContent).toBe('This product has no valid address for a QR code.');
});
