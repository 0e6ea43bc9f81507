// The popup also opens by itself after an add, with focus still on the quantity input: Esc pressed outside the
// widget closes it too and leaves focus where it is (on what opened it). Not while a modal dialog is open or when
// another part of the page already handled that Esc (suggestions, mega menu).
import { type RefObject, useEffect, useRef } from 'react';

export function useEscapeOutside(open: boolean, root: RefObject<HTMLElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [open, root]);
}
