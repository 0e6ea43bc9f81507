// The listing search: filters, sorting and paging over the products table, in SQL.
import type { Statement } from '../db/sqlite.ts';
import type { CatalogueRepo, Product } from './repo.ts';

export const MAX_PRODUCT_TO_SORT_BY_PRICE = 150;

export type ListingQuery = {
  /** 0 = all, -1 = an unknown category (CatalogueRepo.categoryRef). */
  categoryId: number;
  subCategoryGuid: string | null;
  search: string;
  enterBy: string;
  filterBy: string;
  powerSearchFilter: string;
  sortBy: number;
  desc: boolean;
  offset: number;
  limit: number;
};
export type ListingPage = { total: number; products: Product[]; priceSortUnavailable: boolean };

const statements = new WeakMap<CatalogueRepo, Map<string, Statement>>();
/** Listing SQL varies only by which filters are on, so prepared statements are cached per shape. */
const prepared = (repo: CatalogueRepo, sql: string): Statement => {
  const cache = statements.get(repo) ?? new Map<string, Statement>();
  statements.set(repo, cache);
  let st = cache.get(sql);
  if (!st) {
    st = repo.db.prepare(sql);
    cache.set(sql, st);
  }
  return st;
};

export const runListing = (repo: CatalogueRepo, q: ListingQuery): ListingPage => {
  const where: string[] = [];
  const args: (string | number)[] = [];
  const sub = q.subCategoryGuid ? repo.byGuid.get(q.subCategoryGuid.toLowerCase()) : undefined;
  const scope = sub ?? (q.categoryId !== 0 ? repo.byId.get(q.categoryId) : undefined);
  if (scope) {
    where.push(scope.level === 1 ? 'top_id = ?' : scope.level === 2 ? 'mid_id = ?' : 'leaf_id = ?');
    args.push(scope.id);
  } else if (q.categoryId !== 0) where.push('0');
  const words = q.search
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 6);
  for (const w of words) {
    where.push(`(lower(title_en) LIKE ? OR lower(title_fr) LIKE ? OR lower(code) LIKE ? OR lower(brand) LIKE ?
      OR id IN (SELECT c.cartridge_id FROM compat c JOIN products pr ON pr.id = c.printer_id WHERE lower(pr.title_en) LIKE ?))`);
    const like = `%${w.replace(/[%_]/g, '')}%`;
    args.push(like, like, like, like, like);
  }
  if (q.enterBy === 'new') where.push('is_new = 1');
  if (q.enterBy === 'bestsellers') where.push('popularity > 7000');
  if (q.filterBy === 'promo') where.push('promo = 1');
  if (q.filterBy === 'instock') where.push('stock > 0');
  if (q.filterBy === 'digital') where.push('digital = 1');
  if (q.powerSearchFilter !== '-1' && q.powerSearchFilter !== '') {
    where.push('brand = ?');
    args.push(q.powerSearchFilter);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (prepared(repo, `SELECT count(*) AS n FROM products ${clause}`).get(...args) as { n: number }).n;
  const priceSortUnavailable = q.sortBy === 2 && total > MAX_PRODUCT_TO_SORT_BY_PRICE;
  const dir = q.desc ? 'DESC' : 'ASC';
  const order =
    priceSortUnavailable || q.sortBy === 0
      ? 'popularity DESC, id'
      : q.sortBy === 1
        ? `title_en ${dir}, id`
        : q.sortBy === 2
          ? `price ${dir}, id`
          : q.sortBy === 3
            ? `code ${dir}`
            : `brand ${dir}, id`;
  const products = prepared(repo, `SELECT * FROM products ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
    ...args,
    q.limit,
    q.offset,
  ) as Product[];
  return { total, products, priceSortUnavailable };
};
