// The getproducts form body an <sf-listing> with these data-* attributes sends, for fixtures that call the endpoint
// themselves (the bench, bench/listing-inject.ts, the live stories): the widget's own config, state and requestFields().
import { readConfig } from '../../shared/config/index.ts';
import { listingSchema } from './config.ts';
import { initialState, requestFields } from './state.ts';

/** `attributes` as the tag would carry them (`data-display-mode`, …); pages default to the state's own range. */
export function requestBodyFor(
  attributes: Readonly<Record<string, string>>,
  pageFrom?: number,
  pageTo?: number,
): string {
  // readConfig reads attributes only: a plain stand-in lets this run where there is no DOM (the bench, Node).
  const tag = { localName: 'sf-listing', getAttribute: (name: string) => attributes[name] ?? null } as Element;
  const state = initialState(readConfig(tag, { ...listingSchema, widgetAjaxUrl: { type: 'url', default: '' } }).config);
  const fields = requestFields(state, pageFrom ?? state.pageFrom, pageTo ?? Math.max(pageFrom ?? 1, state.pageTo));
  return new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString();
}
