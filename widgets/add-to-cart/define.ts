// The add-to-cart chunk: loaded when a .sf-add-to-cart section appears; define() attaches the engine once.
import { engine } from './engine.tsx';

export function define(): void {
  engine.attach();
}
