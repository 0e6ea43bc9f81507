// The sanitiser corpus in Firefox (test/engines/sanitiser-corpus.ts).
import { launchFirefox } from './firefox.ts';
import { defineCorpusTests } from './sanitiser-corpus-engine.ts';

defineCorpusTests('firefox', launchFirefox);
