// Request patterns for the legacy endpoints of the table (shared/legacy/endpoints.ts), as the browser suites match calls.
import { ENDPOINTS, type PathEndpointName } from '../../shared/legacy/endpoints.ts';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A request URL ending with the endpoint's path (any origin; a path written with a trailing slash matches either way). */
export function callTo(name: PathEndpointName): RegExp {
  const path = ENDPOINTS[name].path;
  return new RegExp(`${escapeRegex(path.replace(/\/$/, ''))}${path.endsWith('/') ? '/?' : ''}$`);
}
