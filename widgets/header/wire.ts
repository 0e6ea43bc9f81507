// What the page checker (cli/check) may read of this widget besides its manifest: its attributes' schema, the URLs it
// calls and the schemas of the search's replies, the same the widget runs.
export { headerSchema } from './config.ts';
export { endpoints } from './endpoint-urls.ts';
export { optionsSchema } from './search/quick-search-store.ts';
export { suggestionSchema } from './search/suggestions.ts';
