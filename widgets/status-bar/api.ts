// The status bar's public API for page scripts, as methods of <sf-status-bar> (documented in README.md).
import { beginLoading, confirmStatus, type MessageType, showStatusMessage } from '../../shared/stores/status.ts';

export interface StatusBarElementApi {
  /** Shows a message; type 1 success, 2 warning, 3 error (StatusMessage.Type, LEGACY-MARKUP.md §0). */
  show(message: string, type?: MessageType): void;
  /** Asks a yes/no question; resolves true for Yes. */
  confirm(message: string): Promise<boolean>;
  /** Counts a pending task for the loading message; call the returned function when it ends. */
  loading(): () => void;
}

export const statusBarApi: StatusBarElementApi = {
  show: (message, type = 1) => showStatusMessage(String(message), type),
  confirm: (message) => confirmStatus(String(message)),
  loading: () => beginLoading(),
};
