// The cart/quote popup view: a disclosure button with the count, the polite count announcement, the server content.
import { type KeyboardEvent, useRef } from 'react';
import { CountBadge } from '../../shared/ui/CountBadge.tsx';
import { disclosureButton } from '../../shared/ui/disclosure.ts';
import { useSfId } from '../../shared/ui/useSfId.ts';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useEscapeOutside } from './use-escape-outside.ts';

interface CartSummaryTexts {
  label: string;
  toggle: string;
  countText: string;
  loading: string;
}
export interface CartSummaryProps {
  open: boolean;
  html: string | null;
  loading: boolean;
  count: number | null;
  forQuote: boolean;
  texts: CartSummaryTexts;
  onToggle: () => void;
  onClose: () => void;
  onEnter: () => void;
  onLeave: () => void;
}

export function CartSummary({
  open,
  html,
  loading,
  count,
  forQuote,
  texts,
  onToggle,
  onClose,
  onEnter,
  onLeave,
}: CartSummaryProps) {
  const panelId = useSfId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEscapeOutside(open, rootRef, onClose);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
    toggleRef.current?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the closing timer; Esc is the keyboard way.
    <div
      ref={rootRef}
      className="sf-cart-summary"
      data-for-quote={forQuote}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        {...disclosureButton(open, panelId, onToggle)}
        className="sf-cart-summary__toggle"
        aria-label={texts.toggle}
      >
        <span className="sf-cart-summary__label">{texts.label}</span>
        {/* A real space: without it the visible text reads "Cart0", one word the name cannot contain. */}{' '}
        <CountBadge
          pillClass="sf-cart-summary__pill"
          valueClass="sf-cart-summary__count"
          count={count}
          text={count === null ? '' : String(count)}
        />
      </button>
      <span className="sf-visually-hidden" role="status" aria-live="polite">
        {count === null ? '' : texts.countText}
      </span>
      <SummaryPanel id={panelId} open={open} html={html} loading={loading} texts={texts} />
    </div>
  );
}
