// Baskets (carts and quotes), their lines and comments; owners are users or anonymous sessions.

import type { Ctx } from '../context.ts';
import type { Database } from '../db/sqlite.ts';
import type { ResolvedLine } from './lines.ts';

export type BasketKind = 'cart' | 'quote';
export type LineRow = {
  id: number;
  product_id: number;
  uom_id: number;
  qty: number;
  line_type: number;
  customizer: string | null;
};
const LineType = { PRODUCT: 1, PRODUCTCUSTOM: 2, GIFTCERTIFIFCATE: 4 } as const;

/** The owner whose baskets a handler writes: the user, else the session (created now if there is none). */
export const ownerOf = (ctx: Ctx): string => (ctx.user ? `u:${ctx.user.id}` : `s:${ctx.ensureSession()}`);
/** The owner whose baskets a handler reads, or null for a visitor without a session (nothing stored yet). */
export const readerOf = (ctx: Ctx): string | null =>
  ctx.user ? `u:${ctx.user.id}` : ctx.sessionId === null ? null : `s:${ctx.sessionId}`;

export class CartStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** The owner's current basket of that kind, without creating one (reads). */
  find(owner: string | null, kind: BasketKind): number | undefined {
    if (owner === null) return undefined;
    return this.db
      .prepare<[string, string], { id: number }>(
        'SELECT id FROM baskets WHERE owner = ? AND kind = ? AND is_current = 1',
      )
      .get(owner, kind)?.id;
  }
  current(owner: string, kind: BasketKind): number {
    const row = this.db
      .prepare<[string, string], { id: number }>(
        'SELECT id FROM baskets WHERE owner = ? AND kind = ? AND is_current = 1',
      )
      .get(owner, kind);
    if (row) return row.id;
    const name = kind === 'cart' ? 'Cart' : 'Quote';
    return Number(
      this.db
        .prepare('INSERT INTO baskets (owner, kind, name, is_current, created) VALUES (?, ?, ?, 1, ?)')
        .run(owner, kind, name, this.now()).lastInsertRowid,
    );
  }
  create(owner: string, name: string): number {
    return this.db.transaction(() => {
      this.db.prepare("UPDATE baskets SET is_current = 0 WHERE owner = ? AND kind = 'cart'").run(owner);
      return Number(
        this.db
          .prepare("INSERT INTO baskets (owner, kind, name, is_current, created) VALUES (?, 'cart', ?, 1, ?)")
          .run(owner, name, this.now()).lastInsertRowid,
      );
    })();
  }
  list(owner: string): { id: number; name: string; is_current: number; n: number }[] {
    return this.db
      .prepare<[string], { id: number; name: string; is_current: number; n: number }>(
        "SELECT b.id, b.name, b.is_current, (SELECT count(*) FROM lines l WHERE l.basket_id = b.id) AS n FROM baskets b WHERE owner = ? AND kind = 'cart' ORDER BY b.id",
      )
      .all(owner);
  }
  setCurrent(owner: string, id: number): boolean {
    return this.db.transaction(() => {
      const ok = this.db.prepare("SELECT 1 FROM baskets WHERE id = ? AND owner = ? AND kind = 'cart'").get(id, owner);
      if (!ok) return false;
      this.db.prepare("UPDATE baskets SET is_current = (id = ?) WHERE owner = ? AND kind = 'cart'").run(id, owner);
      return true;
    })();
  }
  /** Quantity of the plain (not customized) line of this product and unit in the basket, 0 if none. */
  plainQty(basketId: number | undefined, productId: number, uomId: number): number {
    if (basketId === undefined) return 0;
    return (
      this.db
        .prepare<[number, number, number], { q: number | null }>(
          'SELECT sum(qty) AS q FROM lines WHERE basket_id = ? AND product_id = ? AND uom_id = ? AND customizer IS NULL AND line_type = 1',
        )
        .get(basketId, productId, uomId)?.q ?? 0
    );
  }
  /** Adds every line or none (one transaction); merges quantities of identical plain lines. */
  addLines(basketId: number, lines: ResolvedLine[]): number {
    const find = this.db.prepare<[number, number, number], { id: number }>(
      'SELECT id FROM lines WHERE basket_id = ? AND product_id = ? AND uom_id = ? AND customizer IS NULL AND line_type = 1',
    );
    const bump = this.db.prepare('UPDATE lines SET qty = qty + ? WHERE id = ?');
    const ins = this.db.prepare(
      'INSERT INTO lines (basket_id, product_id, uom_id, qty, line_type, customizer, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const comment = this.db.prepare('INSERT INTO comments (line_id, text, created) VALUES (?, ?, ?)');
    return this.db.transaction(() => {
      for (const l of lines) {
        const custom =
          l.line.ProductCustomizerValues && l.line.ProductCustomizerValues.length > 0
            ? JSON.stringify(l.line.ProductCustomizerValues)
            : null;
        const existing = custom ? undefined : find.get(basketId, l.product.id, l.uom.id);
        if (existing) bump.run(l.qty, existing.id);
        const lineId = existing
          ? existing.id
          : Number(
              ins.run(
                basketId,
                l.product.id,
                l.uom.id,
                l.qty,
                custom ? LineType.PRODUCTCUSTOM : LineType.PRODUCT,
                custom,
                this.now(),
              ).lastInsertRowid,
            );
        if (l.line.Comment) comment.run(lineId, l.line.Comment, this.now());
      }
      return lines.length;
    })();
  }
  addCustomLine(basketId: number, productId: number, uomId: number, qty: number, note: string): void {
    this.db
      .prepare(
        'INSERT INTO lines (basket_id, product_id, uom_id, qty, line_type, customizer, created) VALUES (?, ?, ?, ?, 2, ?, ?)',
      )
      .run(basketId, productId, uomId, qty, note, this.now());
  }
  lines(basketId: number | undefined): LineRow[] {
    if (basketId === undefined) return [];
    return this.db
      .prepare<[number], LineRow>(
        'SELECT id, product_id, uom_id, qty, line_type, customizer FROM lines WHERE basket_id = ? ORDER BY id',
      )
      .all(basketId);
  }
  count(basketId: number | undefined): number {
    if (basketId === undefined) return 0;
    return (
      this.db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM lines WHERE basket_id = ?').get(basketId) ?? {
        n: 0,
      }
    ).n;
  }
  lineOwnedBy(lineId: number, owner: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM lines l JOIN baskets b ON b.id = l.basket_id WHERE l.id = ? AND b.owner = ?')
        .get(lineId, owner) !== undefined
    );
  }
  comments(lineId: number): { id: number; text: string }[] {
    return this.db
      .prepare<[number], { id: number; text: string }>('SELECT id, text FROM comments WHERE line_id = ? ORDER BY id')
      .all(lineId);
  }
  addComment(lineId: number, text: string): number {
    return Number(
      this.db.prepare('INSERT INTO comments (line_id, text, created) VALUES (?, ?, ?)').run(lineId, text, this.now())
        .lastInsertRowid,
    );
  }
  removeComment(lineId: number, commentId: number): boolean {
    return this.db.prepare('DELETE FROM comments WHERE id = ? AND line_id = ?').run(commentId, lineId).changes > 0;
  }
  /** Moves an anonymous session's cart lines into the user's current cart at login. */
  mergeInto(fromOwner: string | null, toOwner: string): void {
    this.db.transaction(() => {
      const from = this.find(fromOwner, 'cart');
      if (from === undefined) return;
      const to = this.current(toOwner, 'cart');
      this.db.prepare('UPDATE lines SET basket_id = ? WHERE basket_id = ?').run(to, from);
    })();
  }
}
