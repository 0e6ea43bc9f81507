// Category tree (README "Behaviour"): a plus/minus disclosure button per item with children, show all / hide all.
import { atom } from 'nanostores';

export interface TreeCounts {
  open: number;
  closed: number;
}
export interface TreeTexts {
  show: (name: string) => string;
  hide: (name: string) => string;
}

const ITEM = '.sf-category-tree__item';
let ids = 0;

/**
 * Enhances a server-rendered <nav class="sf-category-tree"> of nested lists: items whose child list is
 * marked open (or that hold the current page) start open. Returns counts (for the show/hide-all marks) and actions.
 */
export function createCategoryTree(root: HTMLElement, texts: TreeTexts) {
  const $counts = atom<TreeCounts>({ open: 0, closed: 0 });
  const toggles: { button: HTMLButtonElement; sign: HTMLElement; list: HTMLElement; name: string }[] = [];

  for (const item of Array.from(root.querySelectorAll<HTMLElement>(ITEM))) {
    const list = Array.from(item.children).find(
      (c): c is HTMLElement => c instanceof HTMLElement && (c.tagName === 'UL' || c.tagName === 'OL'),
    );
    if (!list || item.querySelector(':scope > .sf-category-tree__toggle')) continue;
    const name = (item.querySelector(':scope > a, :scope > span')?.textContent ?? '').trim();
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sf-category-tree__toggle';
    list.id ||= `sf-category-tree-${++ids}`;
    button.setAttribute('aria-controls', list.id);
    const sign = document.createElement('span');
    sign.setAttribute('aria-hidden', 'true');
    button.append(sign);
    item.insertBefore(button, item.firstChild);
    const open = item.classList.contains('is-open') || list.querySelector('[aria-current]') !== null;
    toggles.push({ button, sign, list, name });
    set(toggles.length - 1, open);
  }
  recount();

  function set(index: number, open: boolean): void {
    const t = toggles[index];
    if (!t) return;
    t.button.setAttribute('aria-expanded', String(open));
    t.button.setAttribute('aria-label', open ? texts.hide(t.name) : texts.show(t.name));
    t.sign.textContent = open ? '−' : '+';
    t.list.hidden = !open;
  }
  function recount(): void {
    const open = toggles.filter((t) => t.button.getAttribute('aria-expanded') === 'true').length;
    $counts.set({ open, closed: toggles.length - open });
  }

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('.sf-category-tree__toggle');
    const index = toggles.findIndex((t) => t.button === button);
    if (index < 0) return;
    set(index, toggles[index]?.button.getAttribute('aria-expanded') !== 'true');
    recount();
  };
  root.addEventListener('click', onClick);

  return {
    $counts,
    showAll: () => {
      for (const i of toggles.keys()) set(i, true);
      recount();
    },
    hideAll: () => {
      for (const i of toggles.keys()) set(i, false);
      recount();
    },
    disconnect: () => root.removeEventListener('click', onClick),
  };
}
