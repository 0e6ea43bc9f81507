// The field reports' tables: the bundle's failures and vitals (shared/report/wire.ts) and the browsers' reports
// (field/browser-report.ts), each row with the time it was received. Created beside the store's own schema when the
// collector is registered, like every table: CREATE ... IF NOT EXISTS on open.
import type { ReportBatch } from '../../shared/report/wire.ts';
import type { StoredBrowserReport } from '../field/browser-report.ts';
import type { Database } from './sqlite.ts';

const FIELD_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS field_failures (
  id INTEGER PRIMARY KEY, received INTEGER NOT NULL, release TEXT NOT NULL, page TEXT NOT NULL, kind TEXT NOT NULL,
  widget TEXT NOT NULL, status INTEGER, path TEXT, count INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS field_failures_received ON field_failures(received);
CREATE TABLE IF NOT EXISTS field_vitals (
  id INTEGER PRIMARY KEY, received INTEGER NOT NULL, release TEXT NOT NULL, page TEXT NOT NULL, name TEXT NOT NULL,
  value REAL NOT NULL, rating TEXT NOT NULL, widget TEXT, script TEXT);
CREATE INDEX IF NOT EXISTS field_vitals_name ON field_vitals(name, received);
CREATE TABLE IF NOT EXISTS browser_reports (
  id INTEGER PRIMARY KEY, received INTEGER NOT NULL, type TEXT NOT NULL, directive TEXT, blocked TEXT, document TEXT,
  source TEXT, line INTEGER, disposition TEXT, noise TEXT);
CREATE INDEX IF NOT EXISTS browser_reports_received ON browser_reports(received);
`;

/** Reports older than this are deleted (at most hourly, on a write): the page looks at the last week. */
const KEEP_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

export class FieldReportStore {
  private lastPrune = Number.NEGATIVE_INFINITY;
  readonly addBatch: (batch: ReportBatch) => void;
  readonly addBrowserReports: (reports: readonly StoredBrowserReport[]) => void;

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {
    db.exec(FIELD_SCHEMA_SQL);
    const failure = db.prepare(
      'INSERT INTO field_failures (received, release, page, kind, widget, status, path, count) VALUES (?,?,?,?,?,?,?,?)',
    );
    const vital = db.prepare(
      'INSERT INTO field_vitals (received, release, page, name, value, rating, widget, script) VALUES (?,?,?,?,?,?,?,?)',
    );
    const browser = db.prepare(
      'INSERT INTO browser_reports (received, type, directive, blocked, document, source, line, disposition, noise) VALUES (?,?,?,?,?,?,?,?,?)',
    );
    // One transaction each: a batch is stored whole or not at all.
    this.addBatch = db.transaction((batch: ReportBatch) => {
      const at = this.written();
      const head = [at, batch.release, batch.page] as const;
      for (const f of batch.failures) failure.run(...head, f.kind, f.widget, f.status ?? null, f.path ?? null, f.count);
      for (const x of batch.vitals) vital.run(...head, x.name, x.value, x.rating, x.widget ?? null, x.script ?? null);
    });
    this.addBrowserReports = db.transaction((reports: readonly StoredBrowserReport[]) => {
      const at = this.written();
      for (const r of reports)
        browser.run(at, r.type, r.directive, r.blocked, r.document, r.source, r.line, r.disposition, r.noise);
    });
  }

  /** The time a write is stamped with; reports past their keep are deleted first, at most hourly. */
  private written(): number {
    const now = this.now();
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      for (const table of ['field_failures', 'field_vitals', 'browser_reports'])
        this.db.prepare(`DELETE FROM ${table} WHERE received < ?`).run(now - KEEP_MS);
    }
    return now;
  }
}
