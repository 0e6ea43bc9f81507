// Every story runs as a test (portable stories): a broken story or a failing play function fails CI.
/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../.storybook/preview.tsx';
import { startApp } from '../test/support/demo-app.ts';

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
// Live stories call the legacy endpoints: here they reach demo-host's real handlers in-process, as the Storybook
// dev server's middleware does in the browser (.storybook/demo-host-plugin.ts).
let live: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  live = await startApp();
});
beforeEach(() => {
  vi.stubGlobal('fetch', live.fetch);
});
afterAll(() => live.app.close());
// Stories run like a browser does (real timers, widgets rendering in their own roots), not inside act().
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/**
 * A story's canvas is on screen, and in Storybook the browser reports what it shows as in view; happy-dom lays
 * nothing out and its IntersectionObserver never reports. Every element a story observes is reported in view, in
 * a task of its own as a browser does (a counter's text waits for it: bench/JOURNAL.md "Counters as they come
 * near").
 */
class CanvasInView {
  readonly #report: IntersectionObserverCallback;
  readonly #watched = new Set<Element>();
  constructor(report: IntersectionObserverCallback) {
    this.#report = report;
  }
  observe(target: Element) {
    this.#watched.add(target);
    setTimeout(() => {
      if (!this.#watched.has(target)) return;
      this.#report(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    });
  }
  unobserve(target: Element) {
    this.#watched.delete(target);
  }
  disconnect() {
    this.#watched.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', CanvasInView);
});

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });

for (const [file, module] of Object.entries(modules)) {
  describe(file, () => {
    const composed: Record<string, { run: () => Promise<void> }> = composeStories(module);
    for (const [name, Story] of Object.entries(composed)) {
      it(name, async () => {
        await Story.run();
      });
    }
  });
}
