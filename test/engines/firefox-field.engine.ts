// What the shop sees in the field, in Firefox: each fault raises one sf:error and its report reaches the collector
// (test/engines/field-faults.ts).
import { defineFieldFaultTests } from './field-faults.ts';
import { launchFirefox } from './firefox.ts';

defineFieldFaultTests('firefox', launchFirefox);
