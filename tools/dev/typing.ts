// Typing as a shopper does into a field React controls (no test library: one helper for every suite and story).

/**
 * Sets the field's value through the native setter, which React watches (a plain `field.value = …` would be taken for
 * React's own write and the change lost), then fires the `input` event typing fires.
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement | null | undefined, text: string): void {
  if (!field) throw new Error('typeInto: the field is not on the page');
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
