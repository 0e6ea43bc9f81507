// My baskets logic: the new cart's name rule (required, at most the field's maxlength); no React here.
import { parsePositiveWhole } from '../../shared/config/legacy-values.ts';
export const CREATE_FORM = 'form.sf-basket-create';
/** The contract's limit when the field gives none (account page: maxlength="80"). */
const BASKET_NAME_MAX = 80;
export type BasketNameProblem = 'nameRequired' | 'nameTooLong' | null;

export function validateBasketName(value: string, max = BASKET_NAME_MAX): BasketNameProblem {
  const name = value.trim();
  if (name === '') return 'nameRequired';
  return name.length > max ? 'nameTooLong' : null;
}

export function maxOf(field: HTMLInputElement): number {
  return parsePositiveWhole(field.getAttribute('maxlength')) ?? BASKET_NAME_MAX;
}
