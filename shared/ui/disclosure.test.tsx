// The disclosure button says what it controls and whether it is open; focus moving inside it is not focus leaving it.
import type { FocusEvent } from 'react';
import { disclosureButton, focusLeft } from './disclosure.ts';

it('gives the button its type, state, controlled panel and toggle', () => {
  const onToggle = vi.fn();
  const props = disclosureButton(true, 'panel-1', onToggle);
  expect(props).toMatchObject({ type: 'button', 'aria-expanded': true, 'aria-controls': 'panel-1' });
  props.onClick();
  expect(onToggle).toHaveBeenCalledTimes(1);
});

it('tells focus leaving the disclosure from focus moving between its parts', () => {
  const root = document.createElement('div');
  const inside = root.appendChild(document.createElement('button'));
  const outside = document.createElement('button');
  const blur = (relatedTarget: Element | null) =>
    ({ currentTarget: root, relatedTarget }) as unknown as FocusEvent<HTMLElement>;
  expect(focusLeft(blur(inside))).toBe(false);
  expect(focusLeft(blur(outside))).toBe(true);
  expect(focusLeft(blur(null))).toBe(true);
});
