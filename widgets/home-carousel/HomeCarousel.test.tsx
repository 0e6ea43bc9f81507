// sf-home-carousel with fake timers: auto-advance, pause on hover/focus/rotation control, reduced motion, French labels.
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';

const slides = ['Back to school', 'Chairs', 'Ink'];
const markup = (attrs = '') =>
  `<sf-home-carousel ${attrs}><section class="sf-carousel" aria-roledescription="carousel" aria-label="Promotions"><ul>${slides
    .map((s, i) => `<li class="sf-carousel__slide" aria-label="${i + 1} / 3"><a href="/s${i}">${s}</a></li>`)
    .join('')}</ul></section></sf-home-carousel>`;
const shown = (host: HTMLElement) => host.querySelector('.sf-home-carousel__slide:not([hidden])')?.textContent;
const tick = (ms: number) => settle(() => vi.advanceTimersByTime(ms));
const button = (host: HTMLElement, name: string) => host.querySelector<HTMLButtonElement>(`.sf-home-carousel__${name}`);

beforeAll(() => define());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('is a labelled carousel of slides "N of M", advancing every 5 s and wrapping around', async () => {
  const host = await mountHtml(markup());
  const carousel = host.querySelector('[aria-roledescription="carousel"]');
  expect(carousel?.getAttribute('aria-label')).toBe('Promotions');
  expect(
    Array.from(host.querySelectorAll('[aria-roledescription="slide"]'), (s) => s.getAttribute('aria-label')),
  ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  expect(shown(host)).toBe('Back to school');
  expect(host.querySelector('.sf-home-carousel__slides')?.getAttribute('aria-live')).toBe('off');
  await tick(4999);
  expect(shown(host)).toBe('Back to school');
  await tick(1);
  expect(shown(host)).toBe('Chairs');
  await tick(10000);
  expect(shown(host)).toBe('Back to school');
});

it('pauses while hovered or focused, and resumes when the pointer and focus leave', async () => {
  const host = await mountHtml(markup('data-interval="2000"'));
  const el = host.querySelector('sf-home-carousel') as HTMLElement;
  await settle(() => el.dispatchEvent(new MouseEvent('mouseenter')));
  await tick(6000);
  expect(shown(host)).toBe('Back to school');
  expect(host.querySelector('.sf-home-carousel__slides')?.getAttribute('aria-live')).toBe('polite');
  await settle(() => el.dispatchEvent(new MouseEvent('mouseleave')));
  await settle(() => button(host, 'next')?.focus());
  await tick(6000);
  expect(shown(host)).toBe('Back to school');
  await settle(() => button(host, 'next')?.blur());
  await tick(2000);
  expect(shown(host)).toBe('Chairs');
});

it('stops and restarts with the rotation control, and moves with previous/next', async () => {
  const host = await mountHtml(markup());
  const rotation = button(host, 'rotation');
  expect(rotation?.getAttribute('aria-label')).toBe('Stop automatic slide show');
  await settle(() => rotation?.click());
  await settle(() => rotation?.blur());
  expect(rotation?.getAttribute('aria-label')).toBe('Start automatic slide show');
  await tick(20000);
  expect(shown(host)).toBe('Back to school');
  await settle(() => button(host, 'previous')?.click());
  expect(shown(host)).toBe('Ink');
  await settle(() => button(host, 'next')?.click());
  await settle(() => button(host, 'next')?.click());
  expect(shown(host)).toBe('Chairs');
});

it('does not auto-advance for prefers-reduced-motion, and speaks French', async () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  const host = await mountHtml(markup(), 'fr');
  await tick(30000);
  expect(shown(host)).toBe('Back to school');
  expect(button(host, 'rotation')?.getAttribute('aria-label')).toBe('Démarrer le défilement automatique');
  expect(host.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label')).toBe('1 sur 3');
});

it('says so when the server rendered no slide', async () => {
  const host = await mountHtml('<sf-home-carousel></sf-home-carousel>');
  expect(host.textContent).toContain('No promotion to show.');
});
