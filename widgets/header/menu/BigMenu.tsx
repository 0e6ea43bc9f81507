// The mega menu ("bigmenu") as disclosure navigation: a link and a show/hide button per category, lazy panels.
import { type FocusEvent, type KeyboardEvent, memo } from 'react';
import { disclosureButton, focusLeft } from '../../../shared/ui/disclosure.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { LazyPart } from '../LazyPart.tsx';
import { BigMenuPanel, prefetchBigMenuPanel } from '../lazy-parts.ts';
import type { MenuItem } from '../server-content.ts';
import type { Panel } from './panels-store.ts';

interface BigMenuTexts {
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
  /** Category links work only on b2b and b2c sites (LEGACY-MARKUP.md §10). */
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

export function BigMenu(props: BigMenuProps) {
  const { idBase, items, openKey, panels, linksEnabled, mobile, texts } = props;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && openKey !== null) {
      event.preventDefault();
      props.onClose(openKey);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus leaving the whole menu closes it (disclosure navigation pattern).
    if (focusLeft(event)) props.onClose();
  };

  // What every item gets, unchanged from one render to the next (the items are memoised on their props).
  const same = {
    linksEnabled,
    mobile,
    texts,
    onToggle: props.onToggle,
    onHover: props.onHover,
    onPanelShown: props.onPanelShown,
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
        {items.map((item) => (
          <BigMenuItem
            key={item.categoryId}
            item={item}
            panelId={`${idBase}-panel-${item.categoryId}`}
            open={openKey === item.categoryId}
            panel={panels[item.categoryId]}
            {...same}
          />
        ))}
      </ul>
    </nav>
  );
}

interface ItemProps
  extends Pick<BigMenuProps, 'linksEnabled' | 'mobile' | 'texts' | 'onToggle' | 'onHover' | 'onPanelShown'> {
  item: MenuItem;
  panelId: string;
  open: boolean;
  panel: Panel | undefined;
}

/**
 * One category. Memoised: opening a panel (a hover does) renders that item and the one it closes, not every
 * category's link, button and label, so the pointer's click does not land behind that work.
 */
const BigMenuItem = memo(function BigMenuItem({
  item,
  panelId,
  open,
  panel,
  linksEnabled,
  mobile,
  texts,
  onToggle,
  onHover,
  onPanelShown,
}: ItemProps) {
  // The loading status exists only once its panel was asked for, the failure text only for a failed panel:
  // formatting them for every category made the header's first render (and a first opening) longer for text
  // nobody sees.
  const loading = panel && (
    <p className="sf-bigmenu__status">
      <Spinner /> {texts.panelLoading(item.label)}
    </p>
  );
  return (
    <li
      className="sf-bigmenu__item"
      data-category-id={item.categoryId}
      data-open={open || undefined}
      onMouseEnter={mobile ? undefined : () => onHover(item.categoryId)}
      onMouseLeave={mobile ? undefined : () => onHover(null)}
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
        {...disclosureButton(open, panelId, () => onToggle(item.categoryId))}
        className="sf-bigmenu__toggle"
        id={`${panelId}-button`}
        aria-label={texts.showSubmenu(item.label)}
        onFocus={prefetchBigMenuPanel}
        onPointerEnter={prefetchBigMenuPanel}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className="sf-bigmenu__panel" data-category-id={item.categoryId} hidden={!open}>
        {panel && (
          <LazyPart fallback={loading}>
            <BigMenuPanel
              panel={panel}
              loading={loading}
              failedText={panel.state === 'failed' ? texts.panelFailed(item.label) : ''}
              linksEnabled={linksEnabled}
              onPanelShown={onPanelShown}
            />
          </LazyPart>
        )}
      </div>
    </li>
  );
});
