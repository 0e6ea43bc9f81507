// Event delegation: behaviour for server-rendered HTML attaches once to a root, so later fragments need no script.
export function delegate<K extends keyof HTMLElementEventMap>(
  root: Element | Document,
  type: K,
  selector: string,
  handler: (event: HTMLElementEventMap[K], matched: HTMLElement) => void,
  options?: AddEventListenerOptions,
): () => void {
  const listener = (event: Event) => {
    const origin = event.target;
    if (!(origin instanceof Element)) return;
    const matched = origin.closest<HTMLElement>(selector);
    if (matched && (root === document || (root as Element).contains(matched))) {
      handler(event as HTMLElementEventMap[K], matched);
    }
  };
  root.addEventListener(type, listener, options);
  return () => root.removeEventListener(type, listener, options);
}
