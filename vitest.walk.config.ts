// The walk of one add in call order (shared/README.md, "The cart: one path"): the unit settings, with every function of widgets/ and shared/ noting its file as it is entered.
import { defineConfig } from 'vitest/config';
import { traceEntries } from './test/walk/trace-entries.ts';
import base from './vitest.config.ts';

export default defineConfig({
  ...base,
  plugins: [traceEntries(import.meta.dirname)],
  test: { ...base.test, include: ['test/walk/**/*.test.ts'] },
});
