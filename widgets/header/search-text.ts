// Search text rules of spec section 5: < and > removed, trimmed, empty never submitted; the query goes in qs.

/** What the field may hold: angle brackets are dropped as they are typed. */
export const stripAngles = (raw: string): string => raw.replace(/[<>]/g, '');

/** The query as sent and submitted. */
export const cleanQuery = (raw: string): string => stripAngles(raw).trim();

/** The results page URL with the query in qs (other parameters of the page URL are kept). */
export function searchPageUrl(searchUrl: string, query: string, base = window.location.href): string {
  const url = new URL(searchUrl, base);
  url.searchParams.set('qs', query);
  return url.href;
}
