// Canadian postal code normalisation (spec section 5), shared by the delivery-sector check and the form rules.
export function normalisePostalCode(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s-]+/g, '');
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}
