// The report: lines a person reads in a terminal (the default), or one JSON document for CI (--json).
import type { Finding } from './findings.ts';
import { type Lang, say } from './messages.ts';
import type { ProbeResult } from './server/run-probes.ts';
import { escapeControls, escapeJsonControls } from './terminal.ts';

export interface TargetReport {
  /** The page's URL or file, as given. */
  target: string;
  findings: Finding[];
  tags: number;
  behaviourAttributes: number;
  /** Present with --server. */
  probes?: Omit<ProbeResult, 'fragments'>[];
  /** Endpoints that change data, to none of whose paths a request was sent (no --allow-writes). */
  skipped?: string[];
}

export const failed = (report: TargetReport): boolean =>
  report.findings.length > 0 || (report.probes ?? []).some((p) => !p.ok);

/** The lines a person reads. Page and server text is in them (values, URLs, reasons): each line is printed escaped. */
export function human(reports: TargetReport[], lang: Lang): string {
  const out: string[] = [];
  for (const r of reports) {
    if (r.findings.length === 0)
      out.push(say(lang, 'report.clean', { file: r.target, tags: r.tags, behaviours: r.behaviourAttributes }));
    for (const f of r.findings) {
      const mark = f.severity === 'error' ? '✖' : '⚠';
      const where = f.source ? `${r.target} (${f.source})` : r.target;
      out.push(`${where}:${f.line}:${f.column}  ${mark} ${f.rule}  ${f.message}`, `    → ${f.fix}`);
    }
    const errors = r.findings.filter((f) => f.severity === 'error').length;
    if (r.findings.length > 0) out.push(say(lang, 'report.summary', { errors, warnings: r.findings.length - errors }));
    if (r.probes) {
      out.push('', `${say(lang, 'report.server')}:`);
      const width = Math.max(...r.probes.map((p) => p.endpoint.length), 8);
      for (const p of r.probes)
        out.push(
          `  ${p.ok ? '✔' : '✖'} ${p.endpoint.padEnd(width)}  ${p.method} ${new URL(p.url).pathname}${p.ok ? '' : `  ${p.reason}`}`,
        );
      if (r.probes.every((p) => p.ok)) out.push(say(lang, 'report.server-clean', { count: r.probes.length }));
      if (r.skipped?.length)
        out.push(say(lang, 'report.server-skipped', { count: r.skipped.length, list: r.skipped.join(', ') }));
    }
    out.push('');
  }
  return out.map(escapeControls).join('\n');
}

export const json = (reports: TargetReport[]): string =>
  `${escapeJsonControls(JSON.stringify({ ok: !reports.some(failed), reports }, null, 2))}\n`;
