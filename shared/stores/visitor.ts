// The visitor of this tab as the bundle sees it: a key for what it keeps in session storage, forgotten on logout.
import { emitSfEvent, onSfEvent } from './events.ts';

/** Every session-storage key the bundle writes starts with this; logout removes them all. */
const PREFIX = 'sf-';
const VISITOR_KEY = `${PREFIX}visitor`;
/** Who the page said the visitor was when the key was made (see pageIdentity). */
const IDENTITY_KEY = `${PREFIX}visitor-page`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Who the server says the visitor is, read from the page at each use (LEGACY-MARKUP.md §0, page-level values): body
 * `data-authenticated` and the optional `data-sf-visitor`, an opaque value the server renders per session. Any change
 * of either (a login or logout in another tab or through a no-JS form, an expired session, a logout a fragment made)
 * means another visitor. A member's page without `data-sf-visitor` cannot tell one member from the next: nothing is
 * kept for it (`known` false).
 */
function pageIdentity(): { identity: string; known: boolean } {
  const body = document.body;
  const authenticated = body?.getAttribute('data-authenticated')?.trim() ?? '';
  const marker = body?.getAttribute('data-sf-visitor')?.trim() ?? '';
  // Anything but a plain "no" counts as a member: an unreadable value keeps nothing rather than risk a leak.
  const member = !/^(false|0|no|off)?$/i.test(authenticated);
  return { identity: JSON.stringify([authenticated, marker]), known: !member || marker !== '' };
}

/**
 * This visitor's key: what the bundle caches for a visitor is stored under it, so the next visitor of the tab
 * (after a logout, however it happened) gets a new key and never reads the previous one's entries. When the page
 * names another visitor than the one the key was made for, everything kept for the previous one is forgotten first.
 * Null when the page cannot tell visitors apart (a member's page without `data-sf-visitor`): keep nothing.
 */
export function visitorKey(): string | null {
  const store = storage();
  const { identity, known } = pageIdentity();
  if (store?.getItem(IDENTITY_KEY) !== identity) {
    forgetSessionData();
    try {
      store?.setItem(IDENTITY_KEY, identity);
    } catch {
      // Storage refused: the key below is not kept either, so nothing cached is found again.
    }
  }
  if (!known) return null;
  let key = store?.getItem(VISITOR_KEY);
  if (!key) {
    // getRandomValues works on plain-http pages too (randomUUID needs a secure context).
    key = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
    try {
      store?.setItem(VISITOR_KEY, key);
    } catch {
      // Storage full or refused: the key lives for this page only, and nothing cached is found again.
    }
  }
  return key;
}

/** Removes everything the bundle keeps in this tab's session storage (the visitor key included). */
export function forgetSessionData(): void {
  const store = storage();
  for (const key of Object.keys(store ?? {})) if (key.startsWith(PREFIX)) store?.removeItem(key);
}

/** The visitor logs out: forget their session data and tell the page (sf:logout on document). */
export function logoutVisitor(): void {
  forgetSessionData();
  emitSfEvent('sf:logout', null);
}

/** Forgets the session data when anything on the page raises sf:logout; returns the cleanup. */
export function watchLogout(): () => void {
  // A listener of its own: two listings on a page must not remove each other's.
  return onSfEvent('sf:logout', () => forgetSessionData());
}
