// An IntersectionObserver a unit test drives: happy-dom's never reports, a page's does as the shopper scrolls.

/** Replaces the global IntersectionObserver; `enter(element)` reports the element near the viewport. */
export function fakeIntersections() {
  const observers: {
    callback: IntersectionObserverCallback;
    targets: Set<Element>;
    options: IntersectionObserverInit | undefined;
  }[] = [];
  class FakeObserver {
    readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: new Set(), options };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    enter(target: Element, isIntersecting = true) {
      for (const o of observers)
        if (o.targets.has(target))
          o.callback([{ target, isIntersecting } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    },
  };
}
