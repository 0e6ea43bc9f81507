// React roots of their own for behaviour that has no widget element (delegated add-to-cart, fee popover…).
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createHostElement } from '../dom/host-element.ts';

const layers = new Map<string, Root>();

/**
 * Renders this node in a named overlay layer at the end of <body> (created on first use). Each behaviour has its
 * own layer, so two of them never replace each other's content.
 */
export function renderOverlay(name: string, node: ReactNode): void {
  let root = layers.get(name);
  if (!root || !document.querySelector(`sf-overlay[data-layer="${CSS.escape(name)}"]`)) {
    const layer = createHostElement('sf-overlay');
    layer.setAttribute('data-layer', name);
    document.body.append(layer);
    root = createRoot(layer);
    layers.set(name, root);
  }
  root.render(node);
}
