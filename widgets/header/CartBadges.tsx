// Cart and quote count badges: links to the cart pages whose accessible names carry the count.
export interface CartBadgeProps {
  kind: 'cart' | 'quote';
  href: string;
  count: number | null;
  label: string;
  countText: string;
}

export function CartBadge({ kind, href, count, label, countText }: CartBadgeProps) {
  return (
    <a className={`sf-header__badge sf-header__badge--${kind}`} href={href} aria-label={label}>
      <span className="sf-header__badge-icon" aria-hidden="true">
        {kind === 'cart' ? '🛒' : '📄'}
      </span>
      {count !== null && (
        <span className="sf-header__badge-count" data-count={count} aria-hidden="true">
          {countText}
        </span>
      )}
    </a>
  );
}
