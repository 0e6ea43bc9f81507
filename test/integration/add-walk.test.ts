// The walk of one add (shared/README.md, "The cart: one path"): which of our files run code between the click and the cart told to open, measured with V8's precise coverage.
import { Session } from 'node:inspector/promises';
import { memberAdd } from '../support/member-add.ts';

interface ScriptCoverage {
  url: string;
  functions: { functionName: string; ranges: { count: number }[] }[];
}

/**
 * Our source files (no tests, no test support) where a function ran since the last take. A file whose module body
 * alone counts (constants, message catalogues, the endpoint table, a barrel's export getters) is read, not crossed.
 */
async function filesRun(session: Session): Promise<string[]> {
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  const path = (s: ScriptCoverage) => (s.url.split('?')[0] ?? '').replace(/^.*?\/(widgets|shared)\//, '$1/');
  return result
    .filter((s) => /^(widgets|shared)\/.*\.tsx?$/.test(path(s)) && !/\.test\.tsx?$/.test(path(s)))
    .filter((s) => s.functions.slice(1).some((f) => f.functionName !== 'get' && (f.ranges[0]?.count ?? 0) > 0))
    .map(path)
    .sort();
}

it('one add to the cart crosses no more files than it did (the walk in shared/README.md, "The cart: one path")', async () => {
  const add = await memberAdd();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await filesRun(session);
  await add();
  const files = await filesRun(session);
  await session.post('Profiler.stopPreciseCoverage');
  session.disconnect();
  console.info(`[add walk] ${files.length} files:\n${files.join('\n')}`);
  // The add's own steps and the cart module are on the walk; the readers (popup, badges) react after it.
  expect(files).toEqual(expect.arrayContaining(['widgets/add-to-cart/flow.ts', 'shared/stores/cart.ts']));
  // 22 files until the add read its sections in one pass and was sent from one module; 13 then; 12 since the call
  // result is parsed and followed in the client itself.
  expect(files.length).toBeLessThanOrEqual(12);
});
