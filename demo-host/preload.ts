// The build's preload lines in the layout's <head>, as the README's embed has them (docs/integrating.md §4): the
// chunks every page runs, and those of the page's own widgets that load at once, fetched with the HTML. `?preload=0`
// leaves them out.
import fs from 'node:fs';
import path from 'node:path';
import { type PreloadPlan, preloadLines } from '../shared/preload-lines.mjs';
import { html, type RawHtml, raw } from './html.ts';
import type { Lang } from './i18n.ts';

const isList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRecordOf = <T>(value: unknown, item: (v: unknown) => v is T): value is Record<string, T> =>
  typeof value === 'object' && value !== null && Object.values(value).every(item);

function parsePlan(text: string, file: string): PreloadPlan {
  const plan: unknown = JSON.parse(text);
  const p = plan as Partial<PreloadPlan>;
  if (
    !isList(p.every) ||
    !isList(p.french) ||
    !isRecordOf(p.keys, isList) ||
    !isRecordOf(p.integrity, (v): v is string => typeof v === 'string')
  )
    throw new Error(`${file}: not the build's preload plan (every, keys, french, integrity): rebuild`);
  return p as PreloadPlan;
}

/**
 * Whether the page's HTML holds an element for a registry key: a tag, or a class, of its selector list (the other
 * selectors are the behaviours' markers, which the loader finds itself, a round trip later).
 */
function onPage(key: string, page: string): boolean {
  return key.split(',').some((selector) => {
    const s = selector.trim();
    if (/^sf-[a-z0-9-]+$/.test(s)) return new RegExp(`<${s}[\\s>]`).test(page);
    if (/^\.[\w-]+$/.test(s)) return new RegExp(`class="[^"]*\\b${s.slice(1)}\\b`).test(page);
    return false;
  });
}

/**
 * What a page's async sections bring that its own HTML does not show yet: on demo-host they are product partials
 * (render/product.ts), each card with its add button, so their add engine is as knowable as the sections.
 */
const broughtBy = (page: string): string[] => (/<sf-async-section[\s>]/.test(page) ? ['.sf-add-to-cart'] : []);
const named = (key: string, selectors: string[]) => key.split(',').some((s) => selectors.includes(s.trim()));

/**
 * The lines for a page of a flavour (none when the build wrote no plan), read once per flavour; none for a widget of
 * `off` (switched off: its code is never run, so it is not fetched either).
 */
export function preloadLinesFor(
  distDir: string,
): (flavour: string, lang: Lang, page: string, off: readonly string[]) => RawHtml {
  const plans = new Map<string, PreloadPlan | null>();
  const planOf = (flavour: string) => {
    if (!plans.has(flavour)) {
      const file = path.join(distDir, flavour, 'preload.json');
      plans.set(flavour, fs.existsSync(file) ? parsePlan(fs.readFileSync(file, 'utf8'), file) : null);
    }
    return plans.get(flavour) ?? null;
  };
  return (flavour, lang, page, off) => {
    const plan = planOf(flavour);
    if (!plan) return html``;
    const files = new Set([
      ...plan.every,
      ...(lang === 'fr' ? plan.french : []),
      ...Object.entries(plan.keys)
        .filter(([key]) => onPage(key, page) || named(key, broughtBy(page)))
        .filter(([key]) => !off.includes(plan.names?.[key] ?? key))
        .flatMap(([, chunks]) => chunks),
    ]);
    // The build's own lines (trusted: its plan, read from dist/), each on a line of the layout's source.
    return raw(
      preloadLines(plan, [...files], `/dist/${flavour}/`)
        .map((line) => `\n${line}`)
        .join(''),
    );
  };
}
