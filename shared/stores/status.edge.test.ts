// The status queue at its edges: blank messages, ids, confirmations answered by closing, the loading counter.
import {
  $pendingRequests,
  $statusQueue,
  beginLoading,
  confirmStatus,
  dismissStatusBox,
  MessageType,
  showStatusMessage,
  showStatusMessages,
} from './status.ts';

it('queues one box per call, in order, dropping blank messages and empty lists', () => {
  showStatusMessages([
    { Message: '  ', Type: MessageType.ERROR },
    { Message: 'Saved', Type: MessageType.SUCCESS },
  ]);
  showStatusMessages([{ Message: '\n', Type: MessageType.WARNING }]);
  showStatusMessages([]);
  showStatusMessage('Low stock', MessageType.WARNING);
  const queue = $statusQueue.get();
  expect(queue.map((b) => [b.kind, b.messages])).toEqual([
    ['messages', [{ Message: 'Saved', Type: MessageType.SUCCESS }]],
    ['messages', [{ Message: 'Low stock', Type: MessageType.WARNING }]],
  ]);
  expect(queue[1]?.id).toBeGreaterThan(queue[0]?.id ?? Number.POSITIVE_INFINITY);
});

it('uses the contract values of the message types', () => {
  expect(MessageType).toEqual({ UNKNOWN: 0, SUCCESS: 1, WARNING: 2, ERROR: 3 });
});

it('asks a question as a warning, and answers it with what the shopper chose', async () => {
  const answer = confirmStatus('Replace the cart?');
  const box = $statusQueue.get()[0];
  expect(box?.kind).toBe('confirm');
  expect(box?.messages).toEqual([{ Message: 'Replace the cart?', Type: MessageType.WARNING }]);
  dismissStatusBox(box?.id ?? -1, true);
  await expect(answer).resolves.toBe(true);
  expect($statusQueue.get()).toEqual([]);
});

it('keeps the given type of a question, and answers "no" when it is closed', async () => {
  const answer = confirmStatus({ Message: 'Delete?', Type: MessageType.ERROR });
  const box = $statusQueue.get()[0];
  expect(box?.messages[0]?.Type).toBe(MessageType.ERROR);
  dismissStatusBox(box?.id ?? -1);
  await expect(answer).resolves.toBe(false);
});

it('removes only the box named, and ignores an unknown id', () => {
  showStatusMessage('one', MessageType.SUCCESS);
  showStatusMessage('two', MessageType.SUCCESS);
  const [first, second] = $statusQueue.get();
  dismissStatusBox(-42);
  expect($statusQueue.get()).toHaveLength(2);
  dismissStatusBox(first?.id ?? -1);
  expect($statusQueue.get()).toEqual([second]);
});

it('counts requests in flight; ending one twice counts once and never goes below 0', () => {
  const endA = beginLoading();
  const endB = beginLoading();
  expect($pendingRequests.get()).toBe(2);
  endA();
  endA();
  expect($pendingRequests.get()).toBe(1);
  $pendingRequests.set(0);
  endB();
  expect($pendingRequests.get()).toBe(0);
});
