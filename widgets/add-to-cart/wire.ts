// What the page checker (cli/check) may read of this widget besides its manifest: the line a section posts and the
// reader of the add's reply, the same functions the widget runs.
export { lineFrom } from './page/section.ts';
export { parseAddResult } from './send/api.ts';
