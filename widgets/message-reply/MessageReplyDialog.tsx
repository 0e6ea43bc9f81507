// The message reply popup: the server's reply form in the shared Dialog; its submit is handled here, not posted.
import type { FormEvent } from 'react';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { HtmlFragment } from '../../shared/ui/HtmlFragment.tsx';

interface Props {
  open: boolean;
  html: string;
  busy: boolean;
  title: string;
  closeLabel: string;
  busyText: string;
  onClose: () => void;
  onSubmit: (form: HTMLFormElement) => void;
  onInserted: (content: HTMLDivElement) => void;
}

export function MessageReplyDialog({
  open,
  html,
  busy,
  title,
  closeLabel,
  busyText,
  onClose,
  onSubmit,
  onInserted,
}: Props) {
  const submit = (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement && !busy) onSubmit(event.target);
  };
  return (
    <Dialog open={open} title={title} closeLabel={closeLabel} onClose={onClose} className="sf-message-reply-dialog">
      <div onSubmit={submit} aria-busy={busy}>
        <HtmlFragment html={html} onInserted={onInserted} />
        <p className="sf-message-reply-dialog__status" role="status">
          {busy ? busyText : ''}
        </p>
      </div>
    </Dialog>
  );
}
