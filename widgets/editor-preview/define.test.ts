// Preview mode against demo-host's real geturlclientbyurl: actions on every sf-* (later ones too), events, editor link.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { setNavigator } from '../../shared/http/navigation.ts';
import { createDemoFetch } from '../../test/support/demo-fetch.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { decorate, isEditableWidget } from './decorate.ts';
import { define } from './define.ts';
import { $clientUrl, editorUrlFor, loadClientUrl, resetClientUrl } from './store.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-preview-')) });
});
afterAll(() => app.close());
beforeEach(() => {
  globalThis.fetch = createDemoFetch(app);
  resetClientUrl();
  window.history.replaceState(null, '', '/product/PAP-0123');
});
afterEach(() => {
  document.body.removeAttribute('data-sf-preview');
  document.body.removeAttribute('data-sf-editor-url');
});

it('does nothing for shoppers (no preview attribute)', async () => {
  const host = await mountHtml('<sf-listing data-widget-code="list"></sf-listing>');
  define();
  await settle();
  expect(host.querySelector('.sf-preview-bar')).toBeNull();
});

it('decorates every sf-* widget, including one inserted later, with localized actions', async () => {
  document.body.setAttribute('data-sf-preview', 'true');
  const host = await mountHtml('<sf-listing data-widget-code="list" data-widget-unique-code="u1"></sf-listing>', 'fr');
  define();
  const bar = host.querySelector('.sf-preview-bar');
  expect(bar?.getAttribute('role')).toBe('toolbar');
  expect(Array.from(bar?.querySelectorAll('button') ?? [], (b) => b.textContent)).toEqual([
    'Modifier cette section',
    'Modifier la mise en page',
  ]);
  await settle(() => host.append(Object.assign(document.createElement('sf-async-section'), { id: 'late' })));
  await vi.waitFor(() => expect(host.querySelectorAll('.sf-preview-bar')).toHaveLength(2));
  expect(isEditableWidget(document.createElement('sf-overlay'))).toBe(false);
});

it('reads the preview flag as an ASP.NET view writes it (data-sf-preview="True")', async () => {
  document.body.setAttribute('data-sf-preview', 'True');
  const host = await mountHtml('<sf-listing data-widget-code="list" data-widget-unique-code="u2"></sf-listing>');
  define();
  await vi.waitFor(() => expect(host.querySelectorAll('.sf-preview-bar')).toHaveLength(1));
});

it('asks the CMS for the client URL and raises sf:edit-section with the widget identity', async () => {
  document.documentElement.lang = 'fr';
  await expect(loadClientUrl()).resolves.toBe('/fr/product/PAP-0123');
  const host = await mountHtml('<sf-header data-widget-code="hdr" data-widget-unique-code="u9"></sf-header>', 'fr');
  decorate(host.querySelector('sf-header') as Element);
  const seen: unknown[] = [];
  host.addEventListener('sf:edit-section', (e) => seen.push(e.detail));
  host.querySelector<HTMLButtonElement>('[data-sf-edit="section"]')?.click();
  expect(seen).toEqual([
    { tag: 'sf-header', widgetCode: 'hdr', widgetUniqueCode: 'u9', clientUrl: '/fr/product/PAP-0123', editorUrl: null },
  ]);
});

it('follows the editor link template unless a listener cancels the event', async () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  $clientUrl.set('/product/X');
  document.body.setAttribute('data-sf-editor-url', '/cms/edit?what={action}&w={widgetUniqueCode}&page={url}');
  const host = await mountHtml('<sf-listing data-widget-unique-code="u 1"></sf-listing>');
  decorate(host.querySelector('sf-listing') as Element);
  host.querySelector<HTMLButtonElement>('[data-sf-edit="layout"]')?.click();
  expect(nav.calls).toEqual([
    { kind: 'assign', url: `${location.origin}/cms/edit?what=layout&w=u%201&page=%2Fproduct%2FX` },
  ]);
  host.addEventListener('sf:edit-layout', (e) => e.preventDefault());
  host.querySelector<HTMLButtonElement>('[data-sf-edit="layout"]')?.click();
  expect(nav.calls).toHaveLength(1);
});

it('navigates only to a same-origin editor URL, whatever a listener wrote into the event', async () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  document.body.setAttribute('data-sf-editor-url', '/cms/edit?what={action}');
  const host = await mountHtml('<sf-listing data-widget-unique-code="u1"></sf-listing>');
  decorate(host.querySelector('sf-listing') as Element);
  const rewrite = (url: string) => (e: Event) => {
    (e as CustomEvent<{ editorUrl: string | null }>).detail.editorUrl = url;
  };
  for (const url of ['https://evil.example/phish', 'javascript:alert(1)', '/x/..//evil.example/']) {
    const listener = rewrite(url);
    host.addEventListener('sf:edit-section', listener);
    host.querySelector<HTMLButtonElement>('[data-sf-edit="section"]')?.click();
    host.removeEventListener('sf:edit-section', listener);
  }
  expect(nav.calls).toEqual([]);
  host.addEventListener('sf:edit-section', rewrite('/cms/other'));
  host.querySelector<HTMLButtonElement>('[data-sf-edit="section"]')?.click();
  expect(nav.calls).toEqual([{ kind: 'assign', url: `${location.origin}/cms/other` }]);
});

it('refuses an editor template that leaves the site', () => {
  document.body.setAttribute('data-sf-editor-url', 'https://evil.example/{url}');
  expect(editorUrlFor('section', document.createElement('sf-x'), '/p')).toBeNull();
});

it('the action bar is a plain element, so a page’s `:not(:defined)` rule does not hide it', () => {
  const widget = document.createElement('sf-listing');
  document.body.append(widget);
  const bar = decorate(widget);
  expect(bar.localName).toBe('div');
  bar.remove();
  widget.remove();
});
