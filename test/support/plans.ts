// Plans for the client's own tests: a read of each reply kind at a test path. The client's behaviour per reply kind
// does not depend on the path, so one read record (the fee popover's, form-encoded and shown) stands for all.
import { type FormFields, type Plan, plan } from '../../shared/http/plan.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';

export function readAt(url: string, reply: Plan['reply'], fields: FormFields = {}): Plan {
  return { ...plan(ENDPOINTS.productEhf, { url, fields }), reply };
}
