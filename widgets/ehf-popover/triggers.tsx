// Fee (EHF) popover behaviour, delegated on every trigger of the page (no element of its own): the popover layer and the triggers' listeners.
import { delegate } from '../../shared/dom/delegate.ts';
import { attachOnce } from '../../shared/dom/once.ts';
import { renderOverlay } from '../../shared/ui/overlay.tsx';
import { EHF_POPOVER_ID, EhfLayer } from './EhfLayer.tsx';
import { EHF_TRIGGER, toggleEhf } from './store.ts';

export const ehf = attachOnce(() => {
  renderOverlay('ehf', <EhfLayer />);
  const prepare = (trigger: HTMLElement) => {
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.setAttribute('aria-controls', EHF_POPOVER_ID);
    if (!trigger.hasAttribute('aria-expanded')) trigger.setAttribute('aria-expanded', 'false');
  };
  const offClick = delegate(document, 'click', EHF_TRIGGER, (event, trigger) => {
    event.preventDefault();
    prepare(trigger);
    void toggleEhf(trigger);
  });
  // Screen readers learn it is a popup before the first click.
  const offFocus = delegate(document, 'focusin', EHF_TRIGGER, (_event, trigger) => prepare(trigger));
  return () => {
    offClick();
    offFocus();
  };
});

/** Idempotent: the loader calls it once the first trigger appears; later fragments need nothing more. */
