// The "my services" menu: a disclosure button and the server's services list; its logout button logs out.
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import { delegate } from '../../shared/dom/index.ts';
import { HtmlFragment } from '../../shared/ui/HtmlFragment.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import type { Panel } from './panels-store.ts';

export interface MyServicesTexts {
  myServices: string;
  loading: string;
  failed: string;
}

export interface MyServicesProps {
  idBase: string;
  open: boolean;
  panel: Panel | undefined;
  texts: MyServicesTexts;
  onToggle: () => void;
  onClose: () => void;
  onLogout: () => void;
  onPanelShown: (panel: HTMLElement) => void;
}

export function MyServices({ idBase, open, panel, texts, onToggle, onClose, onLogout, onPanelShown }: MyServicesProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `${idBase}-services`;

  useEffect(() => {
    const root = panelRef.current;
    if (!root) return;
    return delegate(root, 'click', '[data-sf-logout]', (event) => {
      event.preventDefault();
      onLogout();
    });
  }, [onLogout]);

  const onInserted = useCallback(() => {
    if (panelRef.current) onPanelShown(panelRef.current);
  }, [onPanelShown]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Esc inside the disclosure closes it; the controls are the buttons and links.
    <div
      className="sf-header__services"
      data-open={open || undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)))
          onClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="sf-button sf-header__services-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {texts.myServices}
      </button>
      <div ref={panelRef} id={panelId} className="sf-header__services-panel" hidden={!open}>
        {panel?.state === 'loading' && (
          <p className="sf-header__services-status">
            <Spinner /> {texts.loading}
          </p>
        )}
        {panel?.state === 'failed' && <p className="sf-header__services-status">{texts.failed}</p>}
        {panel?.state === 'loaded' && <HtmlFragment html={panel.html} onInserted={onInserted} />}
      </div>
    </div>
  );
}
