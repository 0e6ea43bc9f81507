// Connects <sf-async-section> to the batching store: reads its item, keeps the server placeholder, fills on reply.
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../shared/define.ts';
import { sharedMessages, useTranslator } from '../../shared/i18n/index.ts';
import { AsyncSection } from './AsyncSection.tsx';
import messages from './messages.ts';
import { attachSection, sectionSlot } from './slots.ts';

export function AsyncSectionWidget({ container }: WidgetProps) {
  const [t] = useTranslator(messages, container);
  const [ts] = useTranslator(sharedMessages, container);
  const contentRef = useRef<HTMLDivElement>(null);
  const [{ setup, $state }] = useState(() => sectionSlot(container));
  const state = useStore($state);
  const hasServerPlaceholder = (container.serverContent?.childNodes.length ?? 0) > 0;

  // Before the first paint: the commit cleared the server's children, and a reply that came first no longer keeps the
  // loading height, so a passive effect would show the section collapsed for a frame (a layout shift on the home page).
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content || setup.blocked) return;
    // The server's placeholder (sized like the section, often the container itself) stays until the reply replaces it.
    if (container.serverContent) content.append(container.serverContent.cloneNode(true));
    return attachSection(container, content);
  }, [container, setup]);

  if (setup.blocked) {
    const detail = setup.problems.map((p) => p.attribute).join(', ');
    return (
      <p className="sf-async-section__failed" role="alert">
        {ts('configError', { detail })}
      </p>
    );
  }
  return (
    <AsyncSection
      state={state}
      placeholder={setup.item.ShowLoading && !hasServerPlaceholder}
      loadingText={ts('loading')}
      failedText={t('failed')}
      hideWhileLoading={!setup.item.ShowLoading}
      contentRef={contentRef}
    />
  );
}
