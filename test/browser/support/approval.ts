// Starting to add products to the seeded order SO-10421 for approval, as the buyer does: the button on their
// approvals page (a POST: a GET changes nothing), which leads to the catalogue.
import type { Session } from './session.ts';

export async function startApprovalEdit(s: Session): Promise<void> {
  await s.page.goto(s.url('/account/approval'));
  await s.page
    .getByRole('button', {
      name: s.pick('Add products to order SO-10421', 'Ajouter des produits à la commande SO-10421'),
    })
    .click();
  await s.page.waitForURL((u) => u.pathname === s.url('/catalog'));
}
