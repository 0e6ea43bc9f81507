// The page's own metas the bundle reads: where its field reports go (`<meta name="sf-report">`, a path of the site,
// widgets/field-reports) and which widgets it switches off (`<meta name="sf-off">`, tags and behaviours by name,
// shared/loader/switches.ts). A report address off the site sends nothing; a name that is no widget switches nothing off.
import { toSameOriginUrl } from '../../shared/url/guard.ts';
import type { Finding } from './findings.ts';
import { type Element, positionOf, select } from './html.ts';
import { MANIFESTS } from './manifests.ts';
import { type Lang, say } from './messages.ts';
import { closest } from './suggest.ts';

type Document = Parameters<typeof select>[1];

/** What sf-off may name: every tag, and every behaviour by its widgets/ folder. */
const switchable = (): string[] =>
  Object.entries(MANIFESTS).map(([folder, manifest]) => ('tag' in manifest ? manifest.tag : folder));

/** The reporter's own reading: a same-origin address with no query or fragment (a query could carry what the page holds). */
const isReportPath = (raw: string, address: string): boolean =>
  !/[?#]/.test(raw) && toSameOriginUrl(raw, address) !== null;

export function checkMetas(document: Document, address: string, lang: Lang, findings: Finding[]): void {
  for (const meta of select('meta[name="sf-report" i]', document)) {
    const value = meta.attribs.content ?? '';
    if (isReportPath(value, address)) continue;
    findings.push({
      ...at(meta),
      rule: 'report-off-site',
      severity: 'error',
      value,
      message: say(lang, 'report-off-site.message', { value }),
      fix: say(lang, 'report-off-site.fix'),
    });
  }
  const known = switchable();
  for (const meta of select('meta[name="sf-off" i]', document)) {
    const names = (meta.attribs.content ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    for (const name of names.filter((n) => !known.includes(n))) {
      const suggestion = closest(name, known);
      findings.push({
        ...at(meta),
        rule: 'off-unknown',
        severity: 'error',
        value: name,
        message: say(lang, 'off-unknown.message', { name }),
        fix: suggestion
          ? say(lang, 'off-unknown.fix', { suggestion })
          : say(lang, 'off-unknown.fix-none', { list: known.join(', ') }),
      });
    }
  }
}

const at = (meta: Element) => ({ ...positionOf(meta, 'content'), element: 'meta', attribute: 'content' });
