// The bench's one door into the TypeScript it measures with: demo-host's app and page list, the endpoint table, the
// listing's request body and the Chromium lookup. Static imports, so the import gate sees every arrow the bench
// draws; bench/gateway.mjs loads this module for the plain-Node scripts, and bench/listing-inject.ts imports it.
export { buildApp } from '../demo-host/app.ts';
export { pagesFor } from '../demo-host/pages/list.ts';
export { ENDPOINTS } from '../shared/legacy/endpoints.ts';
export { CHROMIUM_ARGS, chromiumPath } from '../tools/dev/chromium-path.ts';
export { requestBodyFor } from '../widgets/listing/request-body.ts';
