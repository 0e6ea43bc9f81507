// Product QR logic: which URL the code carries (same-origin only) and what to show for it; no React here.
import { toSameOriginUrl } from '../../shared/http/index.ts';
import { renderQrSvg } from './qr.ts';

export type QrView = { kind: 'svg'; svg: string; url: string } | { kind: 'link'; url: string } | { kind: 'bad-url' };

/** data-product-url (or the current page) → the SVG when an encoder is available, else a plain link. */
export function qrViewFor(
  rawUrl: string,
  base = window.location.href,
  encode: (text: string) => string | null = renderQrSvg,
): QrView {
  const url = toSameOriginUrl(rawUrl || base, base);
  if (!url) return { kind: 'bad-url' };
  const svg = encode(url.href);
  return svg ? { kind: 'svg', svg, url: url.href } : { kind: 'link', url: url.href };
}
