// A page left while its chunks come in, in WebKit: the shopper's next pages lose nothing (test/engines/left-mid-load.ts).
import { defineLeftMidLoadTests } from './left-mid-load.ts';
import { launchWebKit } from './webkit.ts';

defineLeftMidLoadTests('webkit', launchWebKit);
