// Listing values given in the page's query string (read case-insensitively, LEGACY-MARKUP.md §10) override the attributes.
import { cleanQuery } from '../../shared/search-text.ts';
import { DISPLAY_MODES, type DisplayMode } from './config.ts';
import type { ListingState } from './state.ts';

const int = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
};

/** Returns the state with the query's values applied, and whether they differ from what the server rendered. */
export function applyQuery(state: ListingState, search: string): { state: ListingState; changed: boolean } {
  const s = { ...state };
  const mode = queryParam('displayMode', search)?.toLowerCase();
  if (mode && (DISPLAY_MODES as readonly string[]).includes(mode)) s.displayMode = mode as DisplayMode;
  s.sortBy = int(queryParam('sortBy', search), 0, 99) ?? s.sortBy;
  const order = queryParam('sortOrder', search)?.toUpperCase();
  if (order && ['0', 'ASC', '1', 'DESC'].includes(order)) s.sortOrder = order;
  s.userResultPerPage = int(queryParam('userResultPerPage', search), 1, 100) ?? s.userResultPerPage;
  s.enterBy = queryParam('enterBy', search)?.trim() || s.enterBy;
  s.filterBy = queryParam('filterBy', search)?.trim() || s.filterBy;
  const sub = queryParam('subCategoryId', search)?.trim();
  if (sub && /^[0-9a-f-]{36}$/i.test(sub)) s.subCategoryId = sub;
  // The header search submits qs (LEGACY-MARKUP.md §10); it only fills a listing the author left without a search string.
  if (s.searchstring === '') s.searchstring = cleanQuery(queryParam('qs', search) ?? '');
  const changed = (Object.keys(s) as (keyof ListingState)[]).some((k) => s[k] !== state[k]);
  return { state: s, changed };
}

/** Reads a query-string parameter case-insensitively (LEGACY-MARKUP.md §10). */
function queryParam(name: string, search: string = location.search): string | null {
  for (const [key, value] of new URLSearchParams(search)) if (key.toLowerCase() === name.toLowerCase()) return value;
  return null;
}
