// Choice lists given by the author as JSON attributes (sort, enter by, filters, per page, brands), checked with valibot.
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
  v.union([v.string(), v.number()]),
  v.transform((s): Choice => ({ value: String(s), label: String(s) })),
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

/**
 * The sort dropdown's values. A server value "sortBy" changes sortBy alone: the spec changes sortOrder only on a
 * display-mode change. An author may also write "sortBy:sortOrder" (sortOrder 0, ASC, 1 or DESC, in any case), an
 * addition beyond the spec that posts that order as written. A value that is neither is left out.
 */
interface SortValue {
  sortBy: number;
  /** Absent: the sortOrder in force is kept. */
  sortOrder?: string;
}

const SORT_ORDERS = ['0', 'ASC', '1', 'DESC'];

export function parseSortValue(value: string): SortValue | null {
  const [by = '', order, ...rest] = value.split(':');
  const n = Number(by);
  if (by.trim() === '' || !Number.isInteger(n) || n < 0 || rest.length > 0) return null;
  if (order === undefined) return { sortBy: n };
  const upper = order.trim().toUpperCase();
  return SORT_ORDERS.includes(upper) ? { sortBy: n, sortOrder: upper } : null;
}

const sortValueText = (v: SortValue): string =>
  v.sortOrder === undefined ? `${v.sortBy}` : `${v.sortBy}:${v.sortOrder}`;

/** The tag's sort choices, each value written back in one form ("2", "2:DESC"); malformed ones are left out. */
export function sortChoices(given: readonly Choice[]): Choice[] {
  return given.flatMap((c) => {
    const parsed = parseSortValue(c.value);
    return parsed ? [{ value: sortValueText(parsed), label: c.label }] : [];
  });
}

const descending = (order: string) => order === '1' || order === 'DESC';

/**
 * The dropdown value that shows the listing's sort: a choice with this sortBy and the same direction, else the
 * plain choice of this sortBy, else "sortBy:sortOrder" itself (shown as it is by withCurrent).
 */
export function currentSortValue(choices: readonly Choice[], sortBy: number, sortOrder: string): string {
  const parsed = choices.map((c) => parseSortValue(c.value));
  const same = (p: SortValue | null, ordered: boolean) =>
    p?.sortBy === sortBy &&
    (ordered
      ? p.sortOrder !== undefined && descending(p.sortOrder) === descending(sortOrder)
      : p.sortOrder === undefined);
  const match = parsed.find((p) => same(p, true)) ?? parsed.find((p) => same(p, false));
  return match ? sortValueText(match) : `${sortBy}:${sortOrder}`;
}

/** The tag's choices plus the current value when the list lacks it (a value from the query string or history). */
export function withCurrent(choices: readonly Choice[], current: string): Choice[] {
  return choices.some((c) => c.value === current) ? [...choices] : [...choices, { value: current, label: current }];
}
