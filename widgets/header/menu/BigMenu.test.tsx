// The mega menu's render cost: hidden texts are formatted only for panels that exist, and opening one re-renders its item only.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BigMenu, type BigMenuProps } from './BigMenu.tsx';

const items = ['1', '2', '3'].map((categoryId) => ({
  categoryId,
  label: `Cat ${categoryId}`,
  href: `/c/${categoryId}`,
}));
let root: Root;
let container: HTMLElement;

function setup() {
  const texts = {
    navLabel: 'Categories',
    showSubmenu: vi.fn((name: string) => `Show ${name}`),
    panelLoading: vi.fn((name: string) => `Loading ${name}`),
    panelFailed: vi.fn((name: string) => `Failed ${name}`),
    linkDisabled: 'Links off',
  };
  const base: BigMenuProps = {
    idBase: 'm',
    items,
    openKey: null,
    panels: {},
    linksEnabled: true,
    mobile: false,
    texts,
    onToggle: () => undefined,
    onHover: () => undefined,
    onClose: () => undefined,
    onPanelShown: () => undefined,
  };
  const render = (props: Partial<BigMenuProps>) => act(() => root.render(<BigMenu {...base} {...props} />));
  return { texts, render };
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('BigMenu render work', () => {
  it('formats no loading text while no panel has been asked for (the first render of every page)', () => {
    const { texts, render } = setup();
    render({});
    expect(container.querySelectorAll('.sf-bigmenu__toggle')).toHaveLength(3);
    expect(texts.panelLoading).not.toHaveBeenCalled();
  });

  it('re-renders only the item whose panel opens, not every item of the menu', () => {
    const { texts, render } = setup();
    render({});
    texts.showSubmenu.mockClear();
    render({ openKey: '2', panels: { '2': { state: 'loading' } } });
    expect(container.querySelector('[data-category-id="2"] .sf-bigmenu__toggle')?.getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(container.querySelector('#m-panel-2')?.textContent).toContain('Loading Cat 2');
    expect(texts.showSubmenu.mock.calls).toEqual([['Cat 2']]);
    // The failure text is for a failed panel only.
    expect(texts.panelFailed).not.toHaveBeenCalled();
    render({ openKey: '2', panels: { '2': { state: 'failed' } } });
    expect(texts.panelFailed.mock.calls).toEqual([['Cat 2']]);
  });
});
