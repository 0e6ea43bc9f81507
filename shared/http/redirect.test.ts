// The login redirect of a 401: same-origin or an author-listed sign-on origin only, and never an exception.
import { recordNavigation } from '../../test/support/navigation.ts';
import { readAt } from '../../test/support/plans.ts';
import { $statusQueue, MessageType } from '../stores/status.ts';
import { asHtml, send } from './client.ts';
import { setNavigator } from './navigation.ts';
import { loginUrlFor } from './redirect.ts';

const here = (path: string) => ({ href: `https://shop.example${path}`, pathname: path, search: '' }) as Location;
const shown = () => $statusQueue.get().flatMap((b) => b.messages);

afterEach(() => {
  delete document.documentElement.dataset.sfLoginOrigins;
  delete document.documentElement.dataset.sfLoginUrl;
});

describe('loginUrlFor', () => {
  it('keeps a same-origin login page and adds the return parameter', () => {
    expect(loginUrlFor('redirect_to_login:/account/login', here('/cart'))).toBe(
      'https://shop.example/account/login?returnUrl=%2Fcart',
    );
    expect(loginUrlFor('redirect_to_login:  /padded ', here('/cart'))).toBe(
      'https://shop.example/padded?returnUrl=%2Fcart',
    );
  });

  it.each([
    'redirect_to_login:https://evil.example/login',
    'redirect_to_login://evil.example/login',
    'redirect_to_login:/\\evil.example',
    'redirect_to_login:/%09/evil.example',
    'redirect_to_login:javascript:alert(1)',
    'redirect_to_login: JavaScript:alert(1)',
    'redirect_to_login:java\tscript:alert(1)',
    'redirect_to_login:data:text/html,x',
    'redirect_to_login:https://shop.example@evil.example/',
    'redirect_to_login:http://[::1',
    'redirect_to_login:https://sso.example.com.evil.example/',
  ])('refuses %s (null, no exception)', (statusText) => {
    document.documentElement.dataset.sfLoginOrigins = 'https://sso.example.com';
    expect(loginUrlFor(statusText, here('/cart'))).toBeNull();
  });

  it('accepts another origin only when the page lists it in data-sf-login-origins', () => {
    const sso = 'redirect_to_login:https://sso.example.com/signin?app=shop';
    expect(loginUrlFor(sso, here('/cart'))).toBeNull();
    document.documentElement.dataset.sfLoginOrigins = 'https://other.example  https://SSO.example.com/ ';
    expect(loginUrlFor(sso, here('/cart'))).toBe('https://sso.example.com/signin?app=shop&returnUrl=%2Fcart');
  });

  it('guards the configured fallback login URL the same way', () => {
    document.documentElement.dataset.sfLoginUrl = 'https://evil.example/login';
    expect(loginUrlFor('redirect_to_login:', here('/cart'))).toBeNull();
    document.documentElement.dataset.sfLoginUrl = '/signin';
    expect(loginUrlFor('redirect_to_login:', here('/cart'))).toBe('https://shop.example/signin?returnUrl=%2Fcart');
  });
});

describe('a 401 whose login URL is refused', () => {
  let nav: ReturnType<typeof recordNavigation>;
  beforeEach(() => {
    nav = recordNavigation();
    setNavigator(nav.navigator);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it.each([
    'redirect_to_login:https://evil.example/login',
    'redirect_to_login:javascript:window.pwned=1',
    'redirect_to_login:http://[::1',
  ])('%s: no navigation, only the refusal shown, the call resolves as a (refused) redirect', async (statusText) => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 401, statusText }));
    await expect(send(readAt('/x', 'html'), { parse: asHtml })).resolves.toEqual({
      ok: false,
      reason: 'redirected',
    });
    expect(nav.calls).toEqual([]);
    expect(shown()).toEqual([
      { Message: 'This page tried to send you to another site; the link was blocked.', Type: MessageType.ERROR },
    ]);
  });
});
