// The disclosure pattern (a button showing and hiding one panel) written once: its button's props, and focus leaving it.
import type { FocusEvent } from 'react';

/** Props of a disclosure's button: it toggles, and says whether its panel is shown and which element that panel is. */
export function disclosureButton(open: boolean, panelId: string, onToggle: () => void) {
  return { type: 'button', 'aria-expanded': open, 'aria-controls': panelId, onClick: onToggle } as const;
}

/** Whether focus left the disclosure altogether (not just moved between its button and panel): it then closes. */
export function focusLeft(event: FocusEvent<HTMLElement>): boolean {
  return !(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget);
}
