// What the shop sees in the field, in Chromium: each fault raises one sf:error and its report reaches the collector
// (test/engines/field-faults.ts).

import { launchChromium } from './chromium.ts';
import { defineFieldFaultTests } from './field-faults.ts';

defineFieldFaultTests('chromium', launchChromium);
