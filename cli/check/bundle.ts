// Which release a page runs: the loader names its copy { flavour, version } (tools/build/chunk-plan.mjs registrySource), and
// the page's storefront.js is compared with the package this checker came from.
import type { Finding } from './findings.ts';
import { type Lang, say } from './messages.ts';

/** The identity as esbuild writes it, minified (`{flavour:"preact",version:"0.1.0"}`) or not (JSON keys, spaces). */
const IDENTITY = /\{\s*"?flavour"?\s*:\s*"(\w+)"\s*,\s*"?version"?\s*:\s*"([^"]+)"\s*\}/;

export function bundleIdentity(source: string): { flavour: string; version: string } | null {
  const match = IDENTITY.exec(source);
  return match ? { flavour: match[1] ?? '', version: match[2] ?? '' } : null;
}

/** A finding when the page's storefront.js is another release than `expected`, or cannot be read. */
export async function checkBundle(
  loader: { src: string; line: number; column: number },
  address: string,
  expected: string,
  read: (url: string) => Promise<string>,
  lang: Lang,
): Promise<Finding | null> {
  const url = new URL(loader.src, address).href;
  const place = { line: loader.line, column: loader.column, element: 'script', attribute: 'src', value: loader.src };
  let identity: ReturnType<typeof bundleIdentity>;
  try {
    identity = bundleIdentity(await read(url));
    if (!identity) throw new Error('no { flavour, version } in the file');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ...place,
      rule: 'bundle-unreadable',
      severity: 'warning',
      message: say(lang, 'bundle-unreadable.message', { url, reason }),
      fix: say(lang, 'bundle-unreadable.fix'),
    };
  }
  if (identity.version === expected) return null;
  const params = { found: identity.version, flavour: identity.flavour, expected };
  return {
    ...place,
    rule: 'stale-bundle',
    severity: 'warning',
    message: say(lang, 'stale-bundle.message', params),
    fix: say(lang, 'stale-bundle.fix', params),
  };
}
