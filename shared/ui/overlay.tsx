// A React root of its own for behaviour that has no widget element (delegated add-to-cart): popovers and dialogs.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

let root: Root | null = null;

/** Renders this node in the page's overlay layer (created on first use, at the end of <body>). */
export function renderOverlay(node: ReactNode): void {
  if (!root || !document.querySelector('sf-overlay')) {
    const layer = document.createElement('sf-overlay');
    document.body.append(layer);
    root = createRoot(layer);
  }
  root.render(node);
}
