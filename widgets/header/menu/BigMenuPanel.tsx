// A mega-menu panel's content (loaded on first open): its status or the server's sub-categories, fitted to the window.
import { type ReactNode, useCallback } from 'react';
import { HtmlFragment } from '../../../shared/ui/HtmlFragment.tsx';
import type { Panel } from './panels-store.ts';

export interface BigMenuPanelProps {
  panel: Panel;
  /** The loading status (also shown while this part's chunk arrives). */
  loading: ReactNode;
  failedText: string;
  /** Category links work only on b2b and b2c sites (LEGACY-MARKUP.md §10). */
  linksEnabled: boolean;
  /** Called when the panel is filled, to keep it above the window bottom. */
  onPanelShown: (panel: HTMLElement) => void;
}

/** Server panel links are disabled the same way as ours when the site is neither b2b nor b2c. */
export function disableLinks(root: Element): void {
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    link.removeAttribute('href');
    link.setAttribute('aria-disabled', 'true');
  }
}

export function BigMenuPanel({ panel, loading, failedText, linksEnabled, onPanelShown }: BigMenuPanelProps) {
  const onInserted = useCallback(
    (container: HTMLDivElement) => {
      if (!linksEnabled) disableLinks(container);
      const element = container.closest<HTMLElement>('.sf-bigmenu__panel');
      if (element) onPanelShown(element);
    },
    [linksEnabled, onPanelShown],
  );
  if (panel.state === 'loading') return loading;
  if (panel.state === 'failed') return <p className="sf-bigmenu__status">{failedText}</p>;
  return <HtmlFragment html={panel.html} onInserted={onInserted} />;
}
