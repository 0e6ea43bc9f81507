// Choice lists given by the author as JSON attributes (sub-categories, power-search brands), checked with valibot.
import * as v from 'valibot';

export interface Choice {
  value: string;
  label: string;
}

const pair = v.pipe(
  v.object({ Item1: v.union([v.string(), v.number()]), Item2: v.string() }),
  v.transform((p): Choice => ({ value: String(p.Item1), label: p.Item2 })),
);
const plain = v.pipe(
  v.string(),
  v.transform((s): Choice => ({ value: s, label: s })),
);
const choices = v.array(v.union([pair, plain]));

/** Parses a choice list; a malformed one gives no choices and bad = true (the widget says so, in the page's language). */
export function parseChoices(raw: string): { choices: Choice[]; bad: boolean } {
  if (raw.trim() === '') return { choices: [], bad: false };
  try {
    const parsed = v.safeParse(choices, JSON.parse(raw));
    if (parsed.success) return { choices: parsed.output.filter((c) => c.value.trim() !== ''), bad: false };
  } catch {
    // Not JSON: reported below like any other bad shape.
  }
  console.warn('[storefront] <sf-listing> could not read a choice list:', raw);
  return { choices: [], bad: true };
}

/** The sort dropdown combines sortBy (0 relevance, 1 title, 2 price, 3 code, 4 brand) and sortOrder. */
export const SORT_CHOICES = [
  { key: 'sortRelevance', sortBy: 0, sortOrder: 'ASC' },
  { key: 'sortTitleAsc', sortBy: 1, sortOrder: 'ASC' },
  { key: 'sortTitleDesc', sortBy: 1, sortOrder: 'DESC' },
  { key: 'sortPriceAsc', sortBy: 2, sortOrder: 'ASC' },
  { key: 'sortPriceDesc', sortBy: 2, sortOrder: 'DESC' },
  { key: 'sortCode', sortBy: 3, sortOrder: 'ASC' },
  { key: 'sortBrand', sortBy: 4, sortOrder: 'ASC' },
] as const;

const descending = (order: string) => order === '1' || order.toUpperCase() === 'DESC';
export const sortValue = (sortBy: number, sortOrder: string): string =>
  `${sortBy}:${descending(sortOrder) ? 'DESC' : 'ASC'}`;

export const ENTER_BY = [
  { value: 'all', key: 'enterAll' },
  { value: 'new', key: 'enterNew' },
  { value: 'bestsellers', key: 'enterBestsellers' },
] as const;
export const FILTER_KINDS = [
  { value: 'all', key: 'filterKindAll' },
  { value: 'promo', key: 'filterPromo' },
  { value: 'instock', key: 'filterInStock' },
  { value: 'digital', key: 'filterDigital' },
] as const;
export const PER_PAGE = [12, 24, 48, 96] as const;
