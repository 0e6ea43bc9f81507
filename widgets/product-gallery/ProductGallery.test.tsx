// sf-product-gallery over server images: thumbnails, zoom by tap/hover/Enter, keys, swipe, French labels.
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';

const markup = `<sf-product-gallery><div class="sf-zoom-gallery"><img class="sf-zoom-gallery__main" src="/a.svg" alt="Blue pen" width="320" height="320" data-zoom-src="/a-large.svg">
  <ul class="sf-zoom-gallery__thumbs"><li><img src="/a.svg" alt=""></li><li><img src="/b.svg" alt=""></li><li><img src="/c.svg" alt="Cap"></li></ul></div></sf-product-gallery>`;
const stage = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('.sf-product-gallery__stage');
const shownSrc = (host: HTMLElement) => stage(host)?.querySelector('img')?.getAttribute('src');
const pointer = (type: string, init: { clientX?: number; pointerType?: string } = {}) =>
  Object.assign(new Event(type, { bubbles: true }), {
    clientX: init.clientX ?? 0,
    clientY: 0,
    pointerType: init.pointerType ?? 'touch',
  });

beforeAll(() => define());

it('shows the main image with a thumbnail button per distinct image', async () => {
  const host = await mountHtml(markup);
  expect(shownSrc(host)).toBe('/a.svg');
  const thumbs = Array.from(host.querySelectorAll<HTMLButtonElement>('.sf-product-gallery__thumbs button'));
  expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['Image 1 of 3', 'Image 2 of 3', 'Image 3 of 3']);
  await settle(() => thumbs[1]?.click());
  expect(shownSrc(host)).toBe('/b.svg');
  expect(thumbs[1]?.getAttribute('aria-current')).toBe('true');
  expect(host.querySelector('[aria-live="polite"]')?.textContent).toBe('Image 2 of 3');
});

it('zooms on tap (showing the large image) and on Enter, and zooms out with Escape', async () => {
  const host = await mountHtml(markup);
  await settle(() => stage(host)?.click());
  expect(stage(host)?.getAttribute('aria-pressed')).toBe('true');
  expect(shownSrc(host)).toBe('/a-large.svg');
  await settle(() => stage(host)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  expect(stage(host)?.getAttribute('aria-pressed')).toBe('false');
  expect(stage(host)?.getAttribute('aria-label')).toBe('Blue pen — Zoom in on the image');
});

it('changes image with arrow keys, Home and End', async () => {
  const host = await mountHtml(markup);
  const key = (k: string) =>
    settle(() => stage(host)?.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
  await key('ArrowRight');
  expect(shownSrc(host)).toBe('/b.svg');
  await key('End');
  expect(shownSrc(host)).toBe('/c.svg');
  await key('ArrowRight');
  expect(shownSrc(host)).toBe('/a.svg');
  await key('ArrowLeft');
  expect(shownSrc(host)).toBe('/c.svg');
});

it('changes image on a swipe without zooming, and zooms while a mouse hovers', async () => {
  const host = await mountHtml(markup);
  await settle(() => stage(host)?.dispatchEvent(pointer('pointerdown', { clientX: 200 })));
  await settle(() => stage(host)?.dispatchEvent(pointer('pointerup', { clientX: 100 })));
  await settle(() => stage(host)?.click());
  expect(shownSrc(host)).toBe('/b.svg');
  expect(stage(host)?.getAttribute('aria-pressed')).toBe('false');
  await settle(() => stage(host)?.dispatchEvent(pointer('pointerover', { pointerType: 'mouse' })));
  await settle(() => stage(host)?.dispatchEvent(pointer('pointerenter', { pointerType: 'mouse' })));
  expect(stage(host)?.getAttribute('aria-pressed')).toBe('true');
});

it('speaks French and says when there is no image', async () => {
  const host = await mountHtml(markup, 'fr');
  expect(host.querySelector('.sf-product-gallery__thumbs button')?.getAttribute('aria-label')).toBe('Image 1 sur 3');
  const empty = await mountHtml('<sf-product-gallery></sf-product-gallery>', 'fr');
  expect(empty.textContent).toContain('Aucune image pour ce produit.');
});

it.each([
  ['javascript:alert(1)', '/a.svg'],
  ['data:text/html,<script>alert(1)</script>', '/a.svg'],
  ['https://user:pw@cdn.example.net/a.png', '/a.svg'],
  ['https://cdn.example.net/a-large.png', 'https://cdn.example.net/a-large.png'],
])(
  'zooms into data-zoom-src="%s" only when it is an image URL (the image rule), else into the image itself',
  async (zoom, shown) => {
    const host = await mountHtml(markup.replace('data-zoom-src="/a-large.svg"', `data-zoom-src="${zoom}"`));
    await settle(() => stage(host)?.click());
    expect(stage(host)?.getAttribute('aria-pressed')).toBe('true');
    expect(shownSrc(host)).toBe(shown);
  },
);
