// The init script added to every page: stamps loader start, define() calls, long tasks and widget readiness.

/**
 * Runs in the page before any of its scripts: loader start, define() calls, long tasks, widget readiness.
 * Playwright sends it to the page as source text, so it must stay self-contained (no imports, no outer variables).
 */
export function initScript() {
  const B = {
    loaderStart: null,
    defineAt: {},
    longtasks: [],
    widgets: [],
    readyAt: null,
    paintAt: null,
    tagReadyAt: {},
  };
  window.__bench = B;
  const flag = Symbol.for('storefront-islands.loader');
  let value;
  // The loader reads this flag first thing (shared/loader/storefront.ts): the first read is "the loader's start".
  Object.defineProperty(globalThis, flag, {
    configurable: true,
    get() {
      if (B.loaderStart === null) {
        B.loaderStart = performance.now();
        B.widgets = Array.from(document.querySelectorAll(':not(:defined)')).filter((el) =>
          el.localName.startsWith('sf-'),
        );
        watch();
      }
      return value;
    },
    set(v) {
      value = v;
    },
  });
  const define = CustomElementRegistry.prototype.define;
  CustomElementRegistry.prototype.define = function (name, ctor, options) {
    if (!(name in B.defineAt)) B.defineAt[name] = performance.now();
    return define.call(this, name, ctor, options);
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longtasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // A widget is rendered when its island's first commit is done: defineWidget marks the element data-sf-island then
  // (the server's children stay inside until that commit, so having children proves nothing).
  const rendered = (el) => customElements.get(el.localName) !== undefined && el.hasAttribute('data-sf-island');
  function check() {
    if (B.readyAt !== null || !B.widgets.length) return;
    const now = performance.now();
    let all = true;
    for (const el of B.widgets) {
      // Asleep until its moment (shared/loader/wake.ts): the server's markup is what the page shows meanwhile.
      if (el.hasAttribute('data-sf-asleep')) continue;
      if (rendered(el)) {
        if (!(el.localName in B.tagReadyAt)) B.tagReadyAt[el.localName] = now;
      } else all = false;
    }
    if (!all) return;
    B.readyAt = now;
    observer.disconnect();
    // First paint after it: the next frame, then the task after that frame.
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        B.paintAt = performance.now();
      };
      ch.port2.postMessage(0);
    });
  }
  const observer = new MutationObserver(check);
  function watch() {
    // The island attribute arrives after the commit's child mutations: watch it too, or the last one is missed.
    observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-sf-island', 'data-sf-asleep'],
    });
    check();
  }
  B.pending = () =>
    B.widgets.filter((el) => !rendered(el) && !el.hasAttribute('data-sf-asleep')).map((el) => el.localName);
}
