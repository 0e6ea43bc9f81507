// Canadian postal codes: the normalisation (delivery-sector check and form rules) and the form rules' "ca" expression.
export function normalisePostalCode(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s-]+/g, '');
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/** A1A 1A1 as Canada Post issues it: D, F, I, O, Q and U never appear, W and Z never come first. */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;
