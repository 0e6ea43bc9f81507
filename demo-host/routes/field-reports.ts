// The field reports' collector (the bundle's batches, shared/report/wire.ts) and the browsers' report endpoint
// (Reporting API: CSP and integrity violations), then the editors' page that shows them (routes/field-page.ts).
//
// Same origin only: both are POSTs, so defences.ts refuses one another site made (Sec-Fetch-Site cross-site or
// same-site, a foreign or "null" Origin) before its body is read, as for every POST. No CSRF token is asked for:
// navigator.sendBeacon and the browser's report delivery cannot send one, and none is needed, since a report changes
// nothing a shopper owns (no session, cart or preference is read or written: the handlers never look at a cookie and
// the tables have no column for one). What a forged report can do, from a script outside any browser too, is add rows
// to a chart: the wire's schema bounds each row, the body is refused whole past 64 KB, and each client address gets
// 120 posts a minute on each path.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { reportBatch } from '../../shared/report/wire.ts';
import { FieldReportStore } from '../db/field-reports.ts';
import { browserReports, reduceReport } from '../field/browser-report.ts';
import { BROWSER_REPORT_PATH, FIELD_REPORT_PATH } from '../field/paths.ts';
import { RateLimit } from '../field/rate-limit.ts';
import { pick } from '../i18n.ts';
import { callResult, MsgType, msg, Result } from '../results.ts';
import type { Services } from '../services.ts';
import { fieldPageRoutes } from './field-page.ts';

const MAX_BODY = 64 * 1024;
/** A page's bundle sends at most one batch every 10 s: 120 a minute is a dozen open tabs behind one address. */
const PER_MINUTE = 120;

/** The body as JSON, or undefined when it is none (refused as a whole, like one that does not fit the schema). */
const jsonOf = (body: unknown): unknown => {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

const refuse = (req: FastifyRequest, reply: FastifyReply): FastifyReply =>
  reply
    .code(400)
    .send(
      callResult(Result.ERROR, [
        msg(
          pick(req.ctx.lang, 'This report does not fit the wire.', 'Ce rapport ne respecte pas le format.'),
          MsgType.ERROR,
        ),
      ]),
    );

/**
 * A scope reading these body types (and only these: anything else is answered 415) as text, up to 64 KB (413 past
 * it, before the rest is read), and counting each client's posts.
 */
const reportScope = (
  app: FastifyInstance,
  s: Services,
  types: string[],
  routes: (scope: FastifyInstance, onRequest: (req: FastifyRequest, reply: FastifyReply) => Promise<void>) => void,
): void => {
  const limit = new RateLimit(PER_MINUTE, 60_000, s.now);
  void app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(types, { parseAs: 'string', bodyLimit: MAX_BODY }, (_req, body, done) =>
      done(null, body),
    );
    routes(scope, async (req, reply) => {
      const wait = limit.take(req.ip);
      if (wait > 0) await reply.code(429).header('retry-after', String(wait)).send();
    });
    done();
  });
};

export const fieldReportRoutes = (app: FastifyInstance, s: Services): void => {
  const store = new FieldReportStore(s.db, s.now);
  reportScope(app, s, ['text/plain', 'application/json'], (scope, onRequest) =>
    scope.post(FIELD_REPORT_PATH, { bodyLimit: MAX_BODY, onRequest }, async (req, reply) => {
      const batch = v.safeParse(reportBatch, jsonOf(req.body));
      if (!batch.success) return refuse(req, reply);
      store.addBatch(batch.output);
      return reply.code(204).send();
    }),
  );
  reportScope(app, s, ['application/reports+json'], (scope, onRequest) =>
    scope.post(BROWSER_REPORT_PATH, { bodyLimit: MAX_BODY, onRequest }, async (req, reply) => {
      const reports = v.safeParse(browserReports, jsonOf(req.body));
      if (!reports.success) return refuse(req, reply);
      store.addBrowserReports(reports.output.map(reduceReport));
      return reply.code(204).send();
    }),
  );
  fieldPageRoutes(app, s);
};
