// The client and the sanitiser together: a warning about removed markup names the URL of the HTML reply it came from.
import { insertHtml } from '../../shared/dom/html.ts';
import { asHtml } from '../../shared/http/client.ts';
import { endpointCall } from '../../shared/http/plan.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';

const clean = (html: string) => insertHtml(document.createElement('div'), html);

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

it('names the URL of the HTML reply the markup came from when the caller does not', async () => {
  const reply = '<p>legacy</p><script>legacyInit()</script>';
  vi.stubGlobal('fetch', async () => new Response(reply, { headers: { 'content-type': 'text/html' } }));
  const outcome = await endpointCall(ENDPOINTS.submenu, asHtml)({});
  expect(outcome).toEqual({ ok: true, value: reply });
  clean(reply);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(ENDPOINTS.submenu.path));
  clean('<p>other</p><script>x()</script>');
  expect(console.warn).toHaveBeenLastCalledWith(expect.stringContaining('(source not given)'));
});
