// Fault switch for tests (registered only then): per request (x-demo-fault header) or per session (POST /__fault sets a cookie).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formOf } from '../body.ts';
import { callResult, Result, sendLoginRequired } from '../results.ts';

const FAULT_COOKIE = 'sffault';
export const DROPPED_HEADER = 'x-demo-dropped';
type Fault = { mode: string; path: string };
const MODES = /^(latency=\d{1,5}|500|malformed-json|html-instead-of-json|drop|401-login|401-empty|401-bare)$/;

/** Header value: "<mode>" or "<mode>;path=<prefix>"; the cookie holds the same format. */
const parseFault = (value: string | undefined): Fault | null => {
  if (!value) return null;
  const [mode = '', ...rest] = value.split(';').map((x) => x.trim());
  const path = rest.find((r) => r.startsWith('path='))?.slice(5) ?? '/';
  return MODES.test(mode) ? { mode, path: path || '/' } : null;
};

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Applies the fault; false when the call then goes on to its handler (latency), true when the fault answered it. */
const apply = async (f: Fault, req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
  if (f.mode.startsWith('latency=')) {
    await sleep(Number(f.mode.slice(8)));
    return false;
  }
  answer(f, req, reply);
  return true;
};

const answer = (f: Fault, req: FastifyRequest, reply: FastifyReply): void => {
  switch (f.mode) {
    case '500':
      return void reply.code(500).type('text/plain').send('Simulated server error');
    case 'malformed-json':
      return void reply.code(200).type('application/json').send('{"Result": 1, "StatusMessages": [');
    case 'html-instead-of-json':
      return void reply
        .code(200)
        .type('text/html')
        .send('<!doctype html><html><body><h1>Session expired</h1></body></html>');
    case 'drop':
      // inject() never settles on a destroyed socket, so in-process calls get a marker that createDemoFetch turns into a network error.
      if ('_lightMyRequest' in req.raw) return void reply.code(502).header(DROPPED_HEADER, '1').send('');
      reply.hijack();
      req.raw.socket.destroy();
      return;
    case '401-login':
      return void sendLoginRequired(req, reply);
    case '401-empty':
    case '401-bare': {
      // As over HTTP/2: no status text (writeHead with an explicit '' reason, because Node replaces an empty
      // statusMessage with "Unauthorized"). 401-empty says "log in" in its body; 401-bare says nothing at all.
      const body =
        f.mode === '401-empty' ? JSON.stringify(callResult(Result.REDIRECT, [], { RedirectUrl: '/login' })) : '';
      reply.hijack();
      reply.raw.writeHead(401, '', {
        'content-length': String(Buffer.byteLength(body)),
        'cache-control': 'no-store',
        ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      });
      reply.raw.end(body);
      return;
    }
  }
};

export const registerFaults = (app: FastifyInstance): void => {
  // POST only: a GET is what an image or a link makes, even a same-origin one (a fragment's <img src="/__fault?…">),
  // and must not break every call of this browser. Another site's post is refused before it gets here (defences.ts).
  app.get('/__fault', async (_req, reply) =>
    reply.code(405).header('allow', 'POST').send({ error: 'POST /__fault with the form fields mode and path' }),
  );
  app.post('/__fault', async (req, reply) => {
    const form = formOf(req);
    const mode = form.opt('mode', 40) ?? 'off';
    const path = form.opt('path', 500) ?? '/';
    if (mode === 'off') {
      reply.clearCookie(FAULT_COOKIE, { path: '/' });
      return { fault: null };
    }
    const fault = parseFault(`${mode};path=${path}`);
    if (!fault)
      return reply.code(400).send({
        error:
          'mode must be latency=<ms>|500|malformed-json|html-instead-of-json|drop|401-login|401-empty|401-bare|off',
      });
    reply.setCookie(FAULT_COOKIE, `${fault.mode};path=${fault.path}`, { path: '/', sameSite: 'lax' });
    return { fault };
  });
  app.addHook('preHandler', async (req, reply) => {
    // The router matches /__FAULT too: so must this, or the switch could not be turned off.
    if (req.url.toLowerCase().startsWith('/__fault')) return;
    const header = req.headers['x-demo-fault'];
    const f = parseFault(typeof header === 'string' ? header : undefined) ?? parseFault(req.cookies[FAULT_COOKIE]);
    if (!f || !req.url.toLowerCase().startsWith(f.path.toLowerCase())) return;
    // An async hook that answered must return the reply, or Fastify runs the handler anyway (the add goes in).
    if (await apply(f, req, reply)) return reply;
  });
};
