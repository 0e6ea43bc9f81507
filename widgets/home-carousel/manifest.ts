// What page authors and editors learn about <sf-home-carousel> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { homeCarouselSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-home-carousel',
  summary:
    'Home page carousel: enhances the server’s slides into a WAI-ARIA carousel with rotation control, previous/next and auto-advance (paused on hover, focus and reduced motion).',
  schema: homeCarouselSchema,
  attributes: {
    interval: { description: 'Auto-advance delay in ms (integer ≥ 1000).', specField: null },
    label: {
      description: 'Carousel name.',
      specField: null,
      whenAbsent: 'the section’s aria-label, else "Promotions"',
    },
  },
  cssProperties: [
    { name: '--sf-home-carousel-padding', default: '1rem', description: 'Padding of the carousel.' },
    {
      name: '--sf-home-carousel-fade',
      default: '300ms',
      description: 'Duration of the slide fade-in (none for reduced motion).',
    },
    { name: '--sf-home-carousel-height', default: '9rem', description: 'Minimum height of a slide.' },
    {
      name: '--sf-home-carousel-background',
      default: 'linear-gradient(120deg, var(--sf-color-accent), #1d2433)',
      description: 'Background of a slide (a slide’s own image or colours win).',
    },
    { name: '--sf-home-carousel-color', default: '#fff', description: 'Text and link colour on a slide.' },
  ],
  docs: 'widgets/home-carousel/README.md',
});
