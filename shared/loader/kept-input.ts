// What a kept input is: an input on a behaviour's markup before its chunk is in, kept by the loader (early-clicks.ts).

/**
 * Enter in a field that presses one of its section's buttons (the first of `presses` the section holds): kept as a
 * click on that button. `field` is inside `within`, each of `presses` inside the same `within`.
 */
export interface EnterPresses {
  within: string;
  field: string;
  presses: readonly string[];
}

/** One kind of input kept before a behaviour is in: the control an event is for, when the record keeps it. */
export type KeptInput = (event: Event, target: Element, record: KeptBy) => Element | null | undefined;
/** What a record says about the inputs kept for it (shared/loader/loads.ts WidgetRecord). */
export interface KeptBy {
  clicks?: string | undefined;
  enter?: EnterPresses | undefined;
}
