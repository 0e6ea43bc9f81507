// Shows a server HTML fragment inside React, inserted safely (no script runs) and replaced when the HTML changes.
import { type HTMLAttributes, useLayoutEffect, useRef } from 'react';
import { insertHtml } from '../dom/html.ts';

interface Props extends HTMLAttributes<HTMLDivElement> {
  html: string;
  /** Called after each insertion with the container, e.g. to focus the first field. */
  onInserted?: (container: HTMLDivElement) => void;
  /** The URL the HTML came from: named in the console if the sanitiser had to remove scripts from it. */
  source?: string;
}

export function HtmlFragment({ html, onInserted, source, ...rest }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    insertHtml(ref.current, html, 'replace', source);
    onInserted?.(ref.current);
  }, [html, onInserted, source]);
  return <div ref={ref} {...rest} />;
}
