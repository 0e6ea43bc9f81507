// The shopper journeys in WebKit.

import { defineJourneys } from './journeys.ts';
import { launchWebKit } from './webkit.ts';

defineJourneys('webkit', launchWebKit);
