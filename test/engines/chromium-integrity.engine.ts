// The integrity check of the loader in Chromium: a chunk changed after the build is refused (test/engines/integrity.ts).
import { launchChromium } from './chromium.ts';
import { defineIntegrityTests } from './integrity.ts';

defineIntegrityTests('chromium', launchChromium);
