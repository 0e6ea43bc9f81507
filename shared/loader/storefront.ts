// The page's one script: starts the lazy loader once, even when the bundle is included twice.
import { startLoader } from './loader.ts';
import { widgetRegistry } from './registry.ts';

const flag = Symbol.for('storefront-islands.loader');
const host = globalThis as { [flag]?: boolean };
if (!host[flag]) {
  host[flag] = true;
  const start = () => startLoader(widgetRegistry);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
