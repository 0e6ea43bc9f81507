// Loads the sanitiser and the URL guard into a Chromium page (bundled with esbuild from the sources) for the fuzz passes.
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';

export interface SecurityApi {
  insertHtml(target: Element, html: string, mode?: 'replace' | 'append', source?: string): Node[];
  parseFragment(html: string, source?: string): DocumentFragment;
  problemsIn(root: Node, contentOrigins?: readonly string[]): string[];
  toSameOriginUrl(raw: unknown, base?: string): URL | null;
}
export type SecurityWindow = Window & { __sfSecurity: SecurityApi };

let bundled: Promise<string> | undefined;

/** The IIFE that defines window.__sfSecurity (built once per test file). */
export function securityBundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [resolve(import.meta.dirname, 'security-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__sfSecurity',
    target: 'es2022',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundled;
}

/** A bare same-origin page (no widgets) holding the bundle; evaluate() is not subject to the page's CSP. */
export async function openSecurityPage(page: Page, baseUrl: string): Promise<void> {
  await page.route(`${baseUrl}/__security`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><title>security</title></head><body><main id="fuzz"></main></body></html>',
    }),
  );
  await page.goto(`${baseUrl}/__security`);
  // The IIFE's `var` would stay local to the evaluated function: hand the API to window explicitly.
  await page.evaluate(`${await securityBundle()}\nwindow.__sfSecurity = __sfSecurity;`);
}
