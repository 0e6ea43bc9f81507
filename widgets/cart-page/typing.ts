// What the shopper is typing in the cart content (line comments, the quick-add row), carried across a refresh.
const TEXT_FIELDS = 'input:not([type]), input[type="text"], input[type="search"], input[type="number"], textarea';

interface Typed {
  value: string;
  focused: boolean;
  selection: [number, number] | null;
}
export type TypingSnapshot = Map<string, Typed>;

/** A field's identity that survives a refresh: its line (or the quick-add row) and its name. */
function keyOf(field: HTMLInputElement | HTMLTextAreaElement): string | null {
  const name = field.name || field.className;
  if (!name) return null;
  const line = field.closest<HTMLElement>('[data-order-line-id]')?.dataset.orderLineId;
  if (line) return `line:${line}:${name}`;
  if (field.closest('.sf-quick-add')) return `quick:${name}`;
  return null;
}

function fieldsIn(root: ParentNode): (HTMLInputElement | HTMLTextAreaElement)[] {
  return Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS));
}

/** The fields whose value differs from what the server rendered (the shopper typed there), and which one has focus. */
export function captureTyping(root: ParentNode): TypingSnapshot {
  const snapshot: TypingSnapshot = new Map();
  for (const field of fieldsIn(root)) {
    const key = keyOf(field);
    if (key === null || snapshot.has(key)) continue;
    const focused = field.ownerDocument.activeElement === field;
    if (field.value === field.defaultValue && !focused) continue;
    let selection: [number, number] | null = null;
    try {
      if (focused && field.selectionStart !== null && field.selectionEnd !== null)
        selection = [field.selectionStart, field.selectionEnd];
    } catch {
      // Number inputs have no selection.
    }
    snapshot.set(key, { value: field.value, focused, selection });
  }
  return snapshot;
}

/** Puts the typed values back into the matching fields of the new content, with focus and caret. */
export function restoreTyping(root: ParentNode, snapshot: TypingSnapshot): void {
  if (snapshot.size === 0) return;
  for (const field of fieldsIn(root)) {
    const key = keyOf(field);
    const typed = key === null ? undefined : snapshot.get(key);
    if (!typed) continue;
    snapshot.delete(key as string);
    field.value = typed.value;
    if (!typed.focused) continue;
    field.focus({ preventScroll: true });
    try {
      if (typed.selection) field.setSelectionRange(typed.selection[0], typed.selection[1]);
    } catch {
      // Number inputs have no selection.
    }
  }
}
