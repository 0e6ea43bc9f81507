// Connects <sf-product-gallery> to its store: reads the server's images, maps pointer and keys to gallery actions.
import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import type { WidgetProps } from '../../shared/define.ts';
import { useTranslator } from '../../shared/i18n/index.ts';
import { useSfId } from '../../shared/ui/useSfId.ts';
import messages from './messages.ts';
import { ProductGallery } from './ProductGallery.tsx';
import { createGallery, readImages } from './store.ts';

export function ProductGalleryWidget({ container }: WidgetProps) {
  const [t] = useTranslator(messages, container);
  const images = useMemo(() => readImages(container.serverContent), [container]);
  const store = useMemo(() => createGallery(images.length), [images]);
  const index = useStore(store.$index);
  const zoomed = useStore(store.$zoomed);
  const origin = useStore(store.$origin);
  const hintId = useSfId();
  /** A swipe ends with a click the browser still sends: it must not toggle the zoom. */
  const swiped = useRef(false);
  const aimAt = (event: React.PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0 && box.height > 0)
      store.aim(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };

  return (
    <ProductGallery
      images={images}
      index={index}
      zoomed={zoomed}
      origin={origin}
      hintId={hintId}
      texts={{
        label: t('label'),
        thumbnails: t('thumbnails'),
        image: (n, count) => t('image', { index: n, count }),
        zoomIn: t('zoomIn'),
        zoomOut: t('zoomOut'),
        hint: t('hint'),
        empty: t('empty'),
      }}
      onSelect={store.select}
      onStageClick={() => {
        if (swiped.current) swiped.current = false;
        else store.toggleZoom();
      }}
      onStageKey={(event) => {
        if (store.key(event.key)) event.preventDefault();
      }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') {
          aimAt(event);
          store.zoomIn();
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') store.zoomOut();
      }}
      onPointerMove={aimAt}
      onPointerDown={(event) => store.swipeStart(event.clientX)}
      onPointerUp={(event) => {
        swiped.current = store.swipeEnd(event.clientX);
      }}
    />
  );
}
