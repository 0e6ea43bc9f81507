// The "my services" list (loaded on first open): its status or the server's HTML, whose logout button logs out.
import { type ReactNode, type RefObject, useCallback, useEffect } from 'react';
import { delegate } from '../../../shared/dom/index.ts';
import { HtmlFragment } from '../../../shared/ui/HtmlFragment.tsx';
import type { Panel } from './panels-store.ts';

export interface MyServicesPanelProps {
  panel: Panel;
  /** The loading status (also shown while this part's chunk arrives). */
  loading: ReactNode;
  failedText: string;
  /** The panel element this content is rendered in. */
  root: RefObject<HTMLDivElement | null>;
  onLogout: () => void;
  onPanelShown: (panel: HTMLElement) => void;
}

export function MyServicesPanel({ panel, loading, failedText, root, onLogout, onPanelShown }: MyServicesPanelProps) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    return delegate(element, 'click', '[data-sf-logout]', (event) => {
      event.preventDefault();
      onLogout();
    });
  }, [root, onLogout]);

  const onInserted = useCallback(() => {
    if (root.current) onPanelShown(root.current);
  }, [root, onPanelShown]);

  if (panel.state === 'loading') return loading;
  if (panel.state === 'failed') return <p className="sf-header__services-status">{failedText}</p>;
  return <HtmlFragment html={panel.html} onInserted={onInserted} />;
}
