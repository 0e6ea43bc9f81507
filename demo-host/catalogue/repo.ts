// Read access to the catalogue: products, units of measure, categories (cached, they never change).

import { EMPTY_GUID } from '../../shared/constants.ts';
import type { Database } from '../db/sqlite.ts';
import type { Lang } from '../i18n.ts';

export type Product = {
  id: number;
  code: string;
  leaf_id: number;
  mid_id: number;
  top_id: number;
  brand: string;
  title_en: string;
  title_fr: string;
  desc_en: string;
  desc_fr: string;
  price: number;
  ehf: number;
  digital: number;
  customizer: number;
  configurator: string | null;
  stock: number;
  promo: number;
  is_new: number;
  popularity: number;
  discontinued: number;
  replacement_id: number | null;
  hue: number;
};
export type Uom = {
  id: number;
  product_id: number;
  sort: number;
  label_en: string;
  label_fr: string;
  qty_multiple: number;
  min_qty: number;
  max_qty: number;
  must_confirm: number;
  price: number;
};
export type Category = {
  id: number;
  guid: string;
  parent_id: number | null;
  level: number;
  top_id: number;
  name_en: string;
  name_fr: string;
  sort: number;
};

export const title = (p: Product, lang: Lang): string => (lang === 'fr' ? p.title_fr : p.title_en);
export const catName = (c: Category, lang: Lang): string => (lang === 'fr' ? c.name_fr : c.name_en);
export const uomLabel = (u: Uom, lang: Lang): string => (lang === 'fr' ? u.label_fr : u.label_en);

export class CatalogueRepo {
  readonly categories: Category[];
  readonly byId = new Map<number, Category>();
  readonly byGuid = new Map<string, Category>();
  private readonly qByCode;
  private readonly qById;
  private readonly qUoms;
  private readonly qRelated;

  constructor(readonly db: Database) {
    this.categories = db.prepare<[], Category>('SELECT * FROM categories ORDER BY level, sort').all();
    for (const c of this.categories) {
      this.byId.set(c.id, c);
      this.byGuid.set(c.guid.toLowerCase(), c);
    }
    this.qByCode = db.prepare<[string], Product>('SELECT * FROM products WHERE code = ? COLLATE NOCASE');
    this.qById = db.prepare<[number], Product>('SELECT * FROM products WHERE id = ?');
    this.qUoms = db.prepare<[number], Uom>('SELECT * FROM uoms WHERE product_id = ? ORDER BY sort');
    this.qRelated = db.prepare<[number, string], Product>(
      'SELECT p.* FROM relations r JOIN products p ON p.id = r.related_id WHERE r.product_id = ? AND r.kind = ? GROUP BY p.id LIMIT 8',
    );
  }
  productByCode(code: string): Product | undefined {
    return this.qByCode.get(code);
  }
  productById(id: number): Product | undefined {
    return this.qById.get(id);
  }
  uoms(productId: number): Uom[] {
    return this.qUoms.all(productId);
  }
  uomsFor(ids: number[]): Map<number, Uom[]> {
    const map = new Map<number, Uom[]>();
    if (ids.length === 0) return map;
    const rows = this.db
      .prepare<number[], Uom>(
        `SELECT * FROM uoms WHERE product_id IN (${ids.map(() => '?').join(',')}) ORDER BY product_id, sort`,
      )
      .all(...ids);
    for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r]);
    return map;
  }
  related(productId: number, kind: 'sub' | 'comp'): Product[] {
    return this.qRelated.all(productId, kind);
  }
  /**
   * A category as a call names it: its GUID (what the pages write in data-category-id), or the numeric id of its
   * page URL. 0 = all: "", "0" or the empty GUID. -1 = no such category (the listing is then empty).
   */
  categoryRef(raw: string | undefined): number {
    const ref = (raw ?? '')
      .trim()
      .replace(/^\{|\}$/g, '')
      .toLowerCase();
    if (ref === '' || ref === '0' || ref === EMPTY_GUID) return 0;
    const c = /^\d+$/.test(ref) ? this.byId.get(Number(ref)) : this.byGuid.get(ref);
    return c?.id ?? -1;
  }
  /** The id pages write for a category: its GUID; the empty GUID for none (all). */
  guidOf(id: number): string {
    return this.byId.get(id)?.guid ?? EMPTY_GUID;
  }
  children(parentId: number | null): Category[] {
    return this.categories.filter((c) => c.parent_id === parentId);
  }
  /** Ancestors from the top level down to (and including) the category. */
  path(id: number): Category[] {
    const out: Category[] = [];
    for (let c = this.byId.get(id); c; c = c.parent_id ? this.byId.get(c.parent_id) : undefined) out.unshift(c);
    return out;
  }
  descendantLeaves(id: number): Category[] {
    const c = this.byId.get(id);
    if (!c) return [];
    if (c.level === 3) return [c];
    return this.children(id).flatMap((k) => this.descendantLeaves(k.id));
  }
}
