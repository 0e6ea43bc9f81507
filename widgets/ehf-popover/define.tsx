// Defines the fee (EHF) popover behaviour, delegated on every trigger of the page (no element of its own).
import { ehf } from './triggers.tsx';

export function define(): void {
  ehf.attach();
}

/** For tests: removes the delegated listeners. */
export function undefine(): void {
  ehf.detach();
}
