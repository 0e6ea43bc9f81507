// Binds the mega menu and "my services" to their panel stores: opening one re-renders that menu, not the whole header.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import { whenIdle } from '../../../shared/dom/tasks.ts';
import { fitToWindow } from '../layout.ts';
import { prefetchBigMenuPanel } from '../lazy-parts.ts';
import { type HeaderStore, logout, SERVICES_KEY } from '../store.ts';
import { BigMenu, type BigMenuProps } from './BigMenu.tsx';
import { MyServices, type MyServicesProps } from './MyServices.tsx';

type MenuProps = Omit<BigMenuProps, 'openKey' | 'panels' | 'onToggle' | 'onHover' | 'onClose' | 'onPanelShown'>;

/** An open panel is kept above the window bottom: when it opens (its content may be cached) and when it is filled. */
const onPanelShown = (panel: HTMLElement) => fitToWindow(panel);

export function BigMenuPart({ header, ...props }: MenuProps & { header: HeaderStore }) {
  const { menu } = header;
  const openKey = useStore(menu.$openKey);
  const panels = useStore(menu.$panels);
  const { idBase, texts } = props;
  // Once the page is idle, what a first opening needs is made ready: the panels' chunk, and the formatter of their
  // loading text (a message's first use builds it). Both otherwise ran in the click's own task.
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      if (!live) return;
      prefetchBigMenuPanel();
      texts.panelLoading('');
    });
    return () => {
      live = false;
    };
  }, [texts]);
  const onClose = useCallback(
    (focusButtonOf?: string) => {
      menu.closePanel();
      if (focusButtonOf) document.getElementById(`${idBase}-panel-${focusButtonOf}-button`)?.focus();
    },
    [menu, idBase],
  );
  useEffect(() => {
    const panel = openKey ? document.getElementById(`${idBase}-panel-${openKey}`) : null;
    if (panel) fitToWindow(panel);
  }, [openKey, idBase]);
  return (
    <BigMenu
      {...props}
      openKey={openKey}
      panels={panels}
      onToggle={menu.togglePanel}
      onHover={menu.hoverPanel}
      onClose={onClose}
      onPanelShown={onPanelShown}
    />
  );
}

type ServicesProps = Pick<MyServicesProps, 'idBase' | 'texts'>;

export function MyServicesPart({ header, idBase, texts }: ServicesProps & { header: HeaderStore }) {
  const { services } = header;
  const open = useStore(services.$openKey) === SERVICES_KEY;
  const panels = useStore(services.$panels);
  const onLogout = useCallback(() => void logout(header), [header]);
  return (
    <MyServices
      idBase={idBase}
      open={open}
      panel={panels[SERVICES_KEY]}
      texts={texts}
      onToggle={() => services.togglePanel(SERVICES_KEY)}
      onClose={() => services.closePanel()}
      onLogout={onLogout}
      onPanelShown={onPanelShown}
    />
  );
}
