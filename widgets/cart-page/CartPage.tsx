// The cart page view: the server content (swapped on refresh), the bulk comment actions, a polite refresh announcement.
import type { ReactNode } from 'react';
import { HtmlFragment } from '../../shared/ui/HtmlFragment.tsx';

interface Props {
  html: string;
  busy: boolean;
  label: string;
  announcement: string;
  onInserted: (content: HTMLDivElement) => void;
  children?: ReactNode;
}

export function CartPage({ html, busy, label, announcement, onInserted, children }: Props) {
  return (
    <section className="sf-cart-page__root" aria-label={label} aria-busy={busy}>
      <HtmlFragment html={html} className="sf-cart-page__content" onInserted={onInserted} />
      {children}
      <p className="sf-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
