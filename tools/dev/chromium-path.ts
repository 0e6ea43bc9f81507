// Finds Debian's chromium (or CHROME_PATH); fails loudly with the install command when it is missing.
import { existsSync } from 'node:fs';

const INSTALL_HINT =
  'Chromium not found for the browser suite: install it with `apt-get update && apt-get install -y chromium` (or set CHROME_PATH).';

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`${INSTALL_HINT} Looked in: ${candidates.join(', ')}`);
  return found;
}

/** Flags that keep Chromium quiet on a closed network (docs/contributing.md "Browser journeys in three engines"). Playwright adds its own fresh temp --user-data-dir. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
