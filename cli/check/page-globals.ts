// The two page globals the widgets' readers consult (window.location for same-origin URLs, <html> for the origin
// allow-lists, shared/url/guard.ts), lent for one synchronous check where Node has no DOM.

/** Runs `check` with `window.location.href` = the page's address and `document.documentElement` = its <html>. */
export function asOnPage<T>(address: string, root: Element | null, check: () => T): T {
  const scope = globalThis as { window?: unknown; document?: unknown };
  // In a browser-like test environment the globals exist already: the environment's own are kept.
  if (scope.window !== undefined) return check();
  scope.window = { location: { href: address } };
  scope.document = { documentElement: root };
  try {
    return check();
  } finally {
    delete scope.window;
    delete scope.document;
  }
}

/** Runs a widget reader with its console warnings held back: the checker reports the same problems its own way. */
export function quietly<T>(read: () => T): T {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return read();
  } finally {
    console.warn = warn;
  }
}
