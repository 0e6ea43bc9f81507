// Server HTML goes in through one allow-list: listed elements and attributes only, URLs through the same-origin guard.

import { ENDPOINTS } from '../legacy/endpoints.ts';
import { insertHtml, parseFragment } from './html.ts';

const clean = (html: string): HTMLDivElement => {
  const target = document.createElement('div');
  insertHtml(target, html);
  return target;
};

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => delete document.documentElement.dataset.sfContentOrigins);

it('inserts markup but drops scripts, handlers and script URLs', () => {
  const target = clean(
    '<p class="x" onclick="alert(1)">Hi</p><script>window.pwned = 1</script><img src="x" onerror="alert(1)"><a href=" javascript:alert(1)">a</a><a href="/ok">b</a><iframe srcdoc="<script>1</script>"></iframe>',
  );
  expect(target.querySelector('p')?.textContent).toBe('Hi');
  expect(target.querySelector('p')?.hasAttribute('onclick')).toBe(false);
  expect(target.querySelector('script')).toBeNull();
  expect(target.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  expect(target.querySelectorAll('a')[0]?.hasAttribute('href')).toBe(false);
  expect(target.querySelectorAll('a')[1]?.getAttribute('href')).toBe('/ok');
  expect(target.querySelector('iframe')).toBeNull();
});

it('appends without touching the nodes already there', () => {
  const target = document.createElement('ul');
  insertHtml(target, '<li>1</li>');
  const first = target.firstElementChild;
  const added = insertHtml(target, '<li>2</li><li>3</li>', 'append');
  expect(target.firstElementChild).toBe(first);
  expect(added).toHaveLength(2);
  expect(target.children).toHaveLength(3);
});

it.each([
  ['base', '<base href="https://evil.example/">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ['link', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['style', '<style>body{display:none}</style>'],
  ['iframe', '<iframe src="/ok"></iframe>'],
  ['frameset', '<frameset><frame src="/ok"></frameset>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>'],
  // (happy-dom's parser mangles <script> inside <svg>: that shape is checked in Chromium, test/browser/security.e2e.ts.)
  ['svg', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['math', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
])('removes %s with its content', (_name, html) => {
  const target = clean(`<p>before</p>${html}<p>after</p>`);
  expect(Array.from(target.children, (e) => e.localName)).toEqual(['p', 'p']);
  expect(target.textContent).toBe('beforeafter');
});

it('unwraps an element it does not know, keeping its text', () => {
  const target = clean('<blink>hello <b>there</b></blink><x-other data-a="1">!</x-other>');
  expect(target.innerHTML).toBe('hello <b>there</b>!');
});

it('keeps the sf-* tags that only show content, data-* attributes, and the legacy attributes the widgets read', () => {
  const target = clean(
    '<sf-product-carousel data-product-url="/product/PAP-1" data-async-load-handle-id="7"><div class="sf-add-to-cart" data-sf-add-scope="" productid="12" productcode="PAP-1"><input class="sf-qty" type="text" name="qty" productcode="PAP-1" productid="12" minqty="1" maxqty="99" multiqty="1" iduom="3" mustconfirmqty="false" isquickaddtocart="false" uomduplicate="false" uniquecodes="" isdigitalproduct="false" iscustomeasyprint="false" iscustomdeskdesign="false" isfromorderapproval="false" maxlength="4" aria-label="Quantity"><select class="sf-uom"><option value="3" qtymultiple="1" selected>Box</option></select><button type="button" data-sf-add="cart">Add</button><button type="button" class="sf-ehf-trigger" product-url="/product/PAP-1" productid="12" placement="top" title="Fee">EHF</button></div></sf-product-carousel>',
  );
  const section = target.querySelector('sf-product-carousel');
  expect(section?.getAttribute('data-product-url')).toBe('/product/PAP-1');
  expect(section?.getAttribute('data-async-load-handle-id')).toBe('7');
  const qty = target.querySelector('input.sf-qty');
  for (const name of ['productcode', 'productid', 'minqty', 'maxqty', 'multiqty', 'iduom', 'mustconfirmqty']) {
    expect(qty?.hasAttribute(name), name).toBe(true);
  }
  expect(target.querySelector('option')?.getAttribute('qtymultiple')).toBe('1');
  expect(target.querySelector('.sf-ehf-trigger')?.getAttribute('product-url')).toBe('/product/PAP-1');
  expect(target.querySelector('.sf-ehf-trigger')?.getAttribute('placement')).toBe('top');
  expect(target.querySelector('[data-sf-add]')?.getAttribute('data-sf-add')).toBe('cart');
});

it('drops attributes that are not on the list', () => {
  const target = clean(
    '<div is="x-evil" formaction="/x" ping="/p" xmlns:xlink="http://www.w3.org/1999/xlink" srcdoc="x" autofocus class="keep" aria-label="kept" style="color:red">x</div>',
  );
  const div = target.querySelector('div');
  expect(Array.from(div?.attributes ?? [], (a) => a.name).sort()).toEqual(['aria-label', 'class', 'style']);
});

it.each([
  ['a', 'href', '//evil.example/'],
  ['a', 'href', '/\\evil.example/'],
  ['a', 'href', 'java&#x09;script:alert(1)'],
  ['a', 'href', '&#106;avascript:alert(1)'],
  ['a', 'href', 'vbscript:msgbox(1)'],
  ['a', 'href', 'data:text/html,<script>alert(1)</script>'],
  ['img', 'src', 'ftp://evil.example/pixel.gif'],
  ['img', 'src', 'https://user:pw@cdn.example.net/1.png'],
  ['img', 'src', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['img', 'srcset', '/ok.png 1x, javascript:alert(1) 2x'],
  ['form', 'action', '//evil.example/steal'],
  ['input', 'formaction', 'https://evil.example/steal'],
  ['form', 'action', 'https://evil.example/steal'],
  ['button', 'formaction', 'https://evil.example/steal'],
  ['blockquote', 'cite', 'javascript:alert(1)'],
  ['button', 'product-url', 'javascript:alert(1)'],
])('<%s %s="%s"> loses the attribute (the same-origin guard)', (tag, attribute, value) => {
  const target = clean(`<${tag} ${attribute}="${value}">x</${tag}>`);
  expect(target.querySelector(tag)?.hasAttribute(attribute)).toBe(false);
});

it.each([
  ['a', 'href', '/product/1?x=2#top'],
  ['a', 'href', '#top'],
  ['a', 'href', 'mailto:sales@shop.example'],
  ['a', 'href', 'tel:+15145550100'],
  ['img', 'src', '/img/1.png'],
  ['img', 'src', 'data:image/png;base64,iVBORw0KGgo='],
  ['img', 'srcset', '/img/1.png 1x, /img/2.png 2x'],
  ['form', 'action', '/search'],
])('<%s %s="%s"> keeps it', (tag, attribute, value) => {
  const target = clean(`<${tag} ${attribute}="${value}">x</${tag}>`);
  expect(target.querySelector(tag)?.getAttribute(attribute)).toBe(value);
});

it('keeps images from any http(s) origin (a CDN): src and every srcset candidate', () => {
  const target = clean(
    '<img src="https://cdn.example.net/p/1.png" srcset="https://cdn.example.net/p/1.png 1x, http://img.example.org/p/1@2x.png 2x"><img src="//cdn.example.net/p/2.png">',
  );
  const [first, second] = Array.from(target.querySelectorAll('img'));
  expect(first?.getAttribute('src')).toBe('https://cdn.example.net/p/1.png');
  expect(first?.getAttribute('srcset')).toBe(
    'https://cdn.example.net/p/1.png 1x, http://img.example.org/p/1@2x.png 2x',
  );
  expect(second?.getAttribute('src')).toBe('//cdn.example.net/p/2.png');
});

it('keeps an off-site link, marked for the external-link confirmation and without a handle on this page', () => {
  const target = clean(
    '<a href="https://maker.example/where-to-buy" rel="opener">Where to buy</a><a href="/product/1">here</a><a href="mailto:a@shop.example">mail</a>',
  );
  const [offSite, here, mail] = Array.from(target.querySelectorAll('a'));
  expect(offSite?.getAttribute('href')).toBe('https://maker.example/where-to-buy');
  expect(offSite?.hasAttribute('data-sf-external-link')).toBe(true);
  expect(offSite?.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  for (const link of [here, mail]) {
    expect(link?.hasAttribute('data-sf-external-link')).toBe(false);
    expect(link?.hasAttribute('rel')).toBe(false);
  }
});

it('treats origins in data-sf-content-origins as the site: links open without the confirmation, forms may post there', () => {
  const html =
    '<a href="https://docs.example.com/doc.pdf">pdf</a><form action="https://docs.example.com/ask"><button formaction="https://docs.example.com/ask2">x</button></form>';
  const before = clean(html);
  expect(before.querySelector('a')?.hasAttribute('data-sf-external-link')).toBe(true);
  expect(before.querySelector('form')?.hasAttribute('action')).toBe(false);
  document.documentElement.dataset.sfContentOrigins = 'https://docs.example.com';
  const target = clean(html);
  expect(target.querySelector('a')?.getAttribute('href')).toBe('https://docs.example.com/doc.pdf');
  expect(target.querySelector('a')?.hasAttribute('data-sf-external-link')).toBe(false);
  expect(target.querySelector('form')?.getAttribute('action')).toBe('https://docs.example.com/ask');
  expect(target.querySelector('button')?.getAttribute('formaction')).toBe('https://docs.example.com/ask2');
});

it('opens a new-tab link without a handle on this page', () => {
  const target = clean('<a href="/doc" target="_blank">doc</a><a href="/x" target="some-frame">x</a>');
  const [blank, named] = Array.from(target.querySelectorAll('a'));
  expect(blank?.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  expect(named?.hasAttribute('target')).toBe(false);
});

it('refuses ids and names that would shadow document properties (DOM clobbering)', () => {
  const target = clean(
    '<img name="cookie" id="getElementById"><form id="sf-form"><input name="qty"><input name="elements"><input id="action"></form>',
  );
  expect(target.querySelector('img')?.hasAttribute('name')).toBe(false);
  expect(target.querySelector('img')?.hasAttribute('id')).toBe(false);
  expect(target.querySelector('form')?.id).toBe('sf-form');
  // A form's own properties count too: form.elements and form.action would be those inputs.
  expect(Array.from(target.querySelectorAll('input'), (i) => i.getAttribute('name') ?? i.id)).toEqual(['qty', '', '']);
});

it('drops comments', () => {
  expect(clean('<p>a<!-- <img src=x onerror=alert(1)> -->b</p>').innerHTML).toBe('<p>ab</p>');
});

describe('removed scripts are reported', () => {
  it('warns once, naming the URL the fragment came from', () => {
    parseFragment(
      '<p>x</p><script>legacy()</script><img src="/a.png" onload="track()">',
      ENDPOINTS.listingProducts.path,
    );
    // The page's failure report logs its own line first (shared/report/failures.ts), then this warning.
    expect(console.warn).toHaveBeenCalledTimes(2);
    expect(console.warn).toHaveBeenLastCalledWith(expect.stringContaining(ENDPOINTS.listingProducts.path));
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/1 <script> element and 1 inline event handler/));
  });

  it('says nothing when there was nothing to remove', () => {
    parseFragment('<p class="x">x</p>', '/x');
    expect(console.warn).not.toHaveBeenCalled();
  });
});

it('leaves no "is" value behind (it would come back when the markup is serialised)', () => {
  const target = clean('<form is="x-form" class="f"><button is="x-button">b</button></form>');
  expect(target.innerHTML).toBe('<form class="f"><button>b</button></form>');
});
