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

const layers = new Map<string, Root>();

/** Like renderOverlay, in a named layer of its own, so two behaviours (fee popover, add-to-cart) never replace each other's content. */
export function renderOverlayLayer(name: string, node: ReactNode): void {
  let layerRoot = layers.get(name);
  if (!layerRoot || !document.querySelector(`sf-overlay[data-layer="${name}"]`)) {
    const layer = document.createElement('sf-overlay');
    layer.setAttribute('data-layer', name);
    document.body.append(layer);
    layerRoot = createRoot(layer);
    layers.set(name, layerRoot);
  }
  layerRoot.render(node);
}
