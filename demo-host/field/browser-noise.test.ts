// Browser reports the site cannot act on (extensions, browser internals, injected scripts) are kept apart from real
// violations, by one table of rules.
import { noiseOf, type ReducedReport } from './browser-noise.ts';

const csp = (change: Partial<ReducedReport>): ReducedReport => ({
  type: 'csp-violation',
  directive: 'script-src-elem',
  blocked: 'https://evil.example/x.js',
  source: 'http://127.0.0.1/dist/preact/storefront.js',
  line: 12,
  ...change,
});

it.each([
  ['a Chrome extension’s font', csp({ directive: 'font-src', blocked: 'chrome-extension:' }), 'extension'],
  ['a script a Firefox extension injects', csp({ blocked: 'inline', source: 'moz-extension:' }), 'extension'],
  ['a Safari extension', csp({ blocked: 'safari-extension:' }), 'extension'],
  ['a Safari web extension', csp({ source: 'safari-web-extension:' }), 'extension'],
  ['a masked WebKit extension URL', csp({ source: 'webkit-masked-url:' }), 'extension'],
  ['Chrome’s bare scheme as source file', csp({ blocked: 'inline', source: 'chrome-extension' }), 'extension'],
  ['an Edge extension', csp({ blocked: 'ms-browser-extension:' }), 'extension'],
  ['an in-app browser’s scheme', csp({ blocked: 'gsa:' }), 'browser-scheme'],
  ['about:blank', csp({ directive: 'base-uri', blocked: 'about:blank' }), 'about-blank'],
  ['a data: font', csp({ directive: 'font-src', blocked: 'data:' }), 'extension-data'],
  ['an inline script at line 0 without a file', csp({ blocked: 'inline', source: null, line: 0 }), 'injected-inline'],
  [
    'an integrity report for an extension script',
    { ...csp({ blocked: 'chrome-extension:' }), type: 'integrity-violation' },
    'extension',
  ],
])('%s is noise (%s)', (_what, report, rule) => {
  expect(noiseOf(report)).toBe(rule);
});

it.each([
  ['a script from another origin', csp({})],
  ['an inline script in the page', csp({ blocked: 'inline', source: 'http://127.0.0.1/category/1', line: 14 })],
  ['a data: script', csp({ directive: 'script-src-elem', blocked: 'data:' })],
  ['a Trusted Types sink', csp({ directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', line: 3 })],
  [
    'a script without integrity',
    { ...csp({ blocked: 'http://127.0.0.1/dist/preact/storefront.js' }), type: 'integrity-violation' },
  ],
])('%s is a real report', (_what, report) => {
  expect(noiseOf(report)).toBeNull();
});
