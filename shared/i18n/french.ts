// French texts of built catalogues: one lazy module (tools/build/messages-plugin.mjs) registers them all when it runs.
import { atom } from 'nanostores';
import type { Catalog, Messages } from './catalog.ts';

const registered = new Map<string, Messages>();

/** Bumped when French arrives, so islands that rendered in English meanwhile render again. */
export const $frenchArrivals = atom(0);

export function registerFrench(catalogs: Readonly<Record<string, Messages>>): void {
  for (const [id, messages] of Object.entries(catalogs)) registered.set(id, messages);
  $frenchArrivals.set($frenchArrivals.get() + 1);
}

/**
 * A catalogue's French: its own (source catalogues), else the registered one. Null while it has not arrived (the
 * loader brings it with the widget on French pages; a French element met later starts it here).
 */
export function frenchOf<K extends string>(catalog: Catalog<K>): Messages<K> | null {
  if (catalog.fr) return catalog.fr;
  const messages = catalog.id === undefined ? undefined : registered.get(catalog.id);
  if (messages) return messages as Messages<K>;
  catalog.load?.().catch(() => {});
  return null;
}
