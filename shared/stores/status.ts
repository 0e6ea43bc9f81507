// The status queue every island shares: message boxes and yes/no confirmations, shown one at a time (status-bar README).
import { atom } from 'nanostores';

/** StatusMessage.Type (LEGACY-MARKUP.md §0). */
export const MessageType = { UNKNOWN: 0, SUCCESS: 1, WARNING: 2, ERROR: 3 } as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];
export interface StatusMessage {
  Message: string;
  Type: MessageType;
}

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

/** Requests in flight; the status bar shows its loading message once this stays above 0 for 500 ms. */
export const $pendingRequests = atom(0);

export function beginLoading(): () => void {
  $pendingRequests.set($pendingRequests.get() + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    $pendingRequests.set(Math.max(0, $pendingRequests.get() - 1));
  };
}
