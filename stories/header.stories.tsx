// sf-header stories: en/fr, b2b/b2c, anonymous/logged in, suggestions, quick search, mega menu, error; replies from a local fixture.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';
import { expect } from 'storybook/test';
import { underBase } from '../shared/legacy/endpoints.ts';
import { $statusQueue } from '../shared/stores/status.ts';
import { typeInto } from '../tools/dev/typing.ts';
import { define } from '../widgets/header/define.ts';
import manifest from '../widgets/header/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

/**
 * Like PageMarkup, but parses the tag before inserting it, as a page load does: happy-dom (the story tests)
 * connects a defined custom element before its children when innerHTML targets a connected node.
 */
function PageMarkup({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const template = document.createElement('template');
    template.innerHTML = html;
    ref.current?.replaceChildren(document.importNode(template.content, true));
  }, [html]);
  return <div ref={ref} />;
}

/** Replies shaped like demo-host's header endpoints (LEGACY-MARKUP.md §7–8). */
const fixture = { loggedIn: false, failing: false };
function reply(path: string, form: URLSearchParams): Response {
  const json = (data: unknown) =>
    new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
  const html = (text: string) => new Response(text, { headers: { 'content-type': 'text/html' } });
  if (fixture.failing) return new Response('down', { status: 503 });
  if (path.endsWith(underBase('searchSuggestions', '')))
    return json({
      Suggestions: ['Copy paper', 'Copy paper, 500 sheets', 'Copy paper, recycled'].filter((s) =>
        s.toLowerCase().includes((form.get('uniqueSearchString') ?? '').toLowerCase()),
      ),
      hasProduct: true,
      ProductValue:
        '<div class="sf-suggest-product"><a href="/product/PAP-0001"><span class="sf-suggest-product__title">Copy paper, 500 sheets</span> <span class="sf-suggest-product__price">$8.99</span></a></div>',
    });
  if (path.endsWith(underBase('cartCount', ''))) return json(3);
  if (path.endsWith(underBase('submenu', '')))
    return html(
      '<div class="sf-bigmenu-panel"><ul class="sf-bigmenu-panel__groups"><li class="sf-bigmenu-panel__group"><a class="sf-bigmenu-panel__title" href="/category/11">Copy paper</a><ul><li><a class="sf-bigmenu-panel__link" href="/category/111">Letter</a></li><li><a class="sf-bigmenu-panel__link" href="/category/112">Legal</a></li></ul></li></ul></div>',
    );
  if (path.endsWith(underBase('myServices', '')))
    return html(
      fixture.loggedIn
        ? '<ul class="sf-my-services"><li><a class="sf-my-services__link" href="/account/baskets">My baskets</a></li><li><button type="button" class="sf-my-services__logout" data-sf-logout="true">Log out</button></li></ul>'
        : '<ul class="sf-my-services"><li><a class="sf-my-services__login" href="/login">Log in</a></li></ul>',
    );
  if (path.endsWith('/getcategoryquicksearchoptions')) {
    const level = Number(form.get('level'));
    return json(
      level > 3
        ? []
        : [1, 2].map((n) => ({
            Item1: `0000000${level}-0000-0000-0000-00000000000${n}`,
            Item2: `Level ${level} option ${n}`,
          })),
    );
  }
  return json({ Result: 1, StatusMessages: [] });
}

const content = `
  <a class="sf-header__logo" href="/">Northern Office Supply</a>
  <form class="sf-header__search" action="/search"><input type="search" name="qs"></form>
  <nav class="sf-bigmenu"><ul><li class="sf-bigmenu__item" data-category-id="1"><a href="/category/1">Paper</a></li><li class="sf-bigmenu__item" data-category-id="2"><a href="/category/2">Writing</a></li></ul></nav>`;
const controls = manifestControls(manifest, { markup: PageMarkup });

const meta = {
  title: 'Widgets/sf-header',
  ...controls,
  // widgetCode, headerUrl and minimumKeywordSize keep their defaults (ecomwgtheader, /ecomwgtheader, 3).
  args: { ...controls.args, widgetUniqueCode: 'hdr-main', searchUrl: '/search', content },
  beforeEach: () => {
    define();
    $statusQueue.set([]);
    Object.assign(fixture, { loggedIn: false, failing: false });
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
      return reply(url.pathname, new URLSearchParams(body));
    }) as typeof fetch;
    return () => {
      globalThis.fetch = original;
    };
  },
  parameters: { ...docsParameters(manifest), layout: 'fullscreen' },
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (root: HTMLElement) => waitFor(() => root.querySelector<HTMLInputElement>('[role="combobox"]'));

export const EnglishB2B: Story = {
  name: 'English, B2B',
  play: async ({ canvasElement }) => {
    await expect((await combobox(canvasElement)).placeholder).toBe('Search by keywords...');
    await waitFor(() => canvasElement.querySelector('.sf-header__badge-count'));
  },
};

export const FrenchB2C: Story = {
  name: 'French, B2C',
  parameters: { locale: 'fr' },
  globals: { site: 'b2c' },
  play: async ({ canvasElement }) => {
    await expect((await combobox(canvasElement)).placeholder).toBe('Rechercher par mots clés...');
  },
};

export const SuggestionsOpen: Story = {
  play: async ({ canvasElement }) => {
    typeInto(await combobox(canvasElement), 'copy');
    await waitFor(() => canvasElement.querySelector('[role="option"]'), 3000);
    await expect(canvasElement.querySelector('.sf-suggest-product')).not.toBeNull();
  },
};

export const MegaMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    (await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('.sf-bigmenu__toggle'))).click();
    await waitFor(() => canvasElement.querySelector('.sf-bigmenu-panel__link'));
  },
};

export const AnonymousServices: Story = {
  play: async ({ canvasElement }) => {
    (await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('.sf-header__services-toggle'))).click();
    await waitFor(() => canvasElement.querySelector('.sf-my-services__login'));
  },
};

export const LoggedInServices: Story = {
  play: async ({ canvasElement }) => {
    fixture.loggedIn = true;
    (await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('.sf-header__services-toggle'))).click();
    await waitFor(() => canvasElement.querySelector('[data-sf-logout]'));
  },
};

export const QuickSearch: Story = {
  play: async ({ canvasElement }) => {
    (await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('.sf-header__quick-search'))).click();
    const first = await waitFor(() =>
      document.querySelector<HTMLSelectElement>('.sf-header__quick-search-form select:not([disabled])'),
    );
    await expect(first.options.length).toBe(3);
  },
};

export const ErrorState: Story = {
  play: async ({ canvasElement }) => {
    fixture.failing = true;
    typeInto(await combobox(canvasElement), 'copy');
    await waitFor(() => $statusQueue.get().length > 0, 3000);
    await expect((await combobox(canvasElement)).value).toBe('copy');
  },
};
