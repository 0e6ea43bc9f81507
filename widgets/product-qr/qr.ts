// The one place that encodes a QR code to SVG. No QR library is installed yet: see README.md for the one-line swap.
/**
 * Returns an SVG document for the text, or null when no encoder is available (the widget then shows a link).
 * With `uqr` installed: `import { renderSVG } from 'uqr';` and `return renderSVG(text, { border: 1 });`.
 */
export function renderQrSvg(_text: string): string | null {
  return null;
}
