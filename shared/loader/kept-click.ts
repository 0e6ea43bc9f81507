// A kept input: a click on one of a behaviour's controls before its chunk is in (a manifest's `keepsClicks`).
import type { KeptInput } from './kept-input.ts';

/** The control clicked, when it is one of the record's `clicks`. */
export const keptClick: KeptInput = (event, target, { clicks }) =>
  event.type === 'click' && clicks ? target.closest(clicks) : null;
