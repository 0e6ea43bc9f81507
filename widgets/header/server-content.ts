// Reads the no-JS fallback the server put inside <sf-header>: search action and typed text, menu items, ink/toner link.
import { parseOpaqueId } from '../../shared/config/legacy-values.ts';
export interface MenuItem {
  categoryId: string;
  label: string;
  href: string;
}

interface ServerLink {
  href: string;
  text: string;
}

export interface ServerHeader {
  /** The site logo and the account link are shown as the server wrote them (as plain links). */
  logo: ServerLink | null;
  account: ServerLink | null;
  searchAction: string | null;
  /** Text the shopper typed before the widget took over: it is kept. */
  typedQuery: string;
  menu: MenuItem[];
  inkTonerHref: string | null;
}

export function readServerContent(fragment: DocumentFragment | null): ServerHeader {
  const form = fragment?.querySelector<HTMLFormElement>('form.sf-header__search') ?? null;
  const input = form?.querySelector<HTMLInputElement>('input[name="qs"]') ?? null;
  const menu: MenuItem[] = [];
  for (const item of Array.from(fragment?.querySelectorAll('.sf-bigmenu .sf-bigmenu__item') ?? [])) {
    // The CMS writes its ids as it likes (digits, GUIDs with or without braces): one reading, kept as written.
    const raw = item.getAttribute('data-category-id') ?? '';
    const categoryId = parseOpaqueId(raw);
    const link = Array.from(item.children).find((child) => child.localName === 'a');
    if (!link) continue;
    if (categoryId === null) {
      console.warn('[storefront] sf-header: menu item skipped, its data-category-id is not a usable id:', raw.trim());
      continue;
    }
    menu.push({ categoryId, label: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' });
  }
  return {
    logo: linkOf(fragment, 'a.sf-header__logo'),
    account: linkOf(fragment, 'a.sf-header__account'),
    searchAction: form?.getAttribute('action') || null,
    typedQuery: input?.value ?? '',
    menu,
    inkTonerHref: fragment?.querySelector('a.sf-header__ink-toner')?.getAttribute('href') ?? null,
  };
}

function linkOf(fragment: DocumentFragment | null, selector: string): ServerLink | null {
  const link = fragment?.querySelector(selector);
  const href = link?.getAttribute('href');
  return link && href ? { href, text: link.textContent?.trim() ?? '' } : null;
}
