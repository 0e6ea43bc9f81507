// Search text rules shared by the header search, the listing's qs parameter and page-helpers' search fields.

/** What a search field may hold: < and > are dropped (the legacy server refuses them), nothing else changes. */
export const stripAngles = (raw: string): string => raw.replace(/[<>]/g, '');

/** The query as sent and submitted: angle brackets dropped, then trimmed. */
export const cleanQuery = (raw: string): string => stripAngles(raw).trim();
