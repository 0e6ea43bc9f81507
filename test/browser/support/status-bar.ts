// Reads the status bar: the polite/assertive regions and the current message text.
import type { Locator, Page } from 'playwright-core';

export const statusRegion = (page: Page): Locator => page.locator('sf-status-bar [role=status]');
export const alertRegion = (page: Page): Locator => page.locator('sf-status-bar [role=alert]');

/** Waits until the status bar shows text matching the pattern (in either region) and returns the region role. */
export async function waitForStatusText(page: Page, pattern: RegExp, timeout = 15_000): Promise<'status' | 'alert'> {
  const any = page
    .locator('sf-status-bar [role=status], sf-status-bar [role=alert]')
    .filter({ hasText: pattern })
    .first();
  await any.waitFor({ state: 'visible', timeout });
  return (await any.getAttribute('role')) as 'status' | 'alert';
}

export const REQUEST_ERROR = {
  en: /Error while contacting server/i,
  fr: /Erreur lors de la requête au serveur/i,
} as const;
