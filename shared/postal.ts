// Canadian postal codes, shared by the delivery-sector check and the form rules: normalisation and the one validity rule.
export function normalisePostalCode(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s-]+/g, '');
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/** A1A 1A1 as Canada Post issues it: D, F, I, O, Q and U never appear, W and Z never come first. */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

/** True for a normalised (upper case, one space) Canadian postal code. */
export const isCanadianPostalCode = (normalised: string): boolean => CANADIAN_POSTAL_CODE.test(normalised);
