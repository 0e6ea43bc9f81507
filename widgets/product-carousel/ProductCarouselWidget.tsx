// Connects <sf-product-carousel>: moves the server markup in untouched (add-to-cart sections keep working), labels slides.
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { prefersReducedMotion } from '../../shared/dom/motion.ts';
import { optionalFunction } from '../../shared/dom/tasks.ts';
import { useTranslator } from '../../shared/i18n/index.ts';
import { useSfId } from '../../shared/ui/useSfId.ts';
import { productCarouselSchema } from './config.ts';
import messages from './messages.ts';
import { ProductCarousel } from './ProductCarousel.tsx';
import { createProductCarousel, labelSlides, TRACK_SELECTOR } from './store.ts';

export function ProductCarouselWidget({ container }: WidgetProps) {
  const { config } = useConfig(container, productCarouselSchema);
  const [t] = useTranslator(messages, container);
  const store = useMemo(() => createProductCarousel(), []);
  const edge = useStore(store.$edge);
  const contentRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLElement | null>(null);
  const trackId = useSfId();
  const headingId = useSfId();
  const [found, setFound] = useState<{ heading: boolean; slides: number }>({ heading: false, slides: 0 });

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    // Moving the server's own nodes keeps every attribute and listener the add-to-cart engine relies on.
    if (container.serverContent && content.childNodes.length === 0) content.append(container.serverContent);
    const heading = content.querySelector<HTMLElement>('h2, h3');
    if (heading && !heading.id) heading.id = headingId;
    const track = content.querySelector<HTMLElement>(TRACK_SELECTOR);
    trackRef.current = track;
    if (!track) {
      setFound({ heading: heading !== null, slides: 0 });
      return;
    }
    track.id ||= trackId;
    track.classList.add('sf-product-carousel__track');
    track.tabIndex = 0;
    const slides = labelSlides(track, (index, count) => t('slide', { index, count }));
    setFound({ heading: heading !== null, slides });
    const onScroll = () => store.update(track);
    // The edges are read after the browser's own layout (a resize observer's first call, then on every resize), not
    // here: reading sizes right after moving the list in forced a style and layout pass inside the commit.
    const Observer = optionalFunction<typeof ResizeObserver>('ResizeObserver');
    const sizes = Observer ? new Observer(onScroll) : null;
    if (sizes) sizes.observe(track);
    else onScroll();
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      sizes?.disconnect();
      track.removeEventListener('scroll', onScroll);
    };
  }, [container, headingId, store, t, trackId]);

  const heading = contentRef.current?.querySelector('h2, h3');
  return (
    <ProductCarousel
      contentRef={contentRef}
      trackId={trackRef.current?.id ?? trackId}
      labelledBy={found.heading && !config.label ? (heading?.id ?? headingId) : undefined}
      label={config.label || t('label')}
      edge={edge}
      hasSlides={found.slides > 0}
      texts={{ previous: t('previous'), next: t('next'), empty: t('empty') }}
      onStep={(direction) => {
        if (trackRef.current) store.step(trackRef.current, direction, prefersReducedMotion());
      }}
    />
  );
}
