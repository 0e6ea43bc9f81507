// The status queue every island shares: message boxes and yes/no confirmations, shown one at a time (status-bar README).
import { atom, onMount } from 'nanostores';
import { type HttpReport, MessageType, onHttpReport, type StatusMessage } from '../http/reports.ts';
import { resolveLocale } from '../i18n/locale.ts';
import sharedMessages from '../i18n/messages.ts';
import { createTranslator } from '../i18n/translator.ts';

// The wire format's message types and the requests in flight belong to the transport; the queue shows them.
export { $pendingRequests, beginLoading, MessageType, type StatusMessage } from '../http/reports.ts';

interface BaseBox {
  id: number;
  messages: StatusMessage[];
}
interface MessageBox extends BaseBox {
  kind: 'messages';
}
/**
 * The words of a confirmation's two buttons: Yes / No for the status bar's questions, Ok / Cancel for the
 * "are you sure you want to continue?" warnings (external link, unsaved changes).
 */
export type ConfirmAnswers = 'yes-no' | 'ok-cancel';
interface ConfirmBox extends BaseBox {
  kind: 'confirm';
  answers: ConfirmAnswers;
  resolve: (answer: boolean) => void;
}
export type StatusBox = MessageBox | ConfirmBox;

export const $statusQueue = atom<readonly StatusBox[]>([]);
let nextId = 1;

/** Queues one box holding these messages; an empty list shows nothing. */
export function showStatusMessages(messages: readonly StatusMessage[]): void {
  const kept = messages.filter((m) => m.Message.trim() !== '');
  if (kept.length === 0) return;
  $statusQueue.set([...$statusQueue.get(), { id: nextId++, kind: 'messages', messages: kept }]);
}

export function showStatusMessage(Message: string, Type: MessageType): void {
  showStatusMessages([{ Message, Type }]);
}

/** Asks a question in the status bar; resolves true for Yes (Ok), false for No (Cancel) or closing. */
export function confirmStatus(message: StatusMessage | string, answers: ConfirmAnswers = 'yes-no'): Promise<boolean> {
  const first = typeof message === 'string' ? { Message: message, Type: MessageType.WARNING } : message;
  return new Promise((resolve) => {
    $statusQueue.set([...$statusQueue.get(), { id: nextId++, kind: 'confirm', answers, messages: [first], resolve }]);
  });
}

/** Removes a box (the shown one, normally); a confirmation closed this way answers "no". */
export function dismissStatusBox(id: number, answer = false): void {
  const box = $statusQueue.get().find((b) => b.id === id);
  if (!box) return;
  $statusQueue.set($statusQueue.get().filter((b) => b.id !== id));
  if (box.kind === 'confirm') box.resolve(answer);
}

const say = (key: 'requestError' | 'redirectRefused'): string => createTranslator(sharedMessages, resolveLocale())(key);

/** The localized "Error while contacting server" message. */
export function showRequestError(): void {
  showStatusMessage(say('requestError'), MessageType.ERROR);
}

function showHttpReport(report: HttpReport): void {
  if (report.kind === 'messages') showStatusMessages(report.messages);
  else if (report.kind === 'request-failed') showRequestError();
  else showStatusMessage(say('redirectRefused'), MessageType.ERROR);
}

// Whoever reads the queue (the status bar, a test) hears the client's reports, the ones said before it came first.
onMount($statusQueue, () => onHttpReport(showHttpReport));
