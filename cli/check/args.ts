// The command line: `storefront-islands check <page URL or HTML file>… [options]`.
import { parseArgs } from 'node:util';
import { DEFAULT_LIMITS } from './fetch-limits.ts';

export interface Options {
  targets: string[];
  json: boolean;
  lang: string | undefined;
  server: boolean;
  cookiesFile: string | undefined;
  allowWrites: boolean;
  /** The address an HTML file is served at (for same-origin URLs, the loader and --server). */
  baseUrl: string | undefined;
  /** Seconds each call may take, its body included. */
  timeout: number;
  help: boolean;
}

export class UsageError extends Error {}

const DEFAULT_TIMEOUT = DEFAULT_LIMITS.timeoutMs / 1000;
/** Seconds: a stuck server must not hold a CI job for longer. */
const MAX_TIMEOUT = 600;

export const USAGE = `Usage: storefront-islands check <page URL or HTML file>... [options]

Checks every sf-* tag and every behaviour's markup with the widgets' own readers.

Options:
  --json                 one JSON document on stdout (for CI)
  --lang en|fr           language of the messages (default: LANG)
  --server               also call the page's read-only endpoints and check each reply
  --cookies-file <path>  cookies for a signed-in probe (cookies.txt, or one "a=b; c=d" line)
  --allow-writes         also make the calls that change data (a test account only; needs --cookies-file)
  --base-url <url>       where an HTML file is served (default http://localhost/)
  --timeout <seconds>    most time one call may take, its body included (default ${DEFAULT_TIMEOUT}, at most ${MAX_TIMEOUT})
  -h, --help             this text

Exit code: 0 clean, 1 findings, 2 usage or I/O error.`;

export function parseOptions(argv: readonly string[]): Options {
  const args = [...argv];
  // `npx storefront-islands check …`: the command word is optional.
  if (args[0] === 'check') args.shift();
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const options: Options = {
    targets: positionals,
    json: values.json === true,
    lang: values.lang,
    server: values.server === true,
    cookiesFile: values['cookies-file'],
    allowWrites: values['allow-writes'] === true,
    baseUrl: values['base-url'],
    timeout: values.timeout === undefined ? DEFAULT_TIMEOUT : Number(values.timeout),
    help: values.help === true,
  };
  if (options.help) return options;
  if (options.targets.length === 0) throw new UsageError('give at least one page URL or HTML file');
  if (options.lang !== undefined && !['en', 'fr'].includes(options.lang)) throw new UsageError('--lang is en or fr');
  if (!Number.isInteger(options.timeout) || options.timeout < 1 || options.timeout > MAX_TIMEOUT)
    throw new UsageError(`--timeout is a whole number of seconds from 1 to ${MAX_TIMEOUT}`);
  if (options.allowWrites && !options.cookiesFile)
    throw new UsageError('--allow-writes needs --cookies-file (a test account)');
  return options;
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      lang: { type: 'string' },
      server: { type: 'boolean' },
      'cookies-file': { type: 'string' },
      'allow-writes': { type: 'boolean' },
      'base-url': { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
