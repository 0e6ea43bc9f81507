// The integrity check of the loader in WebKit: a chunk changed after the build is refused (test/engines/integrity.ts).

import { defineIntegrityTests } from './integrity.ts';
import { launchWebKit } from './webkit.ts';

defineIntegrityTests('webkit', launchWebKit);
