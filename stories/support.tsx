// Helpers for stories: render a widget tag the way a CMS page writes it.
import { useLayoutEffect, useRef } from 'react';

/** Renders trusted story markup (tags and attributes) into a container, once. */
export function PageMarkup({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    // Parse detached, then insert, as a browser does: widgets connect with their server children in place.
    const template = document.createElement('template');
    template.innerHTML = html;
    ref.current.replaceChildren(template.content);
  }, [html]);
  return <div ref={ref} />;
}

/** Waits until a condition holds (stories' play functions run against real timers). */
export async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
