// Defines the message reply behaviour, delegated on every [data-sf-message-reply] trigger of the page (no element of its own).
import { messageReply } from './triggers.tsx';

export function define(): void {
  messageReply.attach();
}

/** For tests: removes the delegated listener. */
export function undefine(): void {
  messageReply.detach();
}
