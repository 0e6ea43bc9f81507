// Order being edited for approval: which product/unit pairs it already holds (for uomduplicate).
import type { Services } from '../services.ts';

export const orderDuplicates = (s: Services, orderId: number): Set<string> => {
  if (orderId <= 0) return new Set();
  const rows = s.db
    .prepare<[number], { product_id: number; uom_id: number }>(
      'SELECT product_id, uom_id FROM order_lines WHERE order_id = ?',
    )
    .all(orderId);
  return new Set(rows.map((r) => `${r.product_id}:${r.uom_id}`));
};
