// The visitor key and what logout forgets: only the bundle's own session-storage entries.
import { forgetSessionData, logoutVisitor, visitorKey, watchLogout } from './visitor.ts';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.body.removeAttribute('data-authenticated');
  document.body.removeAttribute('data-sf-visitor');
});

it('a page naming another visitor (data-authenticated, data-sf-visitor) forgets the previous one’s entries', () => {
  document.body.setAttribute('data-authenticated', 'true');
  document.body.setAttribute('data-sf-visitor', 'a');
  const key = visitorKey();
  sessionStorage.setItem('sf-listing:x', '1');
  sessionStorage.setItem('page-script', '2');
  expect(visitorKey()).toBe(key);
  document.body.setAttribute('data-sf-visitor', 'b');
  const next = visitorKey();
  expect(next).not.toBe(key);
  expect(Object.keys(sessionStorage).sort()).toEqual(['page-script', 'sf-visitor', 'sf-visitor-page']);
});

it('a member page without data-sf-visitor has no key (nothing is kept); an anonymous one has', () => {
  document.body.setAttribute('data-authenticated', 'true');
  expect(visitorKey()).toBeNull();
  document.body.setAttribute('data-authenticated', 'false');
  expect(visitorKey()).toMatch(/^[0-9a-f]{24}$/);
});

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

it('reads data-authenticated "False", "0", "no", "off" or empty as anonymous (a key), anything else as a member', () => {
  for (const value of ['False', '0', 'no', 'OFF', '', ' false ']) {
    document.body.setAttribute('data-authenticated', value);
    expect(visitorKey(), value).toMatch(/^[0-9a-f]{24}$/);
  }
  for (const value of ['True', '1', 'yes', 'member']) {
    document.body.setAttribute('data-authenticated', value);
    expect(visitorKey(), value).toBeNull();
  }
});

it('a full or refused session storage still gives a key for this page, which is then not found again', () => {
  const setItem = vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const first = visitorKey();
  expect(first).toMatch(/^[0-9a-f]{24}$/);
  expect(visitorKey()).not.toBe(first);
  setItem.mockRestore();
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(visitorKey()).toMatch(/^[0-9a-f]{24}$/);
  expect(() => logoutVisitor()).not.toThrow();
});
