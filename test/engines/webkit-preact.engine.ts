// The shopper journeys in WebKit, preact flavour (a file per engine and flavour, so that two run side by side).

import { defineJourneys } from './journeys.ts';
import { launchWebKit } from './webkit.ts';

defineJourneys('webkit', launchWebKit, 'preact');
