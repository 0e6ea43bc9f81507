// Reads the product customizer form (server HTML) into ProductCustomizerValues for each line that has a fieldset.
import type { CustomizerValue, ProductLine } from '../page/section.ts';

/** The lines with their values filled, or null when a required field is empty (the dialog then stays open). */
export function readCustomizerValues(form: HTMLFormElement, lines: readonly ProductLine[]): ProductLine[] | null {
  if (!form.checkValidity()) return null;
  const sets = Array.from(form.querySelectorAll<HTMLFieldSetElement>('.sf-customizer__product'));
  return lines.map((line) => {
    const set = sets.find(
      (s) =>
        s.dataset.productCode === line.ProductCode &&
        (s.dataset.uom === undefined || Number(s.dataset.uom) === line.Uom),
    );
    return set ? { ...line, ProductCustomizerValues: valuesOf(set) } : line;
  });
}

function valuesOf(set: HTMLFieldSetElement): CustomizerValue[] {
  const values: CustomizerValue[] = [];
  for (const field of Array.from(set.querySelectorAll<HTMLInputElement | HTMLSelectElement>('.sf-customizer__field'))) {
    const type = field.dataset.fieldType;
    // Radio names are prefixed per product (CODE__Font); data-name is the contract name.
    const name = field.dataset.name ?? field.name.replace(/^.*__/, '');
    if (type === 'checkbox' && field instanceof HTMLInputElement) values.push({ Name: name, Value: field.checked });
    else if (type === 'radio' && field instanceof HTMLInputElement) {
      if (field.checked) values.push({ Name: name, Value: field.value });
    } else values.push({ Name: name, Value: field.value });
  }
  return values;
}
