// The one place that encodes a QR code (uqr: small, dependency-free, no eval), as a shape the widget draws itself.
import { encode } from 'uqr';

/** The code's modules as one SVG path in a size × size box (1 unit per module, a 1-module quiet zone included). */
export interface QrShape {
  size: number;
  path: string;
}

/** Returns the code's shape for the text, or null when it cannot be encoded (the widget then shows a link). */
export function encodeQr(text: string): QrShape | null {
  try {
    const { size, data } = encode(text, { border: 1 });
    const path: string[] = [];
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) path.push(`M${x},${y}h1v1h-1z`);
      });
    });
    return { size, path: path.join('') };
  } catch (error) {
    console.warn('[storefront] QR code could not be encoded:', error);
    return null;
  }
}
