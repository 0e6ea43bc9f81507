// Shows a server HTML fragment inside React, inserted safely (no script runs) and replaced when the HTML changes.
import { type HTMLAttributes, useLayoutEffect, useRef } from 'react';
import { insertHtml } from '../dom/html.ts';

interface Props extends HTMLAttributes<HTMLDivElement> {
  html: string;
  /** Called after each insertion with the container, e.g. to focus the first field. */
  onInserted?: (container: HTMLDivElement) => void;
}

export function HtmlFragment({ html, onInserted, ...rest }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    insertHtml(ref.current, html);
    onInserted?.(ref.current);
  }, [html, onInserted]);
  return <div ref={ref} {...rest} />;
}
