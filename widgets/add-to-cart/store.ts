// Overlay state of the engine ($popovers, $dialog) and the actions that open, answer and expire them.
import { atom } from 'nanostores';
import { POPOVER_LIFETIME_MS } from '../../shared/constants.ts';

export interface PopoverNote {
  id: string;
  anchor: HTMLElement;
  text: string;
}
export interface DialogTexts {
  title: string;
  close: string;
}
export type DialogState =
  | {
      kind: 'html';
      purpose: 'confirm' | 'customizer' | 'sector';
      html: string;
      error: string | null;
      texts: DialogTexts;
      submit: (form: HTMLFormElement) => void;
      cancel: () => void;
    }
  | { kind: 'frame'; src: string; frameLabel: string; texts: DialogTexts; cancel: () => void };

export const $popovers = atom<readonly PopoverNote[]>([]);
export const $dialog = atom<DialogState | null>(null);

let nextId = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function forget(id: string): void {
  const note = $popovers.get().find((n) => n.id === id);
  if (note && note.anchor.getAttribute('aria-describedby') === id) {
    note.anchor.removeAttribute('aria-describedby');
    note.anchor.removeAttribute('aria-invalid');
  }
  clearTimeout(timers.get(id));
  timers.delete(id);
  $popovers.set($popovers.get().filter((n) => n.id !== id));
}

/** Shows a message next to an input (one per input), linked to it for screen readers; it vanishes after 5 s. */
export function showPopover(anchor: HTMLElement, text: string): void {
  for (const old of $popovers.get()) if (old.anchor === anchor) forget(old.id);
  const id = `sf-qty-note-${++nextId}`;
  anchor.setAttribute('aria-describedby', id);
  anchor.setAttribute('aria-invalid', 'true');
  $popovers.set([...$popovers.get(), { id, anchor, text }]);
  timers.set(
    id,
    setTimeout(() => forget(id), POPOVER_LIFETIME_MS),
  );
}

function clearPopovers(): void {
  for (const note of $popovers.get()) forget(note.id);
}

/**
 * Opens a server-HTML dialog; `read` turns the submitted form into an answer or an error text (the dialog
 * then stays open). Resolves with the answer, or null when closed.
 */
export function askWithHtml<T>(
  purpose: 'confirm' | 'customizer' | 'sector',
  html: string,
  texts: DialogTexts,
  read: (form: HTMLFormElement) => T | { error: string },
): Promise<T | null> {
  return new Promise((resolve) => {
    const finish = (answer: T | null) => {
      $dialog.set(null);
      resolve(answer);
    };
    const state: DialogState & { kind: 'html' } = {
      kind: 'html',
      purpose,
      html,
      error: null,
      texts,
      submit: (form) => {
        const answer = read(form);
        if (answer !== null && typeof answer === 'object' && 'error' in answer)
          $dialog.set({ ...state, error: answer.error });
        else finish(answer);
      },
      cancel: () => finish(null),
    };
    $dialog.set(state);
  });
}

/** Opens the configurator frame; `cancel` is what closing it does. */
export function showFrame(src: string, frameLabel: string, texts: DialogTexts, cancel: () => void): void {
  $dialog.set({ kind: 'frame', src, frameLabel, texts, cancel });
}

export function closeDialog(): void {
  $dialog.set(null);
}

/** Test reset: no popover, no dialog, no timer left. */
export function resetOverlay(): void {
  clearPopovers();
  $dialog.set(null);
}
