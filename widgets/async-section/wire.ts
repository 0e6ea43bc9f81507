// What the page checker (cli/check) may read of this widget besides its manifest: a section's item and the readers of
// its reply, the same functions the widget runs.
export { readSectionItem } from './item.ts';
export { parseReply, parseReplyItem } from './reply.ts';
