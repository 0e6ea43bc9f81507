// A page left while its chunks come in, in Chromium: the shopper's next pages lose nothing (test/engines/left-mid-load.ts).

import { launchChromium } from './chromium.ts';
import { defineLeftMidLoadTests } from './left-mid-load.ts';

defineLeftMidLoadTests('chromium', launchChromium);
