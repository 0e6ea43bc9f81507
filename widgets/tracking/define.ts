// Defines the tracking behaviour: server HTML marked data-sf-track* and the sf: add events become GA4 events.
import { tracking } from './page-tracking.ts';

export function define(): void {
  tracking.attach();
}
