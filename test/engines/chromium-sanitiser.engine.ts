// The sanitiser corpus in Chromium (test/engines/sanitiser-corpus.ts).
import { launchChromium } from './chromium.ts';
import { defineCorpusTests } from './sanitiser-corpus-engine.ts';

defineCorpusTests('chromium', launchChromium);
