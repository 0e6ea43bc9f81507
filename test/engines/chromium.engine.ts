// The shopper journeys in Chromium.
import { launchChromium } from './chromium.ts';
import { defineJourneys } from './journeys.ts';

defineJourneys('chromium', launchChromium);
