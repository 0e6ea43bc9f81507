// What the mega menu prepares once the page is idle, so that opening a panel does not start from cold.
import { mountHtml, settle } from '../../../test/support/render.tsx';
import { define } from '../define.ts';

const prefetched = vi.hoisted(() => ({ panel: 0 }));
vi.mock('../lazy-parts.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lazy-parts.ts')>();
  return {
    ...actual,
    prefetchBigMenuPanel: () => {
      prefetched.panel++;
      actual.prefetchBigMenuPanel();
    },
  };
});

const TAG = `<sf-header data-search-url="/search">
  <nav class="sf-bigmenu"><ul>
    <li class="sf-bigmenu__item" data-category-id="1"><a href="/category/1">Paper</a></li>
  </ul></nav></sf-header>`;

beforeAll(() => define());
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});

it('loads the panels’ code when the page is idle, not during the header’s first render nor in the first click', async () => {
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  await mountHtml(TAG);
  expect(prefetched.panel).toBe(0);
  await settle(() => {
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
  expect(prefetched.panel).toBe(1);
});
