// The add-to-cart chunk: loaded when a .sf-add-to-cart section appears; define() attaches the engine once.
import { attachEngine } from './engine.tsx';

export function define(): void {
  attachEngine();
}
