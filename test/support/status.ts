// What the status bar holds, for assertions: every box's messages in queue order.
import type { StatusMessage } from '../../shared/http/reports.ts';
import { $statusQueue } from '../../shared/stores/status.ts';

/** Every message queued for the status bar, box after box. */
export const statusMessages = (): StatusMessage[] => $statusQueue.get().flatMap((box) => [...box.messages]);

/** Their texts only. */
export const statusTexts = (): string[] => statusMessages().map((m) => m.Message);
