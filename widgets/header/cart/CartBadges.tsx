// The header's count badges, subscribed to the counts themselves: a count that arrives renders them, not the header.
import { useStore } from '@nanostores/react';
import type { Translate } from '../../../shared/i18n/index.ts';
import { $cartCounts, type CartTarget } from '../../../shared/stores/cart.ts';
import type messages from '../messages.ts';
import { CartBadge } from './CartBadge.tsx';

interface Props {
  kinds: readonly CartTarget[];
  hrefs: Record<CartTarget, string>;
  t: Translate<keyof (typeof messages)['en']>;
}

export function CartBadges({ kinds, hrefs, t }: Props) {
  const counts = useStore($cartCounts);
  return kinds.map((kind) => {
    const count = counts[kind];
    return (
      <CartBadge
        key={kind}
        kind={kind}
        href={hrefs[kind]}
        count={count}
        countText={count === null ? '' : String(count)}
        label={count === null ? t(`${kind}BadgeUnknown`) : t(`${kind}Badge`, { count })}
      />
    );
  });
}
