// A pinned storefront.js (a release's own path: `/0.1.0/`, `@0.1.0`) holds the hashes every chunk is checked
// against, so its own integrity is what the whole chain rests on. The alias of a major (`/v0/`, `@0`) changes at each
// release and carries none by design (docs/integrating.md §2, §3).
import type { Finding } from './findings.ts';
import { type Lang, say } from './messages.ts';

/** A path segment that names one release: `0.1.0`, `v1.2.3-rc.1`, `storefront-islands@0.1.0`. */
const RELEASE = /^(?:[^/@]*@)?v?\d+\.\d+\.\d+(?:-[0-9a-z.-]+)?(?:\+[0-9a-z.-]+)?$/i;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

function isPinned(src: string, address: string): boolean {
  if (!URL.canParse(src, address)) return false;
  return new URL(src, address).pathname.split('/').some((segment) => RELEASE.test(decoded(segment)));
}

/** A finding when the page's loader is pinned and has no integrity (an empty one checks nothing either). */
export function checkLoaderIntegrity(
  loader: { src: string; integrity: string | null; line: number; column: number },
  address: string,
  lang: Lang,
): Finding | null {
  if ((loader.integrity ?? '').trim() !== '' || !isPinned(loader.src, address)) return null;
  return {
    line: loader.line,
    column: loader.column,
    element: 'script',
    attribute: 'src',
    value: loader.src,
    rule: 'loader-integrity',
    severity: 'error',
    message: say(lang, 'loader-integrity.message', { src: loader.src }),
    fix: say(lang, 'loader-integrity.fix'),
  };
}
