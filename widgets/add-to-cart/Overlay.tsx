// Renders the engine's popovers and its one dialog (server HTML or configurator frame) from the stores.
import { useStore } from '@nanostores/react';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { HtmlFragment } from '../../shared/ui/HtmlFragment.tsx';
import { Popover } from '../../shared/ui/Popover.tsx';
import { frameSandboxFor } from './steps/configurator.ts';
import { $dialog, $popovers, type DialogState } from './store.ts';

export function EngineOverlay() {
  const popovers = useStore($popovers);
  const dialog = useStore($dialog);
  return (
    <>
      {popovers.map((note) => (
        <Popover
          key={note.id}
          anchor={note.anchor}
          id={note.id}
          role="alert"
          placement="top"
          className="sf-qty-popover"
        >
          {note.text}
        </Popover>
      ))}
      {dialog && <EngineDialog state={dialog} />}
    </>
  );
}

function EngineDialog({ state }: { state: DialogState }) {
  // Both kinds close the same way: the close button, Esc and the backdrop cancel what the dialog asked.
  const frame = { open: true, title: state.texts.title, closeLabel: state.texts.close, onClose: state.cancel };
  if (state.kind === 'frame') {
    return (
      <Dialog {...frame} className="sf-configurator-dialog">
        <iframe
          className="sf-configurator-frame"
          src={state.src}
          title={state.frameLabel}
          sandbox={frameSandboxFor(state.src)}
          referrerPolicy="same-origin"
        />
      </Dialog>
    );
  }
  return (
    <Dialog {...frame} className={`sf-engine-dialog sf-engine-dialog--${state.purpose}`}>
      {/* Server forms post nothing themselves: submit and their cancel button are answered here. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to events bubbling from the server form's own buttons. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from native buttons, which have their own keyboard use. */}
      <div
        onSubmit={(event) => {
          event.preventDefault();
          if (event.target instanceof HTMLFormElement) state.submit(event.target);
        }}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('[data-sf-confirm="no"]')) state.cancel();
        }}
      >
        <HtmlFragment html={state.html} onInserted={focusFirstField} />
      </div>
      <p className="sf-engine-dialog__error" role="alert">
        {state.error ?? ''}
      </p>
    </Dialog>
  );
}

function focusFirstField(container: HTMLDivElement): void {
  const field = container.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button');
  if (!field) return;
  // On first render the <dialog> is not open yet (focus() does nothing) and showModal() then focuses its first
  // focusable element, the close button: `autofocus` makes showModal() pick this field instead.
  field.autofocus = true;
  field.focus();
}
