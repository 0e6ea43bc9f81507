// Server HTML that carries an <sf-async-section> shows its content; it never mounts one (LEGACY-MARKUP.md §0b).
import { insertHtml } from '../../shared/dom/html.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { settle } from '../../test/support/render.tsx';
import { define as defineAsyncSection } from './define.ts';

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.unstubAllGlobals());

it(`a fragment cannot make the bundle post: its <sf-async-section data-ajax-url="${ENDPOINTS.logout.path}"> never mounts`, async () => {
  defineAsyncSection();
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } });
  });
  const target = document.createElement('div');
  document.body.append(target);
  insertHtml(
    target,
    `<sf-async-section data-ajax-url="${ENDPOINTS.logout.path}" data-async-load-handle-id="1" data-html-container-id="c1"><p>Hello</p></sf-async-section>`,
  );
  await settle();
  await settle();
  expect(calls).toEqual([]);
  expect(target.innerHTML).toBe('<p>Hello</p>');
  target.remove();
});
