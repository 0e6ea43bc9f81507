// What the page checker (cli/check) may read of this widget besides its manifest: which controls open a reply and the
// post id each names, as the widget reads them.
export { idPostOf, MESSAGE_REPLY_TRIGGER } from './store.ts';
