// The loader's integrity check in Chromium, in this suite (`npm test` runs Firefox and WebKit's in test/engines): a
// chunk changed after the build is refused, on a demo-host and Chromium of its own (test/engines/integrity.ts).
import { launchChromium } from '../engines/chromium.ts';
import { defineIntegrityTests } from '../engines/integrity.ts';

defineIntegrityTests('chromium', launchChromium);
