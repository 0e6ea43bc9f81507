// Product QR logic: which URL the code carries (same-origin only) and what to show for it; no React here.
import { toSameOriginUrl } from '../../shared/url/guard.ts';
import type { QrShape } from './qr.ts';

export type QrView =
  | { kind: 'svg'; shape: QrShape; url: string }
  | { kind: 'link'; url: string }
  | { kind: 'bad-url' }
  | { kind: 'pending' };

export type QrEncoder = (text: string) => QrShape | null;

let encoder: Promise<QrEncoder> | null = null;

/**
 * The encoder (uqr, about 4 KB gz) comes in a chunk of its own after the widget renders: the product page's first
 * load goes without it. A failed load is tried again on the next call.
 */
export function loadQrEncoder(): Promise<QrEncoder> {
  encoder ??= import('./qr.ts').then(
    (m) => m.encodeQr,
    (error: unknown) => {
      encoder = null;
      throw error;
    },
  );
  return encoder;
}

/**
 * data-product-url (or the current page) → the SVG when the encoder is there (pending while it loads), else a plain
 * link.
 */
export function qrViewFor(rawUrl: string, base: string, encode: QrEncoder | null): QrView {
  const url = toSameOriginUrl(rawUrl || base, base);
  if (!url) return { kind: 'bad-url' };
  if (!encode) return { kind: 'pending' };
  const shape = encode(url.href);
  return shape ? { kind: 'svg', shape, url: url.href } : { kind: 'link', url: url.href };
}
