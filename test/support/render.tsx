// Mounts a widget the way a page does: a real custom element in the document, rendered with act().
import { act } from 'react';
import { islandsMounted } from '../../shared/define.ts';
import { onEachTeardown } from './teardown.ts';

export { recordNavigation } from './navigation.ts';

const mounted: Element[] = [];

/** Inserts HTML (tags included) into the body and waits for React to render it. */
export async function mountHtml(html: string, lang = 'en'): Promise<HTMLElement> {
  document.documentElement.lang = lang;
  const host = document.createElement('div');
  host.innerHTML = html;
  await act(async () => {
    document.body.append(host);
    // Islands mount one per task (shared/define.ts): the page is "mounted" once they all have.
    await islandsMounted();
  });
  mounted.push(host);
  return host;
}

/** Runs a change and lets React commit it. */
export async function settle(change?: () => unknown): Promise<void> {
  await act(async () => {
    await change?.();
  });
}

/** Removes what mountHtml added and lets the widgets unmount (they do so a microtask later). */
async function cleanup(): Promise<void> {
  await act(async () => {
    for (const host of mounted.splice(0)) host.remove();
    await Promise.resolve();
  });
}

// Test setup (test/setup.ts, test/setup-core.ts) unmounts through this after each test of a file that loaded it.
onEachTeardown(cleanup);
