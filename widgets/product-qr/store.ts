// Product QR logic: which URL the code carries (same-origin only) and what to show for it; no React here.
import { toSameOriginUrl } from '../../shared/http/index.ts';
import { encodeQr, type QrShape } from './qr.ts';

export type QrView = { kind: 'svg'; shape: QrShape; url: string } | { kind: 'link'; url: string } | { kind: 'bad-url' };

/** data-product-url (or the current page) → the SVG when an encoder is available, else a plain link. */
export function qrViewFor(
  rawUrl: string,
  base = window.location.href,
  encode: (text: string) => QrShape | null = encodeQr,
): QrView {
  const url = toSameOriginUrl(rawUrl || base, base);
  if (!url) return { kind: 'bad-url' };
  const shape = encode(url.href);
  return shape ? { kind: 'svg', shape, url: url.href } : { kind: 'link', url: url.href };
}
