// The cart page view: the server content (swapped on refresh, keeping what the shopper is typing), the bulk comment
// actions, a polite refresh announcement.
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { insertHtml } from '../../shared/dom/index.ts';
import { captureTyping, restoreTyping } from './typing.ts';

interface Props {
  html: string;
  busy: boolean;
  label: string;
  announcement: string;
  onInserted: (content: HTMLDivElement) => void;
  children?: ReactNode;
}

export function CartPage({ html, busy, label, announcement, onInserted, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const content = ref.current;
    if (!content) return;
    // A refresh may land while the shopper types in another line's comment or the quick-add row: keep it.
    const typed = captureTyping(content);
    insertHtml(content, html);
    restoreTyping(content, typed);
    onInserted(content);
  }, [html, onInserted]);
  return (
    <section className="sf-cart-page__root" aria-label={label} aria-busy={busy}>
      <div ref={ref} className="sf-cart-page__content" />
      {children}
      <p className="sf-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
