// The shopper journeys in Chromium, preact flavour (a file per engine and flavour, so that two run side by side).
import { launchChromium } from './chromium.ts';
import { defineJourneys } from './journeys.ts';

defineJourneys('chromium', launchChromium, 'preact');
