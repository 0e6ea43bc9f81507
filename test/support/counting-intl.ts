// How many of one Intl constructor a piece of code builds (the first of a kind loads ICU data: a long task on a phone).
import { vi } from 'vitest';

type IntlConstructor = 'NumberFormat' | 'PluralRules' | 'Locale';

/**
 * Replaces `Intl[name]` (vi.stubGlobal: vi.unstubAllGlobals restores it) with a subclass that counts what it builds,
 * its static members replaced by `statics`; returns the count so far. Modules that keep a formatter from an earlier
 * test must be imported again after it.
 */
export function countIntl(name: IntlConstructor, statics: Record<string, unknown> = {}): () => number {
  const Real = Intl[name] as new (...args: unknown[]) => object;
  let built = 0;
  class Counted extends Real {
    constructor(...args: unknown[]) {
      super(...args);
      built += 1;
    }
  }
  Object.assign(Counted, statics);
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { [name]: Counted }));
  return () => built;
}
