// What the status bar holds, for assertions: every box's messages in queue order.
import type { StatusMessage } from '../../shared/http/reports.ts';
import { $statusQueue } from '../../shared/stores/status.ts';

/** The text of every message queued for the status bar, box after box. */
export const statusTexts = (): string[] =>
  $statusQueue.get().flatMap((box) => box.messages.map((m: StatusMessage) => m.Message));

/** Every message queued for the status bar, box after box, with its type and the rest of what the widget queued. */
export const statusMessages = (): StatusMessage[] => $statusQueue.get().flatMap((box) => box.messages);
