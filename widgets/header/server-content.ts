// Reads the no-JS fallback the server put inside <sf-header>: search action and typed text, menu items, ink/toner link.
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

/**
 * The CMS types its category ids as it likes (digits, GUIDs with or without braces), so any short token is kept.
 * The id ends up in element ids, attribute selectors, a form field and a lookup table: no spaces, quotes or
 * markup, and not a name every object already has (`__proto__`, `constructor`).
 */
function isSafeCategoryId(id: string): boolean {
  return /^[\w{}.:-]{1,100}$/.test(id) && !(id in Object.prototype);
}

export function readServerContent(fragment: DocumentFragment | null): ServerHeader {
  const form = fragment?.querySelector<HTMLFormElement>('form.sf-header__search') ?? null;
  const input = form?.querySelector<HTMLInputElement>('input[name="qs"]') ?? null;
  const menu: MenuItem[] = [];
  for (const item of Array.from(fragment?.querySelectorAll('.sf-bigmenu .sf-bigmenu__item') ?? [])) {
    const categoryId = item.getAttribute('data-category-id')?.trim() ?? '';
    const link = Array.from(item.children).find((child) => child.localName === 'a');
    if (!link) continue;
    if (!isSafeCategoryId(categoryId)) {
      console.warn('[storefront] sf-header: menu item skipped, its data-category-id is not a usable id:', categoryId);
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
