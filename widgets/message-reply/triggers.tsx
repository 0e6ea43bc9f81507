// Message reply behaviour, delegated on every [data-sf-message-reply] trigger of the page (no element of its own): the dialog layer and the triggers' listener.
import { delegate } from '../../shared/dom/delegate.ts';
import { attachOnce } from '../../shared/dom/once.ts';
import { renderOverlay } from '../../shared/ui/overlay.tsx';
import { MessageReplyLayer } from './MessageReplyLayer.tsx';
import { idPostOf, MESSAGE_REPLY_TRIGGER, openMessageReply } from './store.ts';

export const messageReply = attachOnce(() => {
  renderOverlay('message-reply', <MessageReplyLayer />);
  return delegate(document, 'click', MESSAGE_REPLY_TRIGGER, (event, trigger) => {
    const idPost = idPostOf(trigger);
    if (idPost === null) {
      console.warn('[storefront] message reply trigger without a valid idPost:', trigger);
      return;
    }
    event.preventDefault();
    trigger.setAttribute('aria-haspopup', 'dialog');
    void openMessageReply(idPost);
  });
});

/** Idempotent: the loader calls it once the first trigger appears; triggers inserted later need nothing more. */
