// Form encoding of the legacy calls: the contract's field names (LEGACY-MARKUP.md §8), lists and objects sent as JSON strings.
type FieldValue = string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>;
export type FormFields = Record<string, FieldValue>;

export function toFormBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return body;
}
