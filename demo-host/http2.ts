// The shop over HTTP/2 (TLS, a self-signed certificate made at start): HTTP/2 has no status text, so a 401 says
// "log in" through its call-result body only (LEGACY-MARKUP.md §0). The same app answers both listeners.
import type { IncomingMessage, ServerResponse } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { generate } from 'selfsigned';

export type Http2Listener = { url: string; cert: string; close: () => Promise<void> };

/** Serves `app` over HTTP/2 (and HTTP/1.1 over TLS for clients that ask for it) on host:port (0: any free port). */
export async function listenHttp2(app: FastifyInstance, port = 0, host = '127.0.0.1'): Promise<Http2Listener> {
  await app.ready();
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    keyType: 'ec',
    curve: 'P-256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  // Fastify routes HTTP/2's compatibility request and response as it does with its own `http2: true` server; its
  // types name only HTTP/1's, hence the casts.
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) =>
    app.routing(req as unknown as IncomingMessage, res as unknown as ServerResponse),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `https://${host}:${bound}`,
    cert: pems.cert,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
