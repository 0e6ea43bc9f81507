// One page-wide id counter for every id a widget invents (React islands and server-rendered fields alike).
let counter = 0;

/** A new id with this prefix, never handed out before on this page. */
export const nextSfId = (prefix: string): string => `${prefix}-${(++counter).toString(36)}`;

/** The element's id, giving it a fresh `sf-field-…` one first when it has none. */
export function ensureId(element: Element): string {
  if (!element.id) element.id = nextSfId('sf-field');
  return element.id;
}
