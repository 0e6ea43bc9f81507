// Page readiness: loader start → every sf-* widget rendered + painted, on a real demo-host page (home, listing).
import { longTasks } from './long-tasks-heap.mjs';
import { openPage, waitInteractive } from './page.mjs';

/** `urlPath` with the flavour switch; 0.5 s after interactive, so long tasks right after it are counted too. */
export async function pageLoad(ctx, urlPath) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle);
  try {
    await p.page.goto(`${ctx.origin}${urlPath}${urlPath.includes('?') ? '&' : '?'}flavour=${ctx.flavour}`);
    const r = await waitInteractive(p.page);
    await p.page.waitForTimeout(500);
    return { ...r, longtasks: await longTasks(p.page) };
  } finally {
    await p.close();
  }
}
