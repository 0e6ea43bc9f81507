// A page left while its chunks come in, in Firefox: the shopper's next pages lose nothing (test/engines/left-mid-load.ts).

import { launchFirefox } from './firefox.ts';
import { defineLeftMidLoadTests } from './left-mid-load.ts';

defineLeftMidLoadTests('firefox', launchFirefox);
