// The walk of one add in call order (shared/README.md, "The cart: one path"): the files its functions enter, one step per change of file.
import { onTestFinished } from 'vitest';
import { define as defineEngine } from '../../widgets/add-to-cart/define.ts';
import { login, PLAIN, productHtml, recordSignals, startDemo, typeQty, until } from '../support/add-to-cart-demo.ts';
import { mountHtml, settle } from '../support/render.tsx';
import { walkOf } from './trace-entries.ts';

it('one add to the cart: the files it enters in order, and no more returns to a file already left than it had', async () => {
  defineEngine();
  const t = await startDemo();
  const p = await productHtml(t, PLAIN);
  // A member: the add goes straight to the cart (no delivery-sector check), as in test/integration/add-walk.test.ts.
  await login(t.fetch);
  document.body.dataset.authenticated = 'true';
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  typeQty(host.querySelector<HTMLInputElement>('.sf-qty'), '2');
  const signals = recordSignals();
  const entries: string[] = [];
  globalThis.__sfWalk = entries;
  onTestFinished(() => {
    globalThis.__sfWalk = undefined;
    delete document.body.dataset.authenticated;
  });
  await settle(() => host.querySelector<HTMLButtonElement>('[data-sf-add="cart"]')?.click());
  await until(() => signals.some((s) => s.event === 2));
  globalThis.__sfWalk = undefined;
  const walk = walkOf(entries);
  const files = new Set(walk.files);
  console.info(
    `[add walk in order] ${walk.files.length} steps, ${files.size} files, ${walk.returns} returns to a file already left:\n${walk.files.join('\n')}`,
  );
  // The click enters the add flow first; the cart module is on the walk.
  expect(walk.files.slice(0, 3)).toContain('widgets/add-to-cart/flow.ts');
  expect(files).toContain('shared/stores/cart.ts');
  // Measured 2026-11-26: 60 steps through 23 files (the click's delegation included), 37 of them back into a file
  // already left (46 before a quantity input's rules were read from the input itself, not through a callback).
  // Neither may grow.
  expect(files.size).toBeLessThanOrEqual(23);
  expect(walk.returns).toBeLessThanOrEqual(37);
});
