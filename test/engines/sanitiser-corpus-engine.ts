// The sanitiser corpus in one engine: a bare page (no CSP, no widgets, served here) holding the sanitiser and the judge
// (sanitiser-corpus-page.ts, bundled from the sources), so a payload the sanitiser let through would really run.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, EngineName } from './driver.ts';
import { CORPUS } from './sanitiser-corpus.ts';
import { type CaseResult, type CorpusRun, FORM_PLACES, INSERTION_PATHS, resultId } from './sanitiser-corpus-page.ts';

async function judgeBundle(): Promise<string> {
  const result = await build({
    entryPoints: [resolve(import.meta.dirname, 'sanitiser-corpus-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__sfCorpus',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>corpus</title><script src="/corpus.js"></script></head><body></body></html>';

/** Serves the corpus page and its script; every other path (the images cases ask for) answers 404. */
async function serve(script: string): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    else if (req.url === '/corpus.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export function defineCorpusTests(name: EngineName, launch: () => Promise<Engine>): void {
  describe(`sanitiser corpus in ${name}`, () => {
    let engine: Engine | undefined;
    let served: { server: Server; baseUrl: string } | undefined;
    beforeAll(async () => {
      served = await serve(await judgeBundle());
      engine = await launch();
    });
    afterAll(async () => {
      await engine?.close();
      await new Promise((done) => served?.server.close(done));
    });

    it(`keeps all ${CORPUS.length} cases' promises through every insertion path and page form: nothing runs, loads, navigates or reaches the page`, async () => {
      if (!engine || !served) throw new Error('not started');
      const d = await engine.newPage({ lang: 'en' });
      await d.goto(`${served.baseUrl}/`);
      // One script call per place and path: the whole corpus in one call outlasts a driver's script timeout (30 s)
      // on a slow machine.
      const results: CaseResult[] = [];
      for (const place of FORM_PLACES)
        for (const path of INSERTION_PATHS)
          results.push(
            ...(await d.evaluate(
              (run) =>
                (
                  window as unknown as {
                    __sfCorpus: { runCorpus(ids: undefined, run: CorpusRun): Promise<CaseResult[]> };
                  }
                ).__sfCorpus.runCorpus(undefined, run),
              { places: [place], paths: [path] } satisfies CorpusRun,
            )),
          );
      const version = await engine.version();
      await d.close();
      const expected = FORM_PLACES.flatMap((place) =>
        INSERTION_PATHS.flatMap((path) => CORPUS.map((c) => resultId(c.id, path, place))),
      );
      expect(results.map((r) => r.id)).toEqual(expected);
      expect(results.filter((r) => r.problems.length > 0)).toEqual([]);
      console.info(
        `[sanitiser corpus] ${version}: ${CORPUS.length} cases × ${INSERTION_PATHS.length} insertion paths × the page's form ${FORM_PLACES.join('/')}, all kept`,
      );
    }, 240_000); // nearly three thousand judged insertions: a slow machine takes minutes
  });
}
