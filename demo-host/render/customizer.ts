// Product customizer form (text, select, checkbox and radio fields) returned as ProductCustomizerSection.

import type { ResolvedLine } from '../cart/lines.ts';
import { title } from '../catalogue/repo.ts';
import { html, type RawHtml, raw } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';

type Field = {
  name: string;
  type: 'text' | 'select' | 'checkbox' | 'radio';
  label: [string, string];
  options?: [string, string, string][];
};

const CUSTOMIZER_FIELDS: readonly Field[] = [
  { name: 'EngravingText', type: 'text', label: ['Text to print', 'Texte à imprimer'] },
  {
    name: 'InkColour',
    type: 'select',
    label: ['Ink colour', "Couleur d'encre"],
    options: [
      ['black', 'Black', 'Noir'],
      ['blue', 'Blue', 'Bleu'],
      ['red', 'Red', 'Rouge'],
    ],
  },
  { name: 'GiftWrap', type: 'checkbox', label: ['Gift wrap', 'Emballage cadeau'] },
  {
    name: 'Font',
    type: 'radio',
    label: ['Font', 'Police'],
    options: [
      ['serif', 'Serif', 'Avec empattement'],
      ['sans', 'Sans serif', 'Sans empattement'],
      ['script', 'Script', 'Cursive'],
    ],
  },
];

const fieldHtml = (f: Field, code: string, lang: Lang): RawHtml => {
  const label = pick(lang, f.label[0], f.label[1]);
  switch (f.type) {
    case 'text':
      return html`<label>${label} <input type="text" class="sf-customizer__field" data-field-type="text" name="${f.name}" maxlength="40" required></label>`;
    case 'select':
      return html`<label>${label} <select class="sf-customizer__field" data-field-type="select" name="${f.name}">${(f.options ?? []).map(([v, en, fr]) => html`<option value="${v}">${pick(lang, en, fr)}</option>`)}</select></label>`;
    case 'checkbox':
      return html`<label><input type="checkbox" class="sf-customizer__field" data-field-type="checkbox" name="${f.name}" value="true"> ${label}</label>`;
    case 'radio':
      return html`<fieldset class="sf-customizer__radios" data-field-type="radio" data-name="${f.name}"><legend>${label}</legend>${(
        f.options ?? []
      ).map(
        ([v, en, fr], i) =>
          html`<label><input type="radio" class="sf-customizer__field" data-field-type="radio" name="${code}__${f.name}" data-name="${f.name}" value="${v}"${i === 0 ? raw(' checked') : ''}> ${pick(lang, en, fr)}</label>`,
      )}</fieldset>`;
  }
};

export const renderCustomizer = (lines: ResolvedLine[], lang: Lang): string =>
  html`<form class="sf-customizer">${lines
    .filter((l) => l.product.customizer === 1)
    .map(
      (l) =>
        html`<fieldset class="sf-customizer__product" data-product-code="${l.product.code}" data-uom="${l.uom.id}" data-qty="${l.qty}"><legend>${title(l.product, lang)}</legend>${CUSTOMIZER_FIELDS.map((f) => fieldHtml(f, l.product.code, lang))}</fieldset>`,
    )}<button type="submit" class="sf-customizer__ok">${pick(lang, 'Add to cart', 'Ajouter au panier')}</button></form>`
    .value;
