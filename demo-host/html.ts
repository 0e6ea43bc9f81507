// Tiny tagged-template HTML builder: every interpolation is escaped unless wrapped with raw().
export class RawHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const raw = (value: string): RawHtml => new RawHtml(value);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const NEEDS_ESCAPE = /[&<>"']/;
export const escapeHtml = (value: string): string =>
  NEEDS_ESCAPE.test(value) ? value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c) : value;

type Part = string | number | boolean | null | undefined | RawHtml | readonly Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof RawHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

export const html = (strings: TemplateStringsArray, ...values: Part[]): RawHtml => {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new RawHtml(out);
};

/** Attribute-safe boolean string, because the legacy contract uses "true"/"false". */
export const bool = (v: boolean): string => (v ? 'true' : 'false');
