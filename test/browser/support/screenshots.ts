// Saves full-page screenshots to test-results/screenshots/ (git-ignored) under a stable name.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

const DIR = resolve(import.meta.dirname, '../../../test-results/screenshots');

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(DIR, { recursive: true });
  const path = join(DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path, fullPage: false, animations: 'disabled' });
  return path;
}
