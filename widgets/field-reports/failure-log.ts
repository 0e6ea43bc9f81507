// The failures the page met, for the report: each sf:error detail once, and what its count grew by since last taken.
import type { FailureDetail } from '../../shared/report/failures.ts';
import type { FailureEntry } from '../../shared/report/wire.ts';
import { releaseFits } from './batch.ts';

export interface FailureLog {
  /** Keeps a detail (live: its count goes on growing); false when it was kept already. */
  note(detail: FailureDetail): boolean;
  /** One entry per detail whose count grew since the last take, that growth as its count; never the message. */
  take(): FailureEntry[];
  /** The bundle's release as the details name it, when one of them names one the wire takes. */
  release(): string | undefined;
}

export function createFailureLog(): FailureLog {
  /** Each detail → the count already taken. */
  const taken = new Map<FailureDetail, number>();
  return {
    note(detail) {
      if (taken.has(detail)) return false;
      taken.set(detail, 0);
      return true;
    },
    take() {
      const entries: FailureEntry[] = [];
      for (const [detail, before] of taken) {
        if (detail.count <= before) continue;
        taken.set(detail, detail.count);
        // Field by field: what the detail holds beside these (its message) never reaches the report.
        const { kind, widget, status, path } = detail;
        entries.push({
          kind,
          widget,
          ...(status === undefined ? {} : { status }),
          ...(path === undefined ? {} : { path }),
          count: detail.count - before,
        });
      }
      return entries;
    },
    release() {
      for (const { release } of taken.keys()) if (releaseFits(release)) return release;
      return undefined;
    },
  };
}
