// The walk of one add in call order (shared/README.md, "The cart: one path"): the files its functions enter, one step per change of file.
import { onTestFinished } from 'vitest';
import { memberAdd } from '../support/member-add.ts';
import { walkOf } from './trace-entries.ts';

it('one add to the cart: the files it enters in order, and no more returns to a file already left than it had', async () => {
  const add = await memberAdd();
  const entries: string[] = [];
  globalThis.__sfWalk = entries;
  onTestFinished(() => {
    globalThis.__sfWalk = undefined;
  });
  await add();
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
  // already left. Then 21 steps through 13 files, 8 returns, once the add read its sections and their flags in one
  // pass, built its texts only to show one, and was sent and ended from one module (send/send.ts). Then 15 steps
  // through 12 files, 3 returns, once the page was read in three passes (markup, flags, rules), the call result was
  // parsed and followed in the client, and the inputs were emptied by the flow. Then 4 returns once the add ends in
  // the spec's order (storefront spec §4, "Add-to-cart flow"): the popup is told before the page events, so the turn's
  // one cart change goes back into the cart module after the events module (it was events, cart, events). The add
  // decides its destination once and ends in one function (send/send.ts endAdd) at no further return. Measured
  // 2026-11-28: 30 steps through 12 files, 18 returns, once numbers were read by the shared reader one call per
  // attribute (quantity.ts and legacy-values.ts in turn, six times) and every reply field's null by a function of
  // legacy-values.ts (the client and it in turn). Then 16 steps through 12 files, 4 returns: the page's numbers (each
  // input's attributes and typed text, the ids) are read with its flags in one pass, a reply field's null is valibot's
  // own nullish default, and the call result is followed from http/reports.ts, so the add's end does not go back into
  // the client. Neither may grow.
  expect(files.size).toBeLessThanOrEqual(12);
  expect(walk.returns).toBeLessThanOrEqual(4);
});
