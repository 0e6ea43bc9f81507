// The shopper journeys in Firefox, preact flavour (a file per engine and flavour, so that two run side by side).
import { launchFirefox } from './firefox.ts';
import { defineJourneys } from './journeys.ts';

defineJourneys('firefox', launchFirefox, 'preact');
