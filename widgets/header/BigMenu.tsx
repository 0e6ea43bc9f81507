// The mega menu ("bigmenu") as disclosure navigation: a link and a show/hide button per category, lazy panels.
import { type FocusEvent, type KeyboardEvent, useCallback } from 'react';
import { HtmlFragment } from '../../shared/ui/HtmlFragment.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import type { Panel } from './panels-store.ts';
import type { MenuItem } from './server-content.ts';

export interface BigMenuTexts {
  navLabel: string;
  showSubmenu: (name: string) => string;
  panelLoading: (name: string) => string;
  panelFailed: (name: string) => string;
  linkDisabled: string;
}

export interface BigMenuProps {
  idBase: string;
  items: readonly MenuItem[];
  openKey: string | null;
  panels: Readonly<Record<string, Panel>>;
  /** Category links work only on b2b and b2c sites (spec section 6). */
  linksEnabled: boolean;
  /** Mobile (≤ 767 px or touch): no hover, panels open by tap only. */
  mobile: boolean;
  texts: BigMenuTexts;
  onToggle: (categoryId: string) => void;
  onHover: (categoryId: string | null) => void;
  onClose: (focusButtonOf?: string) => void;
  /** Called when a panel is shown or filled, to keep it above the window bottom. */
  onPanelShown: (panel: HTMLElement) => void;
}

/** Server panel links are disabled the same way as ours when the site is neither b2b nor b2c. */
export function disableLinks(root: Element): void {
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    link.removeAttribute('href');
    link.setAttribute('aria-disabled', 'true');
  }
}

export function BigMenu(props: BigMenuProps) {
  const { idBase, items, openKey, panels, linksEnabled, mobile, texts } = props;
  const { onPanelShown } = props;
  const onInserted = useCallback(
    (container: HTMLDivElement) => {
      if (!linksEnabled) disableLinks(container);
      const panel = container.closest<HTMLElement>('.sf-bigmenu__panel');
      if (panel) onPanelShown(panel);
    },
    [linksEnabled, onPanelShown],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && openKey !== null) {
      event.preventDefault();
      props.onClose(openKey);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus leaving the whole menu closes it (disclosure navigation pattern).
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) props.onClose();
  };

  return (
    <nav
      className="sf-bigmenu"
      aria-label={texts.navLabel}
      data-mobile={mobile || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {!linksEnabled && <p className="sf-visually-hidden">{texts.linkDisabled}</p>}
      <ul className="sf-bigmenu__list">
        {items.map((item) => {
          const open = openKey === item.categoryId;
          const panel = panels[item.categoryId];
          const panelId = `${idBase}-panel-${item.categoryId}`;
          return (
            <li
              key={item.categoryId}
              className="sf-bigmenu__item"
              data-category-id={item.categoryId}
              data-open={open || undefined}
              onMouseEnter={mobile ? undefined : () => props.onHover(item.categoryId)}
              onMouseLeave={mobile ? undefined : () => props.onHover(null)}
            >
              {linksEnabled ? (
                <a className="sf-bigmenu__link" href={item.href}>
                  {item.label}
                </a>
              ) : (
                <span className="sf-bigmenu__link" aria-disabled="true">
                  {item.label}
                </span>
              )}
              <button
                type="button"
                className="sf-bigmenu__toggle"
                id={`${panelId}-button`}
                aria-expanded={open}
                aria-controls={panelId}
                aria-label={texts.showSubmenu(item.label)}
                onClick={() => props.onToggle(item.categoryId)}
              >
                <span aria-hidden="true">▾</span>
              </button>
              <div id={panelId} className="sf-bigmenu__panel" data-category-id={item.categoryId} hidden={!open}>
                {panel?.state === 'loading' && (
                  <p className="sf-bigmenu__status">
                    <Spinner /> {texts.panelLoading(item.label)}
                  </p>
                )}
                {panel?.state === 'failed' && <p className="sf-bigmenu__status">{texts.panelFailed(item.label)}</p>}
                {panel?.state === 'loaded' && <HtmlFragment html={panel.html} onInserted={onInserted} />}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
