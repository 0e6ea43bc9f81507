// The page's failure events a test heard: each sf:error's detail, in order (shared/report/failures.ts).
import { FAILURE_EVENT, type FailureDetail } from '../../shared/report/failures.ts';

/**
 * Listens for sf:error on document around each test of the file calling it (the console's warning kept quiet); the
 * list it returns is emptied before each test.
 */
export function hearFailures(): FailureDetail[] {
  const raised: FailureDetail[] = [];
  const hear = (event: Event) => void raised.push((event as CustomEvent<FailureDetail>).detail);
  beforeEach(() => {
    raised.length = 0;
    document.addEventListener(FAILURE_EVENT, hear);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => document.removeEventListener(FAILURE_EVENT, hear));
  return raised;
}
