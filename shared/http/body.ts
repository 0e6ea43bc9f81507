// Form encoding of the legacy calls: the spec's field names, lists and objects sent as JSON strings.
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
