// INP's blame: the widget the shopper interacted with, and the widget whose chunk ran the longest script of the frame.
import { hostOf, scriptOf, widgetOf } from './inp-attribution.ts';

const CHUNKS = 'https://shop.example/dist/preact/chunks/';
const frames = (...scripts: [string, number][][]) => ({
  longAnimationFrameEntries: scripts.map((frame) => ({
    scripts: frame.map(([sourceURL, duration]) => ({ sourceURL, duration })),
  })),
});

describe('hostOf: the sf-* host of the interaction’s target', () => {
  beforeEach(() => {
    document.body.innerHTML = `<sf-header><sf-cart-summary><b><i>1</i></b></sf-cart-summary></sf-header>
      <sf-listing><button>Add</button></sf-listing><p>Outside</p><sf-x-y></sf-x-y>`;
  });

  it('is the closest sf-* element around the target, the target included', () => {
    expect(hostOf(document.querySelector('button'))).toBe('sf-listing');
    expect(hostOf(document.querySelector('i'))).toBe('sf-cart-summary');
    expect(hostOf(document.querySelector('i')?.firstChild ?? null)).toBe('sf-cart-summary');
    expect(hostOf(document.querySelector('sf-header'))).toBe('sf-header');
  });

  it('crosses a shadow root to its host', () => {
    const host = document.querySelector('sf-x-y') as HTMLElement;
    const inner = host.attachShadow({ mode: 'open' });
    inner.innerHTML = '<button>In the shadow</button>';
    expect(hostOf(inner.querySelector('button'))).toBe('sf-x-y');
  });

  it('is page outside every widget or without a target', () => {
    expect(hostOf(document.querySelector('p'))).toBe('page');
    expect(hostOf(document.body)).toBe('page');
    expect(hostOf(null)).toBe('page');
  });
});

describe('widgetOf: what the report names from web-vitals’ interactionTarget', () => {
  it('keeps a host tag or page, and reads anything else as page', () => {
    expect(widgetOf('sf-listing')).toBe('sf-listing');
    expect(widgetOf('page')).toBe('page');
    // The target was removed before web-vitals saw it, or another target generator wrote a selector.
    expect(widgetOf('')).toBe('page');
    expect(widgetOf('html>body>sf-listing>button')).toBe('page');
  });
});

describe('scriptOf: the widget whose chunk ran the longest script of the slow frame', () => {
  it('is the family chunk’s name, from the longest script of every frame', () => {
    const attribution = frames(
      [
        [`${CHUNKS}add-to-cart-F4ZUNE5T.js`, 40],
        [`${CHUNKS}chunk-4Z2QRLCI.js`, 20],
      ],
      [[`${CHUNKS}listing-L6AV3DDT.js`, 90]],
    );
    expect(scriptOf(attribution, CHUNKS)).toBe('listing');
    expect(scriptOf(frames([[`${CHUNKS}add-to-cart-F4ZUNE5T.js?v=2`, 9]]), CHUNKS)).toBe('add-to-cart');
  });

  it('is left out when the longest script ran in a shared chunk, even when a family’s ran too', () => {
    const attribution = frames([
      [`${CHUNKS}chunk-4Z2QRLCI.js`, 120],
      [`${CHUNKS}listing-L6AV3DDT.js`, 90],
    ]);
    expect(scriptOf(attribution, CHUNKS)).toBeUndefined();
  });

  it.each([
    ['the loader itself', 'https://shop.example/dist/preact/storefront.js'],
    ['a page script', 'https://shop.example/js/listing-L6AV3DDT.js'],
    ['another site’s script', 'https://cdn.example/dist/preact/chunks/listing-L6AV3DDT.js'],
    ['a lazy part named after its component', `${CHUNKS}BigMenuPanel-MFYBPGOT.js`],
    ['a file not named by the build', `${CHUNKS}listing.js`],
    ['inline code', ''],
  ])('is left out when the longest script is %s', (_what, sourceURL) => {
    expect(scriptOf(frames([[sourceURL, 80]]), CHUNKS)).toBeUndefined();
  });

  it('is left out without Long Animation Frames (engines other than Chromium) or without the chunks’ folder', () => {
    expect(scriptOf(frames(), CHUNKS)).toBeUndefined();
    expect(scriptOf(frames([]), CHUNKS)).toBeUndefined();
    expect(scriptOf(frames([[`${CHUNKS}listing-L6AV3DDT.js`, 90]]), undefined)).toBeUndefined();
  });
});
