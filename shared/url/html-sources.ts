// Which URL a piece of server HTML came from: the client notes its last HTML replies, the sanitiser names them in warnings.
const LIMIT = 20;
const sources = new Map<string, string>();

/** Called by the HTTP client for each HTML reply (the few most recent are kept). */
export function noteHtmlSource(html: string, url: string): void {
  if (html === '') return;
  sources.delete(html);
  sources.set(html, url);
  if (sources.size > LIMIT) sources.delete(sources.keys().next().value as string);
}

/** The URL whose reply was exactly this markup, if it is one of the recent ones. */
export const htmlSourceOf = (html: string): string | undefined => sources.get(html);
