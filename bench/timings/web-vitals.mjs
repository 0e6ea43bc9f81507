// The web-vitals attribution build as a script to inject into a bench page (it defines the global `webVitals`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const webVitalsIife = () =>
  fs.readFileSync(
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')),
      'web-vitals.attribution.iife.js',
    ),
    'utf8',
  );
