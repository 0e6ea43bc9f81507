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
 * The sort dropdown combines sortBy and sortOrder: each choice the tag gives is "sortBy" or "sortBy:sortOrder"
 * (sortOrder 0/ASC or 1/DESC), shown as "sortBy:ASC|DESC". A value that is neither is left out.
 */
export function sortChoices(given: readonly Choice[]): Choice[] {
  return given.flatMap((c) => {
    const [by = '', order = 'ASC'] = c.value.split(':');
    const n = Number(by);
    return by.trim() !== '' && Number.isInteger(n) && n >= 0 ? [{ value: sortValue(n, order), label: c.label }] : [];
  });
}

const descending = (order: string) => order === '1' || order.toUpperCase() === 'DESC';
export const sortValue = (sortBy: number, sortOrder: string): string =>
  `${sortBy}:${descending(sortOrder) ? 'DESC' : 'ASC'}`;

/** The tag's choices plus the current value when the list lacks it (a value from the query string or history). */
export function withCurrent(choices: readonly Choice[], current: string): Choice[] {
  return choices.some((c) => c.value === current) ? [...choices] : [...choices, { value: current, label: current }];
}
