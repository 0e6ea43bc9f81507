// Tiny tagged-template HTML builder: every interpolation is escaped unless wrapped with raw().
import type { Lang } from './i18n.ts';
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

/**
 * A bool as the page writes it. The legacy server's views render a .NET bool ("True"/"False"); hand-written markup
 * says "true"/"false". demo-host speaks both so each is exercised: English pages and the fragments of English calls
 * the ASP.NET way, French ones in lower case (LEGACY-MARKUP.md §0).
 */
export const bool = (v: boolean, lang: Lang): string => (lang === 'en' ? (v ? 'True' : 'False') : v ? 'true' : 'false');
