// The add-to-cart chunk: loaded when a .sf-add-to-cart section appears; define() attaches the engine once.
import { engine } from './engine.tsx';
import { addWith } from './flow.ts';

/** `kept`: add buttons the shopper clicked before this chunk was in (shared/loader/early-clicks.ts), each run now. */
export function define(kept: readonly HTMLElement[] = []): void {
  engine.attach();
  for (const button of kept) addWith(button);
}
