// The one place that encodes a QR code to SVG (uqr: small, dependency-free, no eval).
import { renderSVG } from 'uqr';

/** Returns an SVG document for the text, or null when it cannot be encoded (the widget then shows a link). */
export function renderQrSvg(text: string): string | null {
  try {
    return renderSVG(text, { border: 1 });
  } catch (error) {
    console.warn('[storefront] QR code could not be encoded:', error);
    return null;
  }
}
