// The header's search text: the shared cleaning rules (empty never submitted) and the results URL with the query in qs.

export { cleanQuery, stripAngles } from '../../../shared/search-text.ts';

/** The results page URL with the query in qs (other parameters of the page URL are kept). */
export function searchPageUrl(searchUrl: string, query: string, base = window.location.href): string {
  const url = new URL(searchUrl, base);
  url.searchParams.set('qs', query);
  return url.href;
}
