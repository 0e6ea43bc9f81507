// Long tasks (collected by the init script) and the V8 heap after a forced GC, read from a loaded page.

/** Count and longest duration of the long tasks observed since document start. */
export const longTasks = (page) =>
  page.evaluate(() => {
    const t = window.__bench.longtasks;
    return { count: t.length, longest: t.reduce((m, [, d]) => Math.max(m, d), 0) };
  });

/** V8 heap after a full GC (CDP), plus the DOM node count for context (the DOM lives outside the V8 heap). */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage').catch(() => {});
  const heap = await cdp.send('Runtime.getHeapUsage');
  const domNodes = await cdp
    .send('Performance.enable')
    .then(() => cdp.send('Performance.getMetrics'))
    .then((m) => m.metrics.find((x) => x.name === 'Nodes')?.value ?? null)
    .catch(() => null);
  return { heap, domNodes };
}
