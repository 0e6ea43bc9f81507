// Quantity confirmation modal: mode 0 (invalid quantities, with the reason) and mode 1 (above threshold).

import type { ProductLine } from '../cart/lines.ts';
import { checkQty } from '../cart/validate.ts';
import { type CatalogueRepo, title } from '../catalogue/repo.ts';
import { html } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';

export const renderQtyConfirmation = (
  repo: CatalogueRepo,
  toConfirm: ProductLine[],
  confirmed: ProductLine[],
  mode: number,
  lang: Lang,
): string => {
  const rows = toConfirm.map((l) => {
    const p = repo.productByCode(l.ProductCode);
    const uoms = p ? repo.uoms(p.id) : [];
    const u = uoms.find((x) => x.id === l.Uom) ?? uoms[0];
    const above = pick(lang, `Above ${u?.must_confirm ?? 0}`, `Plus de ${u?.must_confirm ?? 0}`);
    // Mode 0 lists invalid quantities and, in bulk tables, large ones too: a valid one says which threshold it passed.
    const reason =
      mode === 0
        ? p && u
          ? (checkQty(p.code, l.Qty, u, lang)?.Message ??
            (u.must_confirm > 0 && l.Qty > u.must_confirm
              ? above
              : pick(lang, 'Please check this quantity.', 'Veuillez vérifier cette quantité.')))
          : pick(lang, 'Unknown product.', 'Produit inconnu.')
        : above;
    return html`<tr class="sf-qty-confirm__row" data-product-code="${l.ProductCode}" data-uom="${l.Uom}">
<td class="sf-qty-confirm__title">${p ? title(p, lang) : l.ProductCode}</td><td class="sf-qty-confirm__reason">${reason}</td>
<td><input type="text" class="sf-qty-confirm__qty" name="qty" inputmode="numeric" value="${l.Qty}" productcode="${l.ProductCode}" iduom="${l.Uom}" uniquecodes="${l.UniqueCodes}" aria-label="${pick(lang, 'Quantity', 'Quantité')}"></td></tr>`;
  });
  const intro =
    mode === 0
      ? pick(
          lang,
          'Some quantities are invalid or need your confirmation.',
          'Certaines quantités sont invalides ou doivent être confirmées.',
        )
      : pick(lang, 'Please confirm these large quantities.', 'Veuillez confirmer ces grandes quantités.');
  return html`<form class="sf-qty-confirm" data-mode="${mode}"><p class="sf-qty-confirm__intro">${intro}</p>
<table class="sf-qty-confirm__table"><thead><tr><th>${pick(lang, 'Product', 'Produit')}</th><th>${pick(lang, 'Note', 'Remarque')}</th><th>${pick(lang, 'Quantity', 'Quantité')}</th></tr></thead><tbody>${rows}</tbody></table>
<input type="hidden" class="sf-qty-confirm__confirmed" name="productsConfirmed" value="${JSON.stringify(confirmed)}">
<button type="submit" class="sf-qty-confirm__ok" data-sf-confirm="yes">${pick(lang, 'Confirm', 'Confirmer')}</button>
<button type="button" class="sf-qty-confirm__cancel" data-sf-confirm="no">${pick(lang, 'Cancel', 'Annuler')}</button></form>`
    .value;
};
