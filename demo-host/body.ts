// Typed, case-insensitive access to form-encoded bodies; every problem becomes a bilingual BadInput.
import type { FastifyRequest } from 'fastify';
import { type Lang, t } from './i18n.ts';
import { BadInput } from './results.ts';

const MAX_FIELD = 2000;

/** A whole number written plainly (a JSON integer or decimal digits): not "1e3", "0x1", "1.5", true or [1]. */
export const wholeNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v !== 'string' || !/^-?\d{1,15}$/.test(v.trim())) return null;
  return Number(v.trim());
};

export class Form {
  private readonly values = new Map<string, string>();
  constructor(
    body: unknown,
    readonly lang: Lang,
  ) {
    if (body && typeof body === 'object') {
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
        const value = Array.isArray(v) ? v[0] : v;
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          this.values.set(k.toLowerCase(), String(value));
      }
    }
  }
  private fail(key: Parameters<typeof t>[1], ...args: (string | number)[]): never {
    throw new BadInput(t(this.lang, 'badRequest', t(this.lang, key, ...args)));
  }
  opt(name: string, max = MAX_FIELD): string | undefined {
    const v = this.values.get(name.toLowerCase());
    if (v !== undefined && v.length > max) this.fail('tooLong', name, max);
    return v;
  }
  str(name: string, max = MAX_FIELD): string {
    const v = this.opt(name, max);
    if (v === undefined || v.trim() === '') this.fail('missingField', name);
    return v;
  }
  int(name: string, fallback?: number, min = -1, max = 1_000_000_000): number {
    const v = this.opt(name, 32);
    if (v === undefined || v.trim() === '') {
      if (fallback === undefined) this.fail('missingField', name);
      return fallback;
    }
    const n = wholeNumber(v);
    if (n === null || n < min || n > max) this.fail('badNumber', name);
    return n;
  }
  bool(name: string, fallback: boolean): boolean {
    const v = this.opt(name, 10)?.toLowerCase();
    return v === undefined || v === '' ? fallback : v === 'true' || v === '1';
  }
  json(name: string, max = 200_000): unknown {
    const v = this.str(name, max);
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return this.fail('badJson', name);
    }
  }
  /**
   * A list posted as form fields, `name[0][Field]=…` (jQuery's $.param) or `name[0].Field=…` (a form's), bound the way
   * an ASP.NET model binder binds them: rows in index order, field names in any case (returned lower-cased).
   */
  rows(name: string, max = 200): Record<string, string>[] {
    const prefix = name.toLowerCase();
    const rows = new Map<number, Record<string, string>>();
    for (const [key, value] of this.values) {
      if (!key.startsWith(`${prefix}[`)) continue;
      const m = /^\[(\d{1,4})\](?:\[([a-z_]\w*)\]|\.([a-z_]\w*))$/.exec(key.slice(prefix.length));
      const field = m?.[2] ?? m?.[3];
      if (!m || !field) continue;
      const index = Number(m[1]);
      rows.set(index, { ...rows.get(index), [field]: value });
    }
    if (rows.size > max) this.fail('tooLong', name, max);
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  }
  badInput(key: Parameters<typeof t>[1], ...args: (string | number)[]): never {
    return this.fail(key, ...args);
  }
}

export const formOf = (req: FastifyRequest): Form => new Form(req.body, req.ctx.lang);
