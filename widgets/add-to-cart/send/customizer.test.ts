// ProductCustomizerValues from the customizer form: text, select, checkbox boolean, checked radio (prefixed names).
import { parseFragment } from '../../../shared/dom/html.ts';
import { readCustomizerValues } from './customizer.ts';

const FORM = `<form class="sf-customizer" novalidate>
  <fieldset class="sf-customizer__product" data-product-code="CUS-0042" data-uom="1" data-qty="2">
    <input type="text" class="sf-customizer__field" data-field-type="text" name="EngravingText" value="Hi" required>
    <select class="sf-customizer__field" data-field-type="select" name="InkColour"><option value="black">Black</option><option value="blue" selected>Blue</option></select>
    <input type="checkbox" class="sf-customizer__field" data-field-type="checkbox" name="GiftWrap" value="true">
    <fieldset class="sf-customizer__radios" data-field-type="radio" data-name="Font">
      <input type="radio" class="sf-customizer__field" data-field-type="radio" name="CUS-0042__Font" data-name="Font" value="serif">
      <input type="radio" class="sf-customizer__field" data-field-type="radio" name="CUS-0042__Font" data-name="Font" value="sans" checked>
    </fieldset>
  </fieldset></form>`;

function form(html = FORM): HTMLFormElement {
  const el = parseFragment(html).firstElementChild;
  if (!(el instanceof HTMLFormElement)) throw new Error('no form');
  document.body.append(el);
  return el;
}
const lines = [
  { Qty: 2, ProductCode: 'CUS-0042', Uom: 1, UniqueCodes: '' },
  { Qty: 1, ProductCode: 'PAP-0001', Uom: 3, UniqueCodes: '' },
];

it('reads each field type into {Name, Value} for its product only', () => {
  const f = form();
  expect(readCustomizerValues(f, lines)).toEqual([
    {
      ...lines[0],
      ProductCustomizerValues: [
        { Name: 'EngravingText', Value: 'Hi' },
        { Name: 'InkColour', Value: 'blue' },
        { Name: 'GiftWrap', Value: false },
        { Name: 'Font', Value: 'sans' },
      ],
    },
    lines[1],
  ]);
  f.remove();
});

it('refuses a form whose required field is empty', () => {
  const f = form(FORM.replace('value="Hi" ', ''));
  expect(readCustomizerValues(f, lines)).toBeNull();
  f.remove();
});
