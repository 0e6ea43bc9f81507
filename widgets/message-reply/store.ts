// Message reply popup logic: render the reply form for an idPost, validate, send, follow RedirectUrl; no React here.
import { atom } from 'nanostores';
import { type OpaqueId, parseOpaqueId } from '../../shared/config/legacy-values.ts';
import { asHtml, endpointCall, latestOnly, parseCallResult, ResultCode, redirectTo } from '../../shared/http/index.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';

/** The contract's limit for a reply (LEGACY-MARKUP §8, `reply (≤ 1000)`). */
export const REPLY_MAX_CHARS = 1000;
/** The documented trigger, plus the class the legacy account page already renders. */
export const MESSAGE_REPLY_TRIGGER = '[data-sf-message-reply], .sf-message-reply-btn[data-id-post]';

export type ReplyState =
  | { step: 'closed' }
  | { step: 'open' | 'sending'; idPost: OpaqueId; html: string; error: 'replyRequired' | 'replyTooLong' | null };

export const $messageReply = atom<ReplyState>({ step: 'closed' });
const loadForm = endpointCall(ENDPOINTS.messageReplyForm, asHtml, { widget: 'message-reply' });
const sendReply = endpointCall(ENDPOINTS.sendMessageReply, parseCallResult, { widget: 'message-reply' });
/** The form's load: a second open (or a close) aborts the first and drops its reply. */
const formLoads = latestOnly();

/** idPost from data-sf-message-reply="7", else data-id-post="7": the server's id as written (digits or a GUID); null when unusable. */
export function idPostOf(trigger: HTMLElement): OpaqueId | null {
  return parseOpaqueId(trigger.dataset.sfMessageReply || trigger.dataset.idPost);
}

function validateReply(text: string): 'replyRequired' | 'replyTooLong' | null {
  if (text.trim() === '') return 'replyRequired';
  return text.length > REPLY_MAX_CHARS ? 'replyTooLong' : null;
}

/** POST /bputils/rendermessagereply (idPost), then shows the popup; failures are reported by the shared client. */
export async function openMessageReply(idPost: OpaqueId): Promise<void> {
  const reply = await formLoads.run((signal) => loadForm({ fields: { idPost }, signal }));
  if (!reply.stale && reply.value.ok) $messageReply.set({ step: 'open', idPost, html: reply.value.value, error: null });
}

/** POST /bputils/sendmessagereply (idPost, reply): closes on success and follows a RedirectUrl if one is given. */
export async function sendMessageReply(reply: string): Promise<boolean> {
  const state = $messageReply.get();
  if (state.step !== 'open') return false;
  const error = validateReply(reply);
  $messageReply.set({ ...state, error });
  if (error) return false;
  $messageReply.set({ ...state, step: 'sending', error: null });
  const outcome = await sendReply({ fields: { idPost: state.idPost, reply } });
  const succeeded = outcome.ok && outcome.value.Result === ResultCode.SUCCESS;
  if (!succeeded) {
    // Keep what the shopper typed: the status bar already says what went wrong.
    if ($messageReply.get().step === 'sending') $messageReply.set({ ...state, step: 'open', error: null });
    return false;
  }
  closeMessageReply();
  if (outcome.value.RedirectUrl) redirectTo(outcome.value.RedirectUrl);
  return true;
}

export function closeMessageReply(): void {
  formLoads.abort();
  $messageReply.set({ step: 'closed' });
}
