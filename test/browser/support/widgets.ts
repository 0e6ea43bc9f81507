// Waits for sf-* custom elements to be defined and rendered, and lists the tags a page uses.
import type { Page } from 'playwright-core';

/** The sf-* tag names present in the page (custom elements or not yet). */
export async function sfTagsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...new Set(Array.from(document.querySelectorAll('*'), (e) => e.localName).filter((n) => n.startsWith('sf-'))),
    ].sort(),
  );
}

/** Resolves once every given tag is a defined custom element (the loader imports its chunk lazily). */
export async function waitForDefined(page: Page, tags: string[], timeout = 15_000): Promise<void> {
  await Promise.all(
    tags.map((tag) =>
      page
        .waitForFunction((t) => customElements.get(t) !== undefined, tag, { timeout })
        .catch(() => {
          throw new Error(`<${tag}> was never defined (its chunk did not load or define() failed)`);
        }),
    ),
  );
}

/** Tags that look like custom elements but are only markup hooks of the host, never defined. */
export const UNDEFINED_BY_DESIGN = new Set<string>();

/** Waits for a tag to be defined and to have rendered something of its own (a selector inside it). */
export async function waitForWidget(page: Page, tag: string, rendered: string): Promise<void> {
  await waitForDefined(page, [tag]);
  await page.locator(`${tag} ${rendered}`).first().waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * In the page: every sf-* element is defined and every island among them has committed its first render, but for
 * those asleep until their moment (data-sf-asleep: shared/loader/wake.ts) and the tags `off` names (switched off:
 * shared/loader/switches.ts), whose server markup is the page's.
 */
export const everyIslandTakenOver = (off?: readonly string[] | null): boolean =>
  Array.from(document.querySelectorAll('*'))
    .filter((e) => e.localName.startsWith('sf-') && !e.hasAttribute('data-sf-asleep') && !off?.includes(e.localName))
    .every(
      (e) =>
        customElements.get(e.localName) !== undefined && (!('serverContent' in e) || e.hasAttribute('data-sf-island')),
    );

/**
 * Resolves once every sf-* element on the page is defined and every island among them has committed its first
 * render (`data-sf-island`; islands carry `serverContent`). Network idle alone does not say so: islands mount in
 * slices after their chunks arrive, and on a busy machine the network can be quiet for 500 ms before they are done.
 */
export async function islandsSettled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(everyIslandTakenOver, null, { timeout, polling: 50 });
}
