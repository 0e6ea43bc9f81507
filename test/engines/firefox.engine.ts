// The shopper journeys in Firefox.
import { launchFirefox } from './firefox.ts';
import { defineJourneys } from './journeys.ts';

defineJourneys('firefox', launchFirefox);
