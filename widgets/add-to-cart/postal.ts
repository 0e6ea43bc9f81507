// Postal code normalisation of spec section 5: upper case, no hyphens or spaces, one space after the 3rd character.
export function normalisePostalCode(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s-]+/g, '');
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}
