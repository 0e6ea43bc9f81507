// The add both walk tests measure (shared/README.md, "The cart: one path"): a member adds 2 of a plain product, which goes straight to the cart.
import { onTestFinished } from 'vitest';
import { define as defineEngine } from '../../widgets/add-to-cart/define.ts';
import { login, PLAIN, productHtml, recordSignals, startDemo, typeQty, until } from './add-to-cart-demo.ts';
import { mountHtml, settle } from './render.tsx';

/** Sets the page up (demo-host, a member, the product's section, 2 typed); `add()` clicks and waits for the popup's OPEN. */
export async function memberAdd(): Promise<() => Promise<void>> {
  defineEngine();
  const t = await startDemo();
  const p = await productHtml(t, PLAIN);
  // A member: no delivery-sector check.
  await login(t.fetch);
  document.body.dataset.authenticated = 'true';
  onTestFinished(() => {
    delete document.body.dataset.authenticated;
  });
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  typeQty(host.querySelector<HTMLInputElement>('.sf-qty'), '2');
  const signals = recordSignals();
  return async () => {
    await settle(() => host.querySelector<HTMLButtonElement>('[data-sf-add="cart"]')?.click());
    await until(() => signals.some((s) => s.event === 2));
  };
}
