// Message reply behaviour, delegated on every [data-sf-message-reply] trigger of the page (no element of its own).
import { delegate } from '../../shared/dom/index.ts';
import { renderOverlay } from '../../shared/ui/overlay.tsx';
import { MessageReplyLayer } from './MessageReplyLayer.tsx';
import { idPostOf, MESSAGE_REPLY_TRIGGER, openMessageReply } from './store.ts';

let stop: (() => void) | null = null;

/** Idempotent: the loader calls it once the first trigger appears; triggers inserted later need nothing more. */
export function define(): void {
  if (stop) return;
  renderOverlay('message-reply', <MessageReplyLayer />);
  stop = delegate(document, 'click', MESSAGE_REPLY_TRIGGER, (event, trigger) => {
    const idPost = idPostOf(trigger);
    if (idPost === null) {
      console.warn('[storefront] message reply trigger without a valid idPost:', trigger);
      return;
    }
    event.preventDefault();
    trigger.setAttribute('aria-haspopup', 'dialog');
    void openMessageReply(idPost);
  });
}

/** For tests: removes the delegated listener. */
export function undefine(): void {
  stop?.();
  stop = null;
}
