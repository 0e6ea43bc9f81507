// Server HTML that lost something in the sanitiser is one sf:error (kind `sanitised`) per insertion, naming what went
// by category and by element or attribute name only, never the text; the widget whose insertion it was, else `page`.

import { hearFailures } from '../../test/support/failures.ts';
import { ENDPOINTS } from '../legacy/endpoints.ts';
import { insertHtml, parseFragment, parseFragmentInSlices } from './html.ts';

const raised = hearFailures();

/** A box inside a widget's tag, as a widget inserts into. */
function insideTag(tag: string): HTMLElement {
  const host = document.createElement(tag);
  const box = document.createElement('div');
  host.append(box);
  return box;
}

const TRIMMED =
  '<p onclick="secretHandler()">Dear Jane</p><script>secretScript()</script><font color="red">Price</font>' +
  '<iframe src="/frame"></iframe><a href="javascript:leak()" title="t">link</a>';

it('names by category what an insertion lost, with the tag it was inserted in, and none of the text', () => {
  insertHtml(insideTag('sf-trim-a'), TRIMMED);
  expect(raised).toHaveLength(1);
  expect(raised[0]).toMatchObject({ kind: 'sanitised', widget: 'sf-trim-a', count: 1 });
  expect(raised[0]?.message).toBe(
    'server HTML trimmed by the sanitiser: elements removed: iframe, script; elements unwrapped: font; ' +
      'attributes removed: href, onclick',
  );
  for (const text of ['Jane', 'secret', 'Price', 'leak', 'red', '/frame'])
    expect(raised[0]?.message).not.toContain(text);
});

it('raises nothing for an insertion that lost nothing', () => {
  insertHtml(insideTag('sf-trim-b'), '<p class="x" title="y">kept <a href="/ok">all</a></p>');
  expect(raised).toEqual([]);
});

it('names the path the HTML came from, without its query', () => {
  insertHtml(insideTag('sf-trim-c'), '<p onclick="x()">a</p>', 'replace', `${ENDPOINTS.productEhf.path}?productId=9`);
  expect(raised[0]).toMatchObject({ widget: 'sf-trim-c', path: ENDPOINTS.productEhf.path });
});

it('counts the same loss again on the event already raised', () => {
  for (let i = 0; i < 3; i++) insertHtml(insideTag('sf-trim-d'), `<p onmouseover="x(${i})">item ${i}</p>`);
  expect(raised).toHaveLength(1);
  expect(raised[0]).toMatchObject({ widget: 'sf-trim-d', count: 3 });
});

it('is the page’s when nobody says whose it was, or the widget a parse names', async () => {
  parseFragment('<p>a<object data="/x"></object></p>');
  parseFragment('<p>a<embed src="/x"></p>', undefined, 'sf-trim-e');
  await parseFragmentInSlices('<p>a<svg></svg></p>', undefined, { owner: 'sf-trim-f', yieldTo: async () => {} });
  expect(raised.map((d) => [d.widget, d.message])).toEqual([
    ['page', 'server HTML trimmed by the sanitiser: elements removed: object'],
    ['sf-trim-e', 'server HTML trimmed by the sanitiser: elements removed: embed'],
    ['sf-trim-f', 'server HTML trimmed by the sanitiser: elements removed: svg'],
  ]);
});

it('names an id reference to outside the fragment, and an attribute a customised built-in loses', () => {
  insertHtml(insideTag('sf-trim-g'), '<label for="page-field">x</label><button is="x-b" formtarget="_top">b</button>');
  expect(raised[0]?.message).toBe('server HTML trimmed by the sanitiser: attributes removed: for, formtarget, is');
});
