// What the shop sees in the field, in WebKit: each fault raises one sf:error and its report reaches the collector
// (test/engines/field-faults.ts).
import { defineFieldFaultTests } from './field-faults.ts';
import { launchWebKit } from './webkit.ts';

defineFieldFaultTests('webkit', launchWebKit);
