// The bench's scripts run on plain Node, which cannot load demo-host's TypeScript: bench/gateway.ts is loaded here,
// through tsx, once, and this is the bench's only tsImport (bench/gateway.test.mjs holds it so).
import { tsImport } from 'tsx/esm/api';

export const { buildApp, pagesFor, ENDPOINTS, CHROMIUM_ARGS, chromiumPath, requestBodyFor } = await tsImport(
  './gateway.ts',
  import.meta.url,
);
