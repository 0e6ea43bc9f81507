// A box that fails to render is retried up to 2 times, then replaced by a plain error line.

import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MessageType } from '../../shared/stores/status.ts';
import { StatusBar } from './StatusBar.tsx';

const texts = {
  region: 'r',
  loading: 'l',
  renderFailed: 'A message could not be displayed.',
  queued: () => '',
  close: 'c',
  closeMessage: 'c',
  yes: 'y',
  no: 'n',
  ok: 'o',
  cancel: 'c',
  scrollUp: 'u',
  scrollDown: 'd',
  typeLabel: () => 't',
};
const box = { id: 1, kind: 'messages' as const, messages: [{ Message: 'x', Type: MessageType.ERROR }] };

let attempts = 0;
let failures = 0;
function Flaky() {
  attempts++;
  if (attempts <= failures) throw new Error('boom');
  return <p className="ok">shown</p>;
}

function renderWith(failing: number) {
  attempts = 0;
  failures = failing;
  const el = document.createElement('div');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  act(() => {
    createRoot(el).render(
      <StatusBar
        box={box}
        severity={MessageType.ERROR}
        loading={false}
        queued={0}
        texts={texts}
        onAnswer={() => {}}
        renderBox={() => <Flaky />}
      />,
    );
  });
  return el;
}

it('recovers when the box renders on a retry', () => {
  expect(renderWith(1).querySelector('.ok')?.textContent).toBe('shown');
});

it('gives up after 2 retries (3 failed renders) and says so', () => {
  const el = renderWith(Number.POSITIVE_INFINITY);
  expect(el.querySelector('.ok')).toBeNull();
  expect(el.textContent).toContain('A message could not be displayed.');
  const failures = vi.mocked(console.warn).mock.calls.filter(([m]) => String(m).includes('render failed'));
  expect(failures).toHaveLength(3);
});
