// The "my services" menu: a disclosure button; the server's services list is loaded with its code on first open.
import { type KeyboardEvent, useRef } from 'react';
import { disclosureButton, focusLeft } from '../../../shared/ui/disclosure.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { LazyPart } from '../LazyPart.tsx';
import { MyServicesPanel, prefetchMyServicesPanel } from '../lazy-parts.ts';
import type { Panel } from './panels-store.ts';

interface MyServicesTexts {
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

  const loading = (
    <p className="sf-header__services-status">
      <Spinner /> {texts.loading}
    </p>
  );

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
        if (open && focusLeft(event)) onClose();
      }}
    >
      <button
        ref={buttonRef}
        {...disclosureButton(open, panelId, onToggle)}
        className="sf-button sf-header__services-toggle"
        onFocus={prefetchMyServicesPanel}
        onPointerEnter={prefetchMyServicesPanel}
      >
        {texts.myServices}
      </button>
      <div ref={panelRef} id={panelId} className="sf-header__services-panel" hidden={!open}>
        {panel && (
          <LazyPart fallback={loading}>
            <MyServicesPanel
              panel={panel}
              loading={loading}
              failedText={texts.failed}
              root={panelRef}
              onLogout={onLogout}
              onPanelShown={onPanelShown}
            />
          </LazyPart>
        )}
      </div>
    </div>
  );
}
