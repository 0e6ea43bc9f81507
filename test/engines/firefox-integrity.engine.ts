// The integrity check of the loader in Firefox: a chunk changed after the build is refused (test/engines/integrity.ts).
import { launchFirefox } from './firefox.ts';
import { defineIntegrityTests } from './integrity.ts';

defineIntegrityTests('firefox', launchFirefox);
