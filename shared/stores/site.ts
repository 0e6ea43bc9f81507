// Page-wide facts every island reads: site kind from the body class, the delivery-sector cookie.
import { atom } from 'nanostores';

export type SiteKind = 'b2b' | 'b2c' | 'none';

export function readSiteKind(
  body: HTMLElement | null = typeof document === 'undefined' ? null : document.body,
): SiteKind {
  if (body?.classList.contains('b2b')) return 'b2b';
  if (body?.classList.contains('b2c')) return 'b2c';
  return 'none';
}

export function readCookie(
  name: string,
  cookies = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeCookieValue(rest.join('='));
  }
  return null;
}

/** A malformed escape (`%E0%A4%A`, set by another script) is read as the raw text rather than thrown. */
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the legacy server reads plain cookies; the Cookie Store API is not in every browser we serve.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/** Whether this visitor already passed the delivery-sector check (CanDeliverToSector cookie, LEGACY-MARKUP.md §10). */
export const $canDeliverToSector = atom(false);

/**
 * The spec: the cookie "records that it passed", so its presence is the pass, whatever the value the server wrote
 * (`1`, `True`, a date…). Only an emptied one (`CanDeliverToSector=`, how a script clears a cookie) is no pass
 * (LEGACY-MARKUP.md §10).
 */
export function refreshDeliverySector(): boolean {
  const passed = (readCookie('CanDeliverToSector')?.trim() ?? '') !== '';
  $canDeliverToSector.set(passed);
  return passed;
}
