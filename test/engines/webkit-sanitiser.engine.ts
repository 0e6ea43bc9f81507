// The sanitiser corpus in WebKit (test/engines/sanitiser-corpus.ts).

import { defineCorpusTests } from './sanitiser-corpus-engine.ts';
import { launchWebKit } from './webkit.ts';

defineCorpusTests('webkit', launchWebKit);
