// Status bar logic: which box shows, its auto-hide, the delayed loading message, Esc; testable without React.
import { atom, computed, onMount } from 'nanostores';
import { LOADING_DELAY_MS, SUCCESS_HIDE_MS } from '../../shared/constants.ts';
import {
  $pendingRequests,
  $statusQueue,
  dismissStatusBox,
  MessageType,
  type StatusBox,
} from '../../shared/stores/status.ts';

/** The box on screen: the oldest in the queue. */
export const $currentBox = computed($statusQueue, (queue): StatusBox | null => queue[0] ?? null);
export const $queuedCount = computed($statusQueue, (queue) => Math.max(0, queue.length - 1));

/** True once requests have been pending for LOADING_DELAY_MS without a pause. */
export const $showLoading = atom(false);

const isSuccessOnly = (box: StatusBox): boolean =>
  box.kind === 'messages' && box.messages.every((m) => m.Type === MessageType.SUCCESS);

/** The strongest type in a box decides its look and its live-region role. */
export function boxSeverity(box: StatusBox): MessageType {
  return box.messages.reduce<MessageType>((worst, m) => Math.max(worst, m.Type) as MessageType, MessageType.UNKNOWN);
}

export function closeCurrentBox(answer = false): void {
  const box = $currentBox.get();
  if (box) dismissStatusBox(box.id, answer);
}

/** Starts the timers and the Esc key while the status bar is mounted; returns the cleanup. */
function startStatusBar(): () => void {
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let loadingTimer: ReturnType<typeof setTimeout> | undefined;
  const stopBox = $currentBox.subscribe((box) => {
    clearTimeout(hideTimer);
    if (box && isSuccessOnly(box)) hideTimer = setTimeout(() => dismissStatusBox(box.id), SUCCESS_HIDE_MS);
  });
  const stopLoading = $pendingRequests.subscribe((pending) => {
    if (pending === 0) {
      clearTimeout(loadingTimer);
      loadingTimer = undefined;
      $showLoading.set(false);
    } else if (loadingTimer === undefined && !$showLoading.get()) {
      loadingTimer = setTimeout(() => $showLoading.set(true), LOADING_DELAY_MS);
    }
  });
  // Listening for the whole mount, not per box: a box's render may land after the key press that closes it.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeCurrentBox(false);
  };
  // The unmount runs a moment after the last listener leaves, possibly after this document is gone: keep it.
  const doc = document;
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('keydown', onKey);
    stopBox();
    stopLoading();
    clearTimeout(hideTimer);
    clearTimeout(loadingTimer);
    $showLoading.set(false);
  };
}

// Timers run only while some island listens to the status bar's state.
onMount($showLoading, () => startStatusBar());
