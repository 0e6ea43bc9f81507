// Connects <sf-home-carousel> to its store: the server slides, the interval attribute, hover and focus pauses.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { prefersReducedMotion } from '../../shared/dom/motion.ts';
import { useTranslator } from '../../shared/i18n/index.ts';
import { useSfId } from '../../shared/ui/useSfId.ts';
import { homeCarouselSchema } from './config.ts';
import { HomeCarousel } from './HomeCarousel.tsx';
import messages from './messages.ts';
import { createCarousel, readSlides } from './store.ts';

export function HomeCarouselWidget({ container }: WidgetProps) {
  const { config } = useConfig(container, homeCarouselSchema);
  const [t] = useTranslator(messages, container);
  const server = useMemo(() => readSlides(container.serverContent), [container]);
  const store = useMemo(
    () =>
      createCarousel({
        count: server.slides.length,
        intervalMs: config.interval,
        reducedMotion: prefersReducedMotion(),
      }),
    [server, config.interval],
  );
  const index = useStore(store.$index);
  const playing = useStore(store.$playing);
  const rotating = useStore(store.$rotating);
  const slidesId = useSfId();

  useEffect(() => {
    store.start();
    // Hover and focus anywhere in the carousel pause it (WAI-ARIA carousel pattern); leaving resumes it.
    const on = (type: string, listener: (event: Event) => void) => {
      container.addEventListener(type, listener);
      return () => container.removeEventListener(type, listener);
    };
    const offs = [
      on('mouseenter', () => store.pauseFor('hover')),
      on('mouseleave', () => store.resumeAfter('hover')),
      on('focusin', () => store.pauseFor('focus')),
      on('focusout', (event) => {
        const next = (event as FocusEvent).relatedTarget;
        if (!(next instanceof Node && container.contains(next))) store.resumeAfter('focus');
      }),
    ];
    return () => {
      for (const off of offs) off();
      store.stop();
    };
  }, [container, store]);

  return (
    <HomeCarousel
      slides={server.slides}
      index={index}
      playing={playing}
      rotating={rotating}
      slidesId={slidesId}
      texts={{
        label: config.label || server.label || t('label'),
        slide: (n, count) => t('slide', { index: n, count }),
        previous: t('previous'),
        next: t('next'),
        pause: t('pause'),
        play: t('play'),
        empty: t('empty'),
      }}
      onTogglePlay={store.togglePlay}
      onPrevious={store.previous}
      onNext={store.next}
    />
  );
}
