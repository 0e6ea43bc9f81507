// Cart and quote count badges: links to the cart pages whose accessible names carry the count.
import { CountBadge } from '../../../shared/ui/CountBadge.tsx';

export interface CartBadgeProps {
  kind: 'cart' | 'quote';
  href: string;
  count: number | null;
  label: string;
  countText: string;
}

const CART_ICON = 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01';
const QUOTE_ICON = 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5';

export function CartBadge({ kind, href, count, label, countText }: CartBadgeProps) {
  return (
    <a className={`sf-header__badge sf-header__badge--${kind}`} href={href} aria-label={label}>
      {/* Inline icons: emoji depend on the visitor's fonts. */}
      <svg
        className="sf-header__badge-icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={kind === 'cart' ? CART_ICON : QUOTE_ICON}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <CountBadge
        pillClass="sf-header__badge-pill"
        valueClass="sf-header__badge-count"
        count={count}
        text={countText}
      />
    </a>
  );
}
