// What the page checker (cli/check) may read of this widget besides its manifest: its attributes' schema and the body
// of its product call, the same the widget sends.
export { listingSchema } from './config.ts';
export { requestBodyFor } from './request-body.ts';
