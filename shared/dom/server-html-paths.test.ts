// Server HTML reaches the page one way: sanitised (parseFragment*), then placed by placeServerNodes (insertHtml does
// both), which checks ids, references and forms before anything is connected. This reads the sources of shared/ and
// widgets/ and fails when a module could put server HTML in the page another way.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const THE_WALK = 'shared/dom/html.ts';

/** Every source module (tests aside) of shared/ and widgets/, comments stripped. */
function sources(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of ['shared', 'widgets']) {
    for (const file of readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|\.d\.ts$/.test(file)) continue;
      const path = join(folder, file);
      const text = readFileSync(join(ROOT, path), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
      found.set(relative(ROOT, join(ROOT, path)), text);
    }
  }
  return found;
}

/** Sinks that parse a string as HTML: only the walk's inert template may. */
const HTML_SINKS =
  /\.innerHTML\s*=[^=]|\.outerHTML\s*=[^=]|insertAdjacentHTML|createContextualFragment|DOMParser|document\.write|setHTMLUnsafe|parseHTMLUnsafe|dangerouslySetInnerHTML|srcdoc/;
/** DOM calls that connect nodes. */
const INSERTS =
  /\.(?:append|prepend|replaceChildren|replaceWith|insertBefore|appendChild|before|after|insertAdjacentElement)\(/;
/** A module that holds sanitised server HTML before it is placed: it parses it, or takes it as a fragment. */
const HOLDS_SERVER_HTML = /\bparseFragment(?:InSlices)?\b|:\s*DocumentFragment\b/;

/**
 * Modules that hold server HTML and still call an insertion, each with why it is not a way into the page. A new
 * entry here is a change to the sanitiser's promise: review it as one.
 */
const REVIEWED: Record<string, string> = {
  'shared/define.ts':
    "the island's copy of its own children, taken when it connects: a fragment's nodes are connected (so placed and checked) before that",
  'shared/dom/from-server.ts': 'marks nodes; inserts nothing',
  'widgets/cart-page/content.ts':
    'serialises its children in a detached holder; the string goes back in through insertHtml',
};

const all = sources();

it('no module but the walk parses a string as HTML', () => {
  const offenders = [...all].filter(([path, text]) => path !== THE_WALK && HTML_SINKS.test(text)).map(([p]) => p);
  expect(offenders).toEqual([]);
});

it('a module that holds sanitised server HTML places it through placeServerNodes (or insertHtml), never a DOM call', () => {
  const offenders = [...all]
    .filter(([path, text]) => path !== THE_WALK && HOLDS_SERVER_HTML.test(text) && INSERTS.test(text))
    .map(([path]) => path)
    .filter((path) => !(path in REVIEWED));
  expect(offenders).toEqual([]);
});

it('the reviewed exceptions still hold server HTML (an entry that no longer applies goes)', () => {
  const stale = Object.keys(REVIEWED).filter((path) => !HOLDS_SERVER_HTML.test(all.get(path) ?? ''));
  expect(stale).toEqual([]);
});

it('only an island itself sets its serverContent, from its own children when it connects', () => {
  const setters = [...all].filter(([, text]) => /\.serverContent\s*=[^=]|serverContent\s*:\s*[^;]*=/.test(text));
  expect(setters.map(([path]) => path)).toEqual(['shared/define.ts']);
  expect(all.get('shared/define.ts')).toMatch(/this\.serverContent = fragment;/);
});

it('the rule sees what it is for: an inserting module that parses server HTML is caught', () => {
  const planted =
    "import { parseFragment } from './html.ts';\nexport const put = (t: Element, h: string) => t.append(parseFragment(h));";
  expect(HOLDS_SERVER_HTML.test(planted) && INSERTS.test(planted)).toBe(true);
  expect(HTML_SINKS.test('el.innerHTML = reply;')).toBe(true);
  expect(HTML_SINKS.test('if (el.innerHTML === x) {}')).toBe(false);
});
