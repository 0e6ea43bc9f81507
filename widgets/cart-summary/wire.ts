// What the page checker (cli/check) may read of this widget besides its manifest: its attributes' schema.
export { cartSummarySchema } from './config.ts';
