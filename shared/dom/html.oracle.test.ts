// The corpus's oracle (test/support/sanitised.ts) is written independently of the policy (html-policy.ts), so a
// mistake in one is not copied into the other; here their lists are compared, so neither can lag silently.
import * as oracle from '../../test/support/sanitised.ts';
import {
  BUNDLE_STATE,
  DROPPED_WITH_CONTENT,
  elementVerdict,
  FRAGMENT_TAGS,
  fragmentMayTrack,
  ID_REFERENCES,
  REFUSED_CLASS,
  STYLE_PROPERTY,
  URL_ATTRIBUTES,
  WINDOW_GLOBALS_READ,
  XHTML,
} from './html-policy.ts';

const sorted = (list: Iterable<string>) => [...list].sort();

it("the oracle's state marks are the policy's", () => {
  expect(sorted(oracle.STATE_MARKS)).toEqual(sorted(BUNDLE_STATE));
});

it("the oracle's id references are the policy's", () => {
  expect(sorted(oracle.ID_REFERENCES)).toEqual(sorted(ID_REFERENCES));
});

it("the oracle's mountable tags are the policy's", () => {
  expect(sorted(oracle.CONTENT_TAGS)).toEqual(sorted(FRAGMENT_TAGS));
});

it("the oracle's window globals are the policy's", () => {
  expect(sorted(oracle.WINDOW_GLOBALS)).toEqual(sorted(WINDOW_GLOBALS_READ));
});

it('the page-level tracking events the oracle refuses are ones the policy keeps from fragments', () => {
  expect(oracle.PAGE_LEVEL_TRACK.filter(fragmentMayTrack)).toEqual([]);
});

it('every element the oracle calls dangerous is dropped with its content by the policy', () => {
  expect(sorted(oracle.DANGEROUS).filter((name) => elementVerdict(name, XHTML) !== 'drop')).toEqual([]);
  expect(sorted(DROPPED_WITH_CONTENT).filter((name) => !oracle.DANGEROUS.has(name))).toEqual(
    // What the policy drops beyond the oracle's list, each named so a change to either list shows here.
    ['fencedframe', 'head', 'noframes', 'param'],
  );
});

it("every URL attribute of the policy is checked by the oracle, and the bundle's layer classes are refused", () => {
  expect(sorted(URL_ATTRIBUTES).filter((attr) => !oracle.URL_ATTRIBUTES.has(attr) && attr !== 'srcset')).toEqual([]);
  const layers = ['sf-preview-toggle', 'sf-overlay', 'sf-status-bar', 'sf-ehf-popover', 'sf-listing__back-to-top'];
  expect(layers.filter((c) => oracle.BUNDLE_LAYER.test(c) && !REFUSED_CLASS.test(c))).toEqual([]);
});

it('no style property the oracle calls escaping is allowed by the policy', () => {
  expect(oracle.ESCAPING.filter((property) => STYLE_PROPERTY.test(property))).toEqual([]);
});
