// A kept input: Enter in one of a behaviour's fields before its chunk is in, as a press of its section's button (a
// manifest's `keepsEnter`).
import type { KeptInput } from './kept-input.ts';

/**
 * The button Enter in the record's field presses: the first of `presses` its section (`within`) holds. Enter is
 * prevented, as the behaviour does once it is in: it never submits a form around the field. (A click has no `key`.)
 */
export const keptEnter: KeptInput = (event, target, { enter }) => {
  const field = enter && (event as KeyboardEvent).key === 'Enter' && target.closest(`${enter.within} ${enter.field}`);
  if (!enter || !field) return null;
  event.preventDefault();
  const section = field.closest(enter.within);
  return enter.presses.map((press) => section?.querySelector(press)).find(Boolean);
};
