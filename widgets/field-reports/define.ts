// Defines the field reporter: a page with <meta name="sf-report"> sends its failures and vitals to that path.
import { fieldReports } from './field-reports.ts';

export function define(): void {
  fieldReports.attach();
}
