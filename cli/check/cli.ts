#!/usr/bin/env node
// The package's bin (`npx storefront-islands check …`): built to dist/check/cli.mjs by cli/check/build.mjs.
import { run } from './run.ts';

process.exitCode = await run(process.argv.slice(2), {
  env: process.env,
  fetch: globalThis.fetch,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
