// The walk of one add (shared/README.md, "The cart: one path"): which of our files run code between the click and the cart told to open, measured with V8's precise coverage.
import { Session } from 'node:inspector/promises';
import { onTestFinished } from 'vitest';
import { define as defineEngine } from '../../widgets/add-to-cart/define.ts';
import { login, PLAIN, productHtml, recordSignals, startDemo, typeQty, until } from '../support/add-to-cart-demo.ts';
import { mountHtml, settle } from '../support/render.tsx';

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
  defineEngine();
  const t = await startDemo();
  const p = await productHtml(t, PLAIN);
  // A member: the add goes straight to the cart (no delivery-sector check).
  await login(t.fetch);
  document.body.dataset.authenticated = 'true';
  onTestFinished(() => {
    delete document.body.dataset.authenticated;
  });
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  typeQty(host.querySelector<HTMLInputElement>('.sf-qty'), '2');
  const signals = recordSignals();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await filesRun(session);
  await settle(() => host.querySelector<HTMLButtonElement>('[data-sf-add="cart"]')?.click());
  await until(() => signals.some((s) => s.event === 2));
  const files = await filesRun(session);
  await session.post('Profiler.stopPreciseCoverage');
  session.disconnect();
  console.info(`[add walk] ${files.length} files:\n${files.join('\n')}`);
  // The add's own steps and the cart module are on the walk; the readers (popup, badges) react after it.
  expect(files).toEqual(expect.arrayContaining(['widgets/add-to-cart/flow.ts', 'shared/stores/cart.ts']));
  expect(files.length).toBeLessThanOrEqual(22);
});
