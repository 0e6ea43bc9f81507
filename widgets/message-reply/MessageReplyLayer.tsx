// Connects the reply popup to its store, the page language and the field error of the server form.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef } from 'react';
import { setFieldError } from '../../shared/dom/field-error.ts';
import sharedMessages from '../../shared/i18n/messages.ts';
import { useTranslator } from '../../shared/i18n/useTranslator.ts';
import { MessageReplyDialog } from './MessageReplyDialog.tsx';
import messages from './messages.ts';
import { $messageReply, closeMessageReply, REPLY_MAX_CHARS, sendMessageReply } from './store.ts';

const replyField = (root: ParentNode | null) =>
  root?.querySelector<HTMLTextAreaElement>('textarea[name="reply"]') ?? null;

export function MessageReplyLayer() {
  const state = useStore($messageReply);
  const [t] = useTranslator(messages, document.body);
  const [ts] = useTranslator(sharedMessages, document.body);
  const content = useRef<HTMLDivElement | null>(null);
  const onInserted = useCallback((root: HTMLDivElement) => {
    content.current = root;
    replyField(root)?.focus();
  }, []);

  const error = state.step === 'closed' ? null : state.error;
  useEffect(() => {
    const field = replyField(content.current);
    if (!field) return;
    setFieldError(field, error && t(error, { max: REPLY_MAX_CHARS }));
    if (error) field.focus();
  }, [error, t]);

  if (state.step === 'closed') return null;
  return (
    <MessageReplyDialog
      open
      html={state.html}
      busy={state.step === 'sending'}
      title={t('title')}
      closeLabel={ts('close')}
      busyText={t('sending')}
      onClose={closeMessageReply}
      onInserted={onInserted}
      onSubmit={(form) => void sendMessageReply(replyField(form)?.value ?? '')}
    />
  );
}
