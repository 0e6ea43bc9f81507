// The visitor key and what logout forgets: only the bundle's own session-storage entries.
import { forgetSessionData, logoutVisitor, visitorKey, watchLogout } from './visitor.ts';

beforeEach(() => sessionStorage.clear());

it('keeps one key per visitor until the session data is forgotten', () => {
  const key = visitorKey();
  expect(key).toMatch(/^[0-9a-f]{24}$/);
  expect(visitorKey()).toBe(key);
  forgetSessionData();
  expect(visitorKey()).not.toBe(key);
});

it('logout removes the bundle’s entries (sf-*) only, and raises sf:logout on document', () => {
  sessionStorage.setItem('sf-listing:a', '1');
  sessionStorage.setItem('sf-other', '2');
  sessionStorage.setItem('page-script', '3');
  const heard = vi.fn();
  document.addEventListener('sf:logout', heard, { once: true });
  logoutVisitor();
  expect(Object.keys(sessionStorage)).toEqual(['page-script']);
  expect(heard).toHaveBeenCalledOnce();
});

it('watchLogout forgets on an sf:logout raised by a page script, until stopped', () => {
  const stop = watchLogout();
  sessionStorage.setItem('sf-listing:a', '1');
  document.dispatchEvent(new CustomEvent('sf:logout'));
  expect(sessionStorage.getItem('sf-listing:a')).toBeNull();
  stop();
  sessionStorage.setItem('sf-listing:a', '1');
  document.dispatchEvent(new CustomEvent('sf:logout'));
  expect(sessionStorage.getItem('sf-listing:a')).toBe('1');
});

it('two watchers (two listings) do not remove each other’s', () => {
  const stopFirst = watchLogout();
  const stopSecond = watchLogout();
  stopFirst();
  sessionStorage.setItem('sf-listing:a', '1');
  document.dispatchEvent(new CustomEvent('sf:logout'));
  expect(sessionStorage.getItem('sf-listing:a')).toBeNull();
  stopSecond();
});
