// The count badge keeps its slot in the flow whatever the count, and shows the count only once it is read.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { CountBadge } from './CountBadge.tsx';

const badge = (count: number | null) => {
  const host = document.createElement('div');
  act(() =>
    createRoot(host).render(
      <CountBadge pillClass="pill" valueClass="value" count={count} text={count === null ? '' : String(count)} />,
    ),
  );
  return host;
};

it('keeps only the unseen slot until the count is read', () => {
  const root = badge(null);
  expect(root.querySelector('.sf-count__slot.pill')).not.toBeNull();
  expect(root.querySelector('.value')).toBeNull();
  // The slot's digits are CSS content: nothing for the accessible name or a copy.
  expect(root.textContent).toBe('');
});

it('lays the count over the slot, the slot still in the flow, for any length', () => {
  for (const count of [3, 12, 1234]) {
    const root = badge(count);
    expect(root.querySelector('.sf-count__slot')).not.toBeNull();
    expect(root.textContent).toBe(String(count));
    const value = root.querySelector('.sf-count__value.pill.value');
    expect(value?.textContent).toBe(String(count));
    expect(value?.getAttribute('data-count')).toBe(String(count));
  }
});

it('is hidden from assistive technology (the widget’s accessible name carries the count)', () => {
  expect(badge(5).querySelector('.sf-count')?.getAttribute('aria-hidden')).toBe('true');
});
