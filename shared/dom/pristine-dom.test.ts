// Clobber-proof reads: what a form's named control would shadow (happy-dom does not model the override, so each test
// puts it there as the browser does, an own property on the form; the real engines run test/engines/*-sanitiser).
import { attributesOf, childrenOf, controlsOf, getAttributeOf, isClobbered, localNameOf } from './pristine-dom.ts';

const SHADOWED = [
  'attributes',
  'childNodes',
  'nodeName',
  'localName',
  'namespaceURI',
  'nodeType',
  'textContent',
  'parentNode',
  'elements',
  'removeAttribute',
  'setAttribute',
  'getAttribute',
  'hasAttribute',
  'replaceWith',
  'remove',
];

function formWith(name: string): HTMLFormElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<form action="/a"><input name="${name}"></form>`;
  const form = holder.querySelector('form') as HTMLFormElement;
  Object.defineProperty(form, name, { value: form.querySelector('input'), configurable: true });
  return form;
}

it('a plain form is not clobbered', () => {
  const holder = document.createElement('div');
  holder.innerHTML = '<form action="/a"><input name="qty"></form>';
  expect(isClobbered(holder.querySelector('form') as HTMLFormElement)).toBe(false);
});

it.each(SHADOWED)('a form whose %s is a control is clobbered', (name) => {
  expect(isClobbered(formWith(name))).toBe(true);
});

it('reads through the prototypes what the form itself no longer shows', () => {
  const form = formWith('childNodes');
  Object.defineProperty(form, 'attributes', { value: null });
  Object.defineProperty(form, 'localName', { value: 'div' });
  Object.defineProperty(form, 'getAttribute', { value: () => 'evil' });
  expect(childrenOf(form).map((n) => (n as Element).localName)).toEqual(['input']);
  expect(attributesOf(form)).toEqual([{ name: 'action', value: '/a' }]);
  expect(localNameOf(form)).toBe('form');
  expect(getAttributeOf(form, 'action')).toBe('/a');
  expect(controlsOf(form)).toHaveLength(1);
});
