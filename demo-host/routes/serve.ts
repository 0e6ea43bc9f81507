// Registers the legacy endpoints from the one table (shared/legacy/endpoints.ts): its method, its path, its member rule.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, type Endpoint, type PathEndpointName } from '../../shared/legacy/endpoints.ts';
import { type AddOptions, performAdd } from '../cart/add-flow.ts';
import { rejectAnonymous } from '../results.ts';
import type { Services } from '../services.ts';

type Handler = (req: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Serves one table entry. A member-only entry answers an anonymous visitor 401 `redirect_to_login:` before its
 * handler runs (LEGACY-MARKUP.md §0). `url` is for a path the author bases (`/:widgetCode/rendermyservices`).
 */
export function serve(app: FastifyInstance, name: PathEndpointName, handler: Handler, url?: string): void {
  const endpoint = ENDPOINTS[name];
  const memberOnly = (endpoint as Endpoint).memberOnly === true;
  app.route({
    method: endpoint.method,
    url: url ?? endpoint.path,
    handler: async (req, reply) => (memberOnly && rejectAnonymous(req, reply) ? reply : handler(req, reply)),
  });
}

/**
 * An add and its ActionOnConfirm (LEGACY-MARKUP.md §4): the add answers the confirmed path as the action to post
 * when it asks first, the confirmed path adds without asking. The same rules on every path: cart/add-flow.ts.
 */
export function serveAdd(
  app: FastifyInstance,
  s: Services,
  add: PathEndpointName,
  confirmed: PathEndpointName,
  options: Omit<AddOptions, 'confirmed' | 'actionUrl'>,
): void {
  serve(app, add, async (req) =>
    performAdd(s, req, { ...options, confirmed: false, actionUrl: ENDPOINTS[confirmed].path }),
  );
  serve(app, confirmed, async (req) => performAdd(s, req, { ...options, confirmed: true, actionUrl: '' }));
}
