// The tracking entities (widgets/tracking/README.md) as the legacy pages embed them in data-sf-track-* attributes.
import { catName, type Product, title, type Uom } from '../catalogue/repo.ts';
import type { Lang } from '../i18n.ts';
import type { Services } from '../services.ts';

/** The tracking Product entity for one product; price for the minimum = unit price × minqty. */
export const trackedProduct = (s: Services, p: Product, u: Uom | undefined, lang: Lang, position: number) => {
  const leaf = s.repo.byId.get(p.leaf_id);
  const price = u?.price ?? p.price;
  return {
    Code: p.code,
    Title: title(p, lang),
    Brand: p.brand,
    Category: leaf ? catName(leaf, lang) : '',
    Configurations: p.configurator ?? '',
    ListPosition: position,
    Price: price,
    PriceForMinQuantity: Math.round(price * (u?.min_qty ?? 1) * 100) / 100,
  };
};
