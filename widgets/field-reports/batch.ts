// One batch of the wire (shared/report/wire.ts): entries that do not fit are left out, and no batch goes without a release.
import * as v from 'valibot';
import { failureEntry, type ReportBatch, reportBatch, vitalEntry } from '../../shared/report/wire.ts';

const MAX_FAILURES = reportBatch.entries.failures.pipe[1].requirement;
const MAX_VITALS = reportBatch.entries.vitals.pipe[1].requirement;

/** A release the wire takes (`0.1.0 preact`). */
export const releaseFits = (release: unknown): release is string => v.is(reportBatch.entries.release, release);

interface BatchParts {
  release: string | undefined;
  page: string;
  failures: readonly unknown[];
  vitals: readonly unknown[];
}

/** The batch to send, or null when nothing that fits happened or the release is not one the wire takes. */
export function toBatch({ release, page, failures, vitals }: BatchParts): ReportBatch | null {
  const batch = {
    v: 1,
    release,
    page,
    failures: failures.filter((entry) => v.is(failureEntry, entry)).slice(0, MAX_FAILURES),
    vitals: vitals.filter((entry) => v.is(vitalEntry, entry)).slice(0, MAX_VITALS),
  };
  if (batch.failures.length + batch.vitals.length === 0) return null;
  const checked = v.safeParse(reportBatch, batch);
  return checked.success ? checked.output : null;
}
